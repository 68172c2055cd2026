/**
 * Button-like labels: a text line that sits in a box of its own, i.e. a filled or outlined rectangle
 * whose boundary runs straight above and below the label (the same row across the label's width) and
 * closes on both sides (within the label's width plus four line heights). That is how buttons, inputs
 * and tags are drawn; a line of running text has other text or open page around it instead. OCR reads these labels first
 * (critic.ts), since section headings would otherwise outrank the short labels of the actual actions.
 */
import type { Box, RgbImage } from '../image';

/** Sum of absolute RGB differences that counts as a different colour (JPEG noise stays well under). */
const DIFFERENT = 40;

const at = (img: RgbImage, x: number, y: number) => (y * img.width + x) * 3;
/** The padding between a label and its box's edge that isBoxedLabel and fillOf both step over. */
const labelGap = (line: Box) => Math.max(3, Math.round(0.35 * line.height));

/** The box's colour: what lies just above the label's middle. */
function fillOf(img: RgbImage, line: Box): [number, number, number] {
  const i = at(img, line.x + (line.width >> 1), Math.max(0, line.y - labelGap(line)));
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
}

const differs = (img: RgbImage, i: number, r: number, g: number, b: number) =>
  Math.abs(img.data[i]! - r) + Math.abs(img.data[i + 1]! - g) + Math.abs(img.data[i + 2]! - b) > DIFFERENT;

/**
 * Distance from the line to the first pixel of another colour than `fill`, scanning outwards from
 * `from` (inclusive) in steps of (dx, dy) for at most `max` px; undefined if none or off the image.
 */
function boundary(
  img: RgbImage,
  x: number,
  y: number,
  dx: number,
  dy: number,
  max: number,
  fill: [number, number, number],
): number | undefined {
  for (let k = 0; k <= max; k++) {
    const px = x + k * dx,
      py = y + k * dy;
    if (px < 0 || py < 0 || px >= img.width || py >= img.height) return undefined;
    if (differs(img, at(img, px, py), ...fill)) return k;
  }
  return undefined;
}

/** Whether a text line is the label of a box (button, input, tag): see the module comment. */
export function isBoxedLabel(img: RgbImage, line: Box): boolean {
  const h = line.height;
  // A label has glyph strokes across its middle; an empty outlined rectangle (a drawn window, a
  // swatch) found as a "line" has none between its two sides.
  const cy = line.y + (h >> 1);
  let strokes = 0;
  for (let x = line.x + Math.round(0.15 * line.width); x < line.x + 0.85 * line.width; x++) {
    const i = at(img, x, cy);
    if (differs(img, i + 3, img.data[i]!, img.data[i + 1]!, img.data[i + 2]!)) strokes++;
  }
  if (strokes < 4) return false;
  const gap = labelGap(line);
  const top = line.y - gap,
    bottom = line.y + h - 1 + gap;
  if (top < 0 || bottom >= img.height) return false;
  const fill = fillOf(img, line);
  const vMax = Math.round(1.6 * h);
  const straight = (dy: number, from: number) => {
    const found: number[] = [];
    let columns = 0;
    for (let x = line.x; x < line.x + line.width; x += 2) {
      columns++;
      const d = boundary(img, x, from, 0, dy, vMax, fill);
      if (d !== undefined) found.push(d);
    }
    if (found.length < 0.85 * columns) return false;
    // The box edge is one row (±1 px) along (most of) the label; glyphs of a neighbouring line are not.
    const sorted = found.sort((a, b) => a - b);
    const mid = sorted[sorted.length >> 1]!;
    return sorted.filter((d) => Math.abs(d - mid) <= 1).length >= 0.75 * columns;
  };
  if (!straight(-1, top) || !straight(1, bottom)) return false;
  // Wide buttons pad a short label generously: each side may close up to the label's width plus
  // four line heights away.
  const hMax = Math.round(4 * h + line.width);
  return (
    boundary(img, line.x - gap, cy, -1, 0, hMax, fill) !== undefined &&
    boundary(img, line.x + line.width - 1 + gap, cy, 1, 0, hMax, fill) !== undefined
  );
}

/** A button is loud when its fill's chroma (max − min of R, G, B) reaches this: a saturated colour. */
const LOUD_CHROMA = 90;
/** Hues closer than this (degrees, around the colour wheel) are one family: two greens, two reds. */
const HUE_FAMILY = 30;

function hueOf([r, g, b]: [number, number, number]): number {
  const max = Math.max(r, g, b),
    c = max - Math.min(r, g, b);
  const h = max === r ? ((g - b) / c + 6) % 6 : max === g ? (b - r) / c + 2 : (r - g) / c + 4;
  return h * 60;
}

/** The labels whose box is filled with a saturated (loud) colour, with that colour. */
const loudFills = (img: RgbImage, boxedLabels: Box[]) =>
  boxedLabels
    .map((box) => ({ box, fill: fillOf(img, box) }))
    .filter(({ fill }) => Math.max(...fill) - Math.min(...fill) >= LOUD_CHROMA);

/** The loud buttons themselves: where loudButtonHues' colours are (evidence). */
export const loudButtons = (img: RgbImage, boxedLabels: Box[]): Box[] =>
  loudFills(img, boxedLabels).map((x) => x.box);

/**
 * How many colour families the saturated (loud) buttons of a screen come in. A design system gives
 * the primary action one colour and perhaps the secondary a second; buttons in four colours each claim
 * to be the main event (none of the 100 Calista top sites goes past two). Families are hues chained
 * less than HUE_FAMILY degrees apart around the wheel.
 */
export function loudButtonHues(img: RgbImage, boxedLabels: Box[]): number {
  const hues = loudFills(img, boxedLabels)
    .map((x) => hueOf(x.fill))
    .sort((a, b) => a - b);
  if (hues.length < 2) return hues.length;
  let families = 0;
  for (let k = 0; k < hues.length; k++) {
    const next = k + 1 < hues.length ? hues[k + 1]! : hues[0]! + 360;
    if (next - hues[k]! > HUE_FAMILY) families++;
  }
  return Math.max(1, families);
}
