/**
 * What people see at a glance: measures of the first screen's text lines against what
 * surrounds them, for the looks a designer names in a second and the other measures miss.
 *
 * - Busy ground: text set on a photograph, a tiled pattern or a gradient full of texture. For each
 *   text line, the thin strips just above and below its box (inside the leading, where a flat page
 *   has plain ground) are read for texture: the mean absolute difference between horizontal
 *   neighbours' luma. A flat colour or a smooth gradient reads under 2 levels even as a JPEG; a
 *   photograph or a tiled pattern reads 6 and more.
 * - Text hues: the colour families of the text itself. Each line's glyph colour is the mean of its
 *   pixels farthest in luma from the line's median (the ground); saturated glyph colours (chroma,
 *   max − min of R, G, B, ≥ 80) are grouped in twelve 30° hue families, and a family counts when its
 *   lines are at least 4 % of the text's width. A page with one link colour and one accent has 1–2;
 *   rainbow link text 4 and more.
 * - Centred lines: the share of the text (by width) on lines centred on the screen (centre within 2 %
 *   of the width) that are not full measure: a poster, a 1990s home page, everything centred.
 * - Textured margins: the outer eighth of the screen on each side, in 16 bands down the first screen;
 *   a band counts when either margin's texture (mean |Δ| of luma between horizontal and vertical
 *   neighbours, text lines excluded) reaches 4 levels: a starfield, fire, glitter or marble behind the
 *   whole page textures every band, a hero photo only the bands it spans.
 * - Bare ground: the share of the first screen that is neither the page's ground colour nor text: the
 *   designed surfaces (pictures, colour fields, bars, buttons, cards). An unstyled page of default
 *   text on white has almost none.
 */
import type { Box, RgbImage } from '../image';
import type { TextLine } from './layout';

export interface GlanceMeasurements {
  /** Share of the text (by line width) on a textured ground (0–1). */
  busyTextGround: number;
  /** The line of text on the busiest ground, if any is busy. */
  busiestLine?: Box;
  /** Saturated hue families among the text colours. */
  textHues: number;
  /** The widest line in the least common counted text hue (the odd colour out), when there are ≥ 2. */
  oddHueLine?: Box;
  /** Share of the text (by line width) on centred lines narrower than 60 % of the screen. */
  centredShare: number;
  /** Share of the first screen that is neither the ground colour nor text (0–1). */
  designedSurface: number;
  /** Share of the first screen's height whose outer margins are textured (0–1). */
  texturedMargins: number;
}

const luma = (d: Uint8Array | Buffer, i: number) => 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;

/** Texture of a horizontal strip: mean |luma(x) − luma(x + 1)| over its pixels (luma levels). */
function stripTexture(img: RgbImage, x0: number, x1: number, y0: number, y1: number): number | undefined {
  const { data, width, height } = img;
  let sum = 0,
    n = 0;
  for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
    for (let x = Math.max(0, x0); x < Math.min(width - 1, x1); x++) {
      const i = (y * width + x) * 3;
      sum += Math.abs(luma(data, i) - luma(data, i + 3));
      n++;
    }
  }
  return n > 0 ? sum / n : undefined;
}

const inside = (b: Box, x: number, y: number) =>
  x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height;

/** Texture of the ground just above and below a line (strips that do not fall inside another line). */
function groundTexture(img: RgbImage, line: Box, lines: Box[]): number | undefined {
  const pad = Math.max(1, Math.round(line.height * 0.15));
  const strips = [
    [line.y - 1 - pad, line.y - 1],
    [line.y + line.height + 1, line.y + line.height + 1 + pad],
  ] as const;
  const readings: number[] = [];
  for (const [y0, y1] of strips) {
    const mid = Math.round((y0 + y1) / 2);
    if (lines.some((o) => o !== line && inside(o, line.x + line.width / 2, mid))) continue;
    const t = stripTexture(img, line.x, line.x + line.width, y0, y1);
    if (t !== undefined) readings.push(t);
  }
  return readings.length ? Math.min(...readings) : undefined;
}

/** The glyph colour of a line: the mean RGB of its 10 % of pixels farthest in luma from the median. */
function glyphColour(img: RgbImage, line: Box): [number, number, number] {
  const { data, width } = img;
  const lumas: number[] = [];
  for (let y = line.y; y < line.y + line.height; y++)
    for (let x = line.x; x < line.x + line.width; x++) lumas.push(luma(data, (y * width + x) * 3));
  const sorted = [...lumas].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const far = lumas.map((l) => Math.abs(l - median)).sort((a, b) => b - a);
  const cut = far[Math.max(0, Math.floor(far.length * 0.1) - 1)]!;
  let r = 0,
    g = 0,
    b = 0,
    n = 0;
  let k = 0;
  for (let y = line.y; y < line.y + line.height; y++)
    for (let x = line.x; x < line.x + line.width; x++, k++) {
      if (Math.abs(lumas[k]! - median) < cut || cut === 0) continue;
      const i = (y * width + x) * 3;
      r += data[i]!;
      g += data[i + 1]!;
      b += data[i + 2]!;
      n++;
    }
  return n ? [r / n, g / n, b / n] : [0, 0, 0];
}

