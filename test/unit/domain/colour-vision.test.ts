import { describe, expect, it } from 'vitest';
import {
  colourDifference,
  colourVisionFlags,
  hexColour,
  MERGE_DIFFERENCE,
  pageColourPairs,
  linearToSrgb,
  MACHADO_2009_MATRICES,
  parseCssColour,
  simulateColour,
  simulatePixels,
  srgbToLinear,
  type ColourPairFact,
} from '../../../functions/domain/colour-vision';

const pair = (foreground: string, background: string, required = 4.5): ColourPairFact => ({
  label: 'a.button "Buy now"',
  foreground,
  background,
  required,
  fontSizePx: 16,
  count: 3,
});

describe('Machado et al. (2009) simulation at severity 1.0', () => {
  it('maps pure red, green and blue as the published matrices do in linear RGB', () => {
    // Expected: sRGB of each matrix column (the primary's linear value is 1, the others 0).
    expect(simulateColour([255, 0, 0], 'protanopia')).toEqual([109, 95, 0]);
    expect(simulateColour([0, 255, 0], 'protanopia')).toEqual([255, 229, 0]);
    expect(simulateColour([0, 0, 255], 'protanopia')).toEqual([0, 89, 255]);
    expect(simulateColour([255, 0, 0], 'deuteranopia')).toEqual([163, 144, 0]);
    expect(simulateColour([0, 255, 0], 'deuteranopia')).toEqual([239, 214, 58]);
    expect(simulateColour([0, 0, 255], 'deuteranopia')).toEqual([0, 61, 251]);
    expect(simulateColour([255, 0, 0], 'tritanopia')).toEqual([255, 0, 15]);
    expect(simulateColour([0, 255, 0], 'tritanopia')).toEqual([0, 247, 217]);
    expect(simulateColour([0, 0, 255], 'tritanopia')).toEqual([0, 107, 150]);
  });

  it('derives those values from the matrix columns (a check on the transfer functions)', () => {
    const [row0, row1] = MACHADO_2009_MATRICES.protanopia;
    expect(linearToSrgb(row0[0])).toBe(109);
    expect(linearToSrgb(row1[0])).toBe(95);
  });

  it('leaves white, black and greys unchanged (each matrix row sums to 1)', () => {
    for (const type of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
      expect(simulateColour([255, 255, 255], type)).toEqual([255, 255, 255]);
      expect(simulateColour([0, 0, 0], type)).toEqual([0, 0, 0]);
      const grey = simulateColour([128, 128, 128], type);
      grey.forEach((c) => expect(Math.abs(c - 128)).toBeLessThanOrEqual(1));
    }
  });

  it('round-trips sRGB through linear light', () => {
    for (let c = 0; c <= 255; c++) expect(linearToSrgb(srgbToLinear(c))).toBe(c);
  });

  it('simulates an RGBA pixel buffer exactly as colour by colour, and leaves alpha alone', () => {
    const colours = [
      [255, 0, 0],
      [0, 170, 0],
      [18, 52, 86],
      [250, 250, 210],
    ] as const;
    const pixels = Uint8Array.from(colours.flatMap((c) => [...c, 77]));
    simulatePixels(pixels, 4, 'deuteranopia');
    colours.forEach((c, i) => {
      expect([...pixels.slice(i * 4, i * 4 + 3)]).toEqual(simulateColour(c, 'deuteranopia'));
      expect(pixels[i * 4 + 3]).toBe(77);
    });
  });

  it('refuses buffers without three colour channels', () => {
    expect(() => simulatePixels(new Uint8Array(4), 2, 'protanopia')).toThrow(/RGB/);
  });
});

describe('CSS colours from page facts', () => {
  it('reads rgb(), rgba() over the background, and hex', () => {
    expect(parseCssColour('rgb(221, 0, 0)')).toEqual([221, 0, 0]);
    expect(parseCssColour('rgba(0, 0, 0, 0.5)', [255, 255, 255])).toEqual([128, 128, 128]);
    expect(parseCssColour('#d00')).toEqual([221, 0, 0]);
    expect(parseCssColour('#00aa00')).toEqual([0, 170, 0]);
    expect(parseCssColour('color(display-p3 1 0 0)')).toBeNull();
  });

  it('writes short hex when it can', () => {
    expect(hexColour([221, 0, 0])).toBe('#d00');
    expect(hexColour([18, 52, 86])).toBe('#123456');
  });
});

