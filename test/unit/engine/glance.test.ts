import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../../../functions/engine/image';
import { glance } from '../../../functions/engine/metrics/glance';
import type { TextLine } from '../../../functions/engine/metrics/layout';

const W = 600,
  H = 400;

type Rgb = [number, number, number];

/** A page of one ground colour (or a pattern function), with lines of "glyphs" in given colours. */
function page(ground: (x: number, y: number) => Rgb, lines: { box: TextLine; ink: Rgb }[]): RgbImage {
  const data = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) data.set(ground(x, y), (y * W + x) * 3);
  for (const { box, ink } of lines)
    for (let y = box.y + 2; y < box.y + box.height - 2; y++)
      // Vertical strokes every 4 px: glyph-like ink that covers about a third of the line's box.
      for (let x = box.x; x < box.x + box.width; x++) if (x % 4 < 2) data.set(ink, (y * W + x) * 3);
  return { data, width: W, height: H };
}

const line = (x: number, y: number, width: number, height = 16): TextLine => ({
  x,
  y,
  width,
  height,
  fill: 0.3,
});
const white = (): Rgb => [255, 255, 255];
const black: Rgb = [20, 20, 20];
// A deterministic texture: a photo-like ground of ±40 luma around mid-grey.
const noise = (x: number, y: number): Rgb => {
  const v = 110 + ((x * 7919 + y * 104729) % 81) - 40;
  return [v, v, v];
};

describe('glance measures', () => {
  const leftColumn = Array.from({ length: 8 }, (_, i) => ({ box: line(40, 40 + i * 40, 300), ink: black }));

  it('reads text on flat white as calm: no busy ground, no text hues, nothing centred', () => {
    const g = glance(
      page(white, leftColumn),
      leftColumn.map((l) => l.box),
    );
    expect(g.busyTextGround).toBe(0);
    expect(g.textHues).toBe(0);
    expect(g.centredShare).toBe(0);
    expect(g.texturedMargins).toBe(0);
  });

  it('finds text set on a textured ground, and the margins textured all the way down', () => {
    const g = glance(
      page(noise, leftColumn),
      leftColumn.map((l) => l.box),
    );
    expect(g.busyTextGround).toBe(1);
    expect(g.busiestLine).toBeDefined();
    expect(g.texturedMargins).toBe(1);
  });

  it('counts the saturated hue families of the text: rainbow links read many, one link colour one', () => {
    const rainbow: Rgb[] = [
      [230, 20, 20],
      [20, 160, 20],
      [20, 40, 230],
      [230, 200, 10],
      [200, 20, 200],
    ];
    const lines = rainbow.map((ink, i) => ({ box: line(40, 40 + i * 50, 300), ink }));
    expect(
      glance(
        page(white, lines),
        lines.map((l) => l.box),
      ).textHues,
    ).toBe(5);
    const oneLink = leftColumn.map((l, i) => ({ ...l, ink: i === 3 ? ([20, 40, 230] as Rgb) : black }));
    expect(
      glance(
        page(white, oneLink),
        oneLink.map((l) => l.box),
      ).textHues,
    ).toBe(1);
  });

  it('reads short lines centred on the screen as centred, full-measure and left-aligned lines as not', () => {
    const centred = Array.from({ length: 6 }, (_, i) => {
      const width = 120 + i * 30;
      return { box: line((W - width) / 2, 40 + i * 50, width), ink: black };
    });
    expect(
      glance(
        page(white, centred),
        centred.map((l) => l.box),
      ).centredShare,
    ).toBe(1);
    const fullMeasure = [{ box: line(10, 40, W - 20), ink: black }];
    expect(
      glance(
        page(white, fullMeasure),
        fullMeasure.map((l) => l.box),
      ).centredShare,
    ).toBe(0);
  });

  it('reads a left-aligned column set in the middle of the page (an article, a CV) as not centred', () => {
    // Every line of a 360-px column on the page's axis, ragged right only in its last line.
    const column = Array.from({ length: 6 }, (_, i) => ({
      box: line((W - 360) / 2, 40 + i * 40, i === 5 ? 200 : 360),
      ink: black,
    }));
    expect(
      glance(
        page(white, column),
        column.map((l) => l.box),
      ).centredShare,
    ).toBe(0);
  });

  it('reads a bare page (ground and text only) as almost no designed surface, a page with a picture and a bar as some', () => {
    const bare = glance(
      page(white, leftColumn),
      leftColumn.map((l) => l.box),
    );
    expect(bare.designedSurface).toBeLessThan(0.05);
    const designed = page(
      (x, y) => (y < 40 ? [30, 60, 120] : x > 380 && y > 80 && y < 320 ? noise(x, y) : white()),
      leftColumn,
    );
    expect(
      glance(
        designed,
        leftColumn.map((l) => l.box),
      ).designedSurface,
    ).toBeGreaterThan(0.25);
  });
});