/** Hue family 0–11 of a saturated colour, or undefined when its chroma is under 80. */
function hueFamily([r, g, b]: [number, number, number]): number | undefined {
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b),
    c = max - min;
  if (c < 80) return undefined;
  let h: number;
  if (max === r) h = ((g - b) / c + 6) % 6;
  else if (max === g) h = (b - r) / c + 2;
  else h = (r - g) / c + 4;
  return Math.min(11, Math.floor((h * 60) / 30));
}

/** The page's ground colour: the most common colour (5-bit bins) of the first screen. */
function groundShareMask(img: RgbImage): Uint8Array {
  const { data, width, height } = img;
  const counts = new Map<number, number>();
  const key = (i: number) => ((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3);
  for (let i = 0; i < width * height * 3; i += 3) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
  let best = 0,
    bestN = -1;
  for (const [k, n] of counts) if (n > bestN) [best, bestN] = [k, n];
  const br = (best >> 10) << 3,
    bg = ((best >> 5) & 31) << 3,
    bb = (best & 31) << 3;
  const mask = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < width * height; p++, i += 3)
    if (
      Math.abs(data[i]! - br - 4) <= 12 &&
      Math.abs(data[i + 1]! - bg - 4) <= 12 &&
      Math.abs(data[i + 2]! - bb - 4) <= 12
    )
      mask[p] = 1;
  return mask;
}

/** Share of 16 horizontal bands whose left or right outer eighth is textured. */
function texturedMarginShare(img: RgbImage, lines: Box[]): number {
  const { data, width, height } = img;
  const strip = Math.max(8, Math.round(width / 8));
  const bands = 16;
  const bandHeight = Math.floor(height / bands);
  if (bandHeight < 4) return 0;
  const inText = new Uint8Array(width * height);
  for (const l of lines)
    for (let y = l.y; y < l.y + l.height; y++) inText.fill(1, y * width + l.x, y * width + l.x + l.width);
  let textured = 0;
  for (let b = 0; b < bands; b++) {
    const y0 = b * bandHeight,
      y1 = Math.min(height - 1, y0 + bandHeight);
    const side = (x0: number, x1: number) => {
      let sum = 0,
        n = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const p = y * width + x;
          if (inText[p] || inText[p + 1] || inText[p + width]) continue;
          const i = p * 3;
          const l = luma(data, i);
          sum += Math.abs(l - luma(data, i + 3)) + Math.abs(l - luma(data, i + width * 3));
          n++;
        }
      return n > 0 ? sum / (2 * n) : 0;
    };
    if (Math.max(side(0, strip), side(width - strip - 1, width - 1)) >= 4) textured++;
  }
  return textured / bands;
}

export function glance(img: RgbImage, lines: TextLine[]): GlanceMeasurements {
  const { width, height } = img;
  const totalWidth = lines.reduce((a, l) => a + l.width, 0);
  // Busy ground.
  let busy = 0,
    busiest: Box | undefined,
    busiestT = 0;
  for (const line of lines) {
    const t = groundTexture(img, line, lines);
    if (t === undefined) continue;
    if (t >= 6) busy += line.width;
    if (t > busiestT) [busiestT, busiest] = [t, line];
  }
  // Text hues.
  const familyWidth = new Float64Array(12);
  const familyLine: (Box | undefined)[] = new Array(12).fill(undefined);
  for (const line of lines) {
    const f = hueFamily(glyphColour(img, line));
    if (f === undefined) continue;
    familyWidth[f]! += line.width;
    if (!familyLine[f] || familyLine[f]!.width < line.width) familyLine[f] = line;
  }
  const counted = [...familyWidth.keys()].filter(
    (f) => familyWidth[f]! >= 0.04 * totalWidth && totalWidth > 0,
  );
  const odd = counted.length >= 2 ? counted.sort((a, b) => familyWidth[a]! - familyWidth[b]!)[0] : undefined;
  // Centred lines: short lines on the page's axis whose left edges wander. A column of left-aligned
  // text set in the middle of the page (an article, a CV) has every line on the axis too, but its
  // lines share one left edge: that is a centred column, not centred text.
  const centre = width / 2;
  const sharesLeftEdge = (l: Box) => lines.filter((o) => o !== l && Math.abs(o.x - l.x) <= 3).length >= 2;
  const centred = lines
    .filter(
      (l) =>
        l.width < 0.6 * width && Math.abs(l.x + l.width / 2 - centre) <= 0.02 * width && !sharesLeftEdge(l),
    )
    .reduce((a, l) => a + l.width, 0);
  // Designed surface: neither ground nor text.
  const ground = groundShareMask(img);
  for (const l of lines)
    for (let y = l.y; y < l.y + l.height; y++) ground.fill(1, y * width + l.x, y * width + l.x + l.width);
  let designed = 0;
  for (let p = 0; p < width * height; p++) if (!ground[p]) designed++;
  return {
    busyTextGround: totalWidth ? busy / totalWidth : 0,
    ...(busiest && busiestT >= 6 && { busiestLine: busiest }),
    textHues: counted.length,
    ...(odd !== undefined && { oddHueLine: familyLine[odd] }),
    centredShare: totalWidth ? centred / totalWidth : 0,
    designedSurface: designed / (width * height),
    texturedMargins: texturedMarginShare(img, lines),
  };
}