describe('colourVisionFlags', () => {
  it('flags white on red: 5.15:1 for most visitors, under 4.5:1 with deuteranopia and tritanopia', () => {
    const [flag, ...rest] = colourVisionFlags([pair('rgb(255, 255, 255)', 'rgb(221, 0, 0)')]);
    expect(rest).toEqual([]);
    expect(flag).toMatchObject({
      foreground: '#fff',
      background: '#d00',
      typicalRatio: 5.15,
      required: 4.5,
      count: 3,
      label: 'a.button "Buy now"',
    });
    expect(flag!.failsFor.map((f) => [f.type, f.ratio])).toEqual([
      ['deuteranopia', 4.19],
      ['tritanopia', 4.33],
    ]);
    expect(flag!.failsFor[0]!.background).toBe(hexColour(simulateColour([221, 0, 0], 'deuteranopia')));
  });

  it('flags red on black for protanopia only (red looks dark to protanopes)', () => {
    const [flag] = colourVisionFlags([pair('#f00', '#000')]);
    expect(flag!.typicalRatio).toBe(5.25);
    expect(flag!.failsFor).toEqual([expect.objectContaining({ type: 'protanopia', ratio: 3.29 })]);
  });

  it('uses the large-text threshold the facts give', () => {
    expect(colourVisionFlags([pair('#f00', '#000', 3)])).toEqual([]);
  });

  it('ignores pairs that hold for everyone, grey pairs that fail for everyone alike, and unreadable colours', () => {
    expect(
      colourVisionFlags([
        pair('#000', '#fff'),
        pair('#2e7d32', '#fff'),
        pair('#999', '#bbb'),
        pair('currentcolor', '#fff'),
      ]),
    ).toEqual([]);
  });

  it('counts red text on green, already under 4.5:1 for everyone, that deuteranopia makes worse still', () => {
    const [flag, ...rest] = colourVisionFlags([pair('#d00', '#0a0')]);
    expect(rest).toEqual([]);
    expect(flag).toMatchObject({ kind: 'text', failsTypical: true, typicalRatio: 1.66 });
    const deut = flag!.failsFor.find((f) => f.type === 'deuteranopia')!;
    expect(deut.ratio).toBeLessThan(1.66 * 0.95);
    expect(deut.background).toBe(hexColour(simulateColour([0, 170, 0], 'deuteranopia')));
  });

  it('says a red button merges into a green ground with deuteranopia, and a blue one on white does not', () => {
    const button = (fill: string, ground: string): ColourPairFact => ({
      ...pair(fill, ground, 3),
      kind: 'element',
      source: 'screenshot',
      label: 'the “Buy now” button',
    });
    const [flag, ...rest] = colourVisionFlags([button('#c8392f', '#4c993d'), button('#2563eb', '#fff')]);
    expect(rest).toEqual([]);
    expect(flag).toMatchObject({ kind: 'element', source: 'screenshot', label: 'the “Buy now” button' });
    expect(flag!.failsFor.map((f) => f.type)).toEqual(['deuteranopia']);
    const [fill, ground] = [flag!.failsFor[0]!.foreground, flag!.failsFor[0]!.background].map((c) =>
      parseCssColour(c)!,
    );
    expect(colourDifference(fill!, ground!)).toBeLessThan(MERGE_DIFFERENCE);
    expect(colourDifference([200, 57, 47], [76, 153, 61])).toBeGreaterThan(4 * MERGE_DIFFERENCE);
  });

  it('orders the worst failure first', () => {
    const flags = colourVisionFlags([pair('#fff', '#d00'), pair('#f00', '#000')]);
    expect(flags.map((f) => f.background)).toEqual(['#000', '#d00']);
  });
});

describe('pageColourPairs', () => {
  it('adds the failing coloured pairs of the capture to its passing ones, one per colour pair, greys left out', () => {
    const failing = (foreground: string, background: string) => ({
      label: 'p.k "Since 2009"',
      box: { x: 0, y: 0, width: 10, height: 10 },
      foreground,
      background,
      ratio: 1.5,
      required: 4.5,
      fontSizePx: 14,
    });
    const passing = [pair('rgb(255, 255, 255)', 'rgb(221, 0, 0)')];
    expect(
      pageColourPairs({
        colourPairs: passing,
        lowContrast: [
          failing('rgb(204, 51, 51)', 'rgb(51, 153, 51)'),
          failing('rgb(204, 51, 51)', 'rgb(51, 153, 51)'),
          failing('rgb(170, 170, 170)', 'rgb(255, 255, 255)'),
        ],
      }),
    ).toEqual([
      ...passing,
      {
        label: 'p.k "Since 2009"',
        foreground: '#c33',
        background: '#393',
        required: 4.5,
        fontSizePx: 14,
        count: 2,
      },
    ]);
    expect(pageColourPairs(undefined)).toEqual([]);
  });
});
