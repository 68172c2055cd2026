import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  cannyEdges,
  colourfulness,
  dominantColourCount,
  edgeDensity,
  firstViewportStats,
  luminanceSd,
  percentileOf,
  whiteSpaceRatio,
  type RgbImage,
} from '../../../functions/engine/basic-metrics';
import { decodeRgb } from '../../../functions/engine/pixels';
import quantiles from '../../../functions/engine/data/alexa500-quantiles.json' with { type: 'json' };

/** AIM reference values (test/data/aim/expected.json, copied from AIM's own test suite). */
const DATA = fileURLToPath(new URL('../../data/aim/', import.meta.url));
const expected = JSON.parse(readFileSync(`${DATA}expected.json`, 'utf8')) as Record<
  string,
  Record<string, number | string>
>;

/** Fixture entries of one metric: [file, value], skipping the "note". */
const cases = (metric: string) =>
  Object.entries(expected[metric]!).filter((e): e is [string, number] => typeof e[1] === 'number');

/**
 * Decodes a fixture PNG like AIM measures it: raw stored values (embedded ICC profiles ignored, as PIL
 * does), transparent pixels composited onto white.
 */
async function loadPng(file: string): Promise<RgbImage> {
  const { data, info } = await sharp(`${DATA}${file}`, { ignoreIcc: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

function solid(width: number, height: number, rgb: [number, number, number]): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) data.set(rgb, i);
  return { width, height, data };
}

describe('colourfulness (Hasler & Süsstrunk 2003)', () => {
  it.each(cases('colorfulness'))('%s matches AIM to 1e-3', async (file, value) => {
    expect(Math.abs(colourfulness(await loadPng(file)) - value)).toBeLessThan(1e-3);
  });
});

describe('luminance SD', () => {
  it.each(cases('luminance_sd'))('%s matches AIM to 1e-3', async (file, value) => {
    expect(Math.abs(luminanceSd(await loadPng(file)) - value)).toBeLessThan(1e-3);
  });

  it('uses BT.709 weights, as the fixture note says (BT.601 would give 77.38 on aalto.fi)', async () => {
    expect(expected.luminance_sd!.note).toContain('0.2126');
    // Pure red vs pure black: |Y| difference is 0.2126 × 255, so SD is half of it.
    const img = solid(2, 1, [255, 0, 0]);
    img.data.set([0, 0, 0], 3);
    expect(luminanceSd(img)).toBeCloseTo((0.2126 * 255) / 2, 9);
  });
});

describe('edge density (contour density, Canny as in AIM)', () => {
  // Tolerance: our Canny reproduces OpenCV's bit-exact 8-bit GaussianBlur (13-tap fixed-point kernel)
  // and its Canny (L1 Sobel magnitude, fixed-point 22.5° sectors, thresholds floored to 28 / 68), so
  // every fixture matches exactly today. We still allow 2% relative (+1e-6 absolute): OpenCV's SIMD,
  // IPP and OpenCL paths can differ by one grey level at a few pixels, which moves a 1280×800
  // screenshot's density by well under 1%. A float blur, by contrast, misses blue_50_red_50 entirely
  // (its step sits right at the 68.85 threshold), which this tolerance would catch.
  it.each(cases('contour_density'))('%s is within 2% of AIM', async (file, value) => {
    const measured = edgeDensity(await loadPng(file));
    expect(Math.abs(measured - value)).toBeLessThanOrEqual(0.02 * value + 1e-6);
  });

  it('puts the three website screenshots inside the Alexa top-500 range', async () => {
    const q = quantiles.quantiles.contour_density;
    for (const file of ['aalto.fi_website.png', 'myhelsinki.fi_website.png', 'wikipedia.org_website.png']) {
      const d = edgeDensity(await loadPng(file));
      expect(d).toBeGreaterThan(q['0.25'] / 2);
      expect(d).toBeLessThan(q['0.75'] * 1.5);
    }
  });

  it('marks a single vertical step as a one-pixel-wide line', () => {
    const img = solid(40, 30, [255, 255, 255]);
    for (let y = 0; y < 30; y++) for (let x = 20; x < 40; x++) img.data.set([0, 0, 0], (y * 40 + x) * 3);
    const edges = cannyEdges(img);
    expect(edges.reduce((a, b) => a + b, 0)).toBe(30);
  });
});

describe('white space ratio', () => {
  it('is 1 for a flat image and excludes an 8-px band around each contour', async () => {
    expect(whiteSpaceRatio(solid(50, 40, [12, 200, 90]))).toBe(1);
    // One edge column; 8 px either side of it is not empty: 17 of 1280 columns.
    expect(whiteSpaceRatio(await loadPng('white_50_black_50.png'))).toBeCloseTo(1 - 17 / 1280, 9);
  });

  it('is lower for the packed pages than for flat ones', async () => {
    const ws = whiteSpaceRatio(await loadPng('myhelsinki.fi_website.png'));
    expect(ws).toBeGreaterThan(0.2);
    expect(ws).toBeLessThan(0.7);
  });
});

describe('dominant colours and first viewport', () => {
  it('counts colours covering at least 0.5% of the screen, merging JPEG-level noise', async () => {
    expect(dominantColourCount(await loadPng('white_50_black_50.png'))).toBe(2);
    const noisy = solid(100, 100, [200, 40, 40]);
    for (let i = 0; i < noisy.data.length; i += 3) noisy.data[i] = 200 + (i % 7); // same 4-bit bin
    expect(dominantColourCount(noisy)).toBe(1);
  });

  it('measures a 4:3 window at the top of a tall screenshot', () => {
    const tall = solid(400, 2000, [255, 255, 255]);
    for (let y = 1000; y < 2000; y++)
      for (let x = 0; x < 400; x += 2) tall.data.set([0, 0, 0], (y * 400 + x) * 3);
    const vp = firstViewportStats(tall);
    expect(vp.height).toBe(300);
    expect(vp.edgeDensity).toBe(0);
    expect(vp.luminanceSd).toBe(0);
  });
});

describe('percentileOf', () => {
  const metrics = ['colorfulness', 'contour_density', 'luminance_sd', 'white_space', 'distinct_rgb'] as const;

  it.each(metrics)('%s is exact at the quartiles', (metric) => {
    const q = quantiles.quantiles[metric];
    expect(percentileOf(metric, q['0.25'])).toBeCloseTo(25, 9);
    expect(percentileOf(metric, q['0.5'])).toBeCloseTo(50, 9);
    expect(percentileOf(metric, q['0.75'])).toBeCloseTo(75, 9);
  });

  it.each(metrics)('%s is monotone, bounded and reaches 0 and 100 at the Tukey fences', (metric) => {
    const q = quantiles.quantiles[metric];
    const iqr = q['0.75'] - q['0.25'];
    let previous = -1;
    for (let i = 0; i <= 400; i++) {
      const p = percentileOf(metric, ((q['0.75'] + 2 * iqr) * i) / 400);
      expect(p).toBeGreaterThanOrEqual(previous);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(100);
      previous = p;
    }
    expect(percentileOf(metric, q['0.75'] + 1.5 * iqr)).toBe(100);
    expect(percentileOf(metric, Math.max(0, q['0.25'] - 1.5 * iqr))).toBe(0);
  });

  it('interpolates linearly between quartiles', () => {
    const q = quantiles.quantiles.colorfulness;
    expect(percentileOf('colorfulness', (q['0.25'] + q['0.5']) / 2)).toBeCloseTo(37.5, 9);
    // Colourfulness 0 (greyscale) is the bottom of the scale: the lower fence is below 0.
    expect(percentileOf('colorfulness', 0)).toBe(0);
    expect(percentileOf('colorfulness', 13.05)).toBeCloseTo(12.5, 1);
  });
});

describe('decodeRgb', () => {
  it('flattens transparency onto white and returns 3-channel RGB', async () => {
    const img = await decodeRgb(readFileSync(`${DATA}white_50_transparent_50.png`));
    expect([img.width, img.height, img.data.length]).toEqual([1280, 800, 1280 * 800 * 3]);
    expect(img.data.every((v) => v === 255)).toBe(true);
  });

  it('expands greyscale JPEGs to RGB and only ever shrinks to maxWidth', async () => {
    const grey = await sharp(`${DATA}white_50_black_50.png`).greyscale().jpeg().toBuffer();
    const img = await decodeRgb(grey, 640);
    expect([img.width, img.height, img.data.length]).toEqual([640, 400, 640 * 400 * 3]);
    expect((await decodeRgb(grey, 4000)).width).toBe(1280);
  });
});
