/**
 * Colour pairs read off the first screen for the colour-vision report (docs/colour-vision.md): the
 * pixels of the very screenshot the preview redraws, so the report's sentences and the preview are
 * about the same colours, and an uploaded screenshot is checked as well as a live page.
 * - Each button, input or tag (a boxed label, buttons.ts): the label's ink on the box's fill (text),
 *   and the fill against what surrounds the box (an element: does the button stand out?).
 * - Each line of coloured text (ink or ground not grey): its ink on its ground. Grey on grey is left
 *   out: every simulation keeps greys as they are.
 * Colours are medians (fills, grounds) or the mean of the 8 % of a label's pixels farthest from its
 * ground (ink, as for text contrast), so JPEG noise and anti-aliasing do not decide them.
 */
import { hexColour, type ColourPairFact, type Rgb } from '../../domain/colour-vision';
import type { Box, RgbImage } from '../image';
import { screenCssWidth } from './text';

/** Sum of absolute RGB differences that counts as another colour (as buttons.ts). */
const DIFFERENT = 40;
/** A colour is grey below this chroma (max − min of R, G, B); a pair of greys is left out. */
const GREY_CHROMA = 40;
/** Text at least this tall (line height in CSS px, text.ts) is large text for WCAG (3:1). */
const LARGE_LINE_PX = 24;
const MAX_BUTTONS = 8;
const MAX_LINES = 12;

type Colour = [number, number, number];

const at = (img: RgbImage, x: number, y: number): Colour => {
  const i = (y * img.width + x) * 3;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
};
const inside = (img: RgbImage, x: number, y: number) => x >= 0 && y >= 0 && x < img.width && y < img.height;
const distance = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
const chroma = (c: Rgb) => Math.max(...c) - Math.min(...c);

function median(colours: Colour[]): Colour | undefined {
  if (colours.length === 0) return undefined;
  const channel = (k: number) => {
    const values = colours.map((c) => c[k]!).sort((a, b) => a - b);
    return values[values.length >> 1]!;
  };
  return [channel(0), channel(1), channel(2)];
}

/** Pixels along a row (y fixed) or a column (x fixed) between two ends, clipped to the image. */
function run(img: RgbImage, from: [number, number], to: [number, number]): Colour[] {
  const out: Colour[] = [];
  const [x0, y0] = from,
    [x1, y1] = to;
  const n = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  for (let k = 0; k <= n; k++) {
    const x = Math.round(x0 + ((x1 - x0) * k) / Math.max(1, n)),
      y = Math.round(y0 + ((y1 - y0) * k) / Math.max(1, n));
    if (inside(img, x, y)) out.push(at(img, x, y));
  }
  return out;
}

/** The label's ink: the mean of the 8 % of its pixels farthest from its ground. */
function inkOf(img: RgbImage, box: Box, ground: Colour): Colour {
  const pixels: { c: Colour; d: number }[] = [];
  for (let y = box.y; y < box.y + box.height; y++)
    for (let x = box.x; x < box.x + box.width; x++) {
      if (!inside(img, x, y)) continue;
      const c = at(img, x, y);
      pixels.push({ c, d: distance(c, ground) });
    }
  pixels.sort((a, b) => b.d - a.d);
  const top = pixels.slice(0, Math.max(1, Math.floor(pixels.length * 0.08)));
  const mean = (k: number) => Math.round(top.reduce((s, p) => s + p.c[k]!, 0) / top.length);
  return [mean(0), mean(1), mean(2)];
}

/** Steps from (x, y) by (dx, dy) until a pixel differs from `fill`; that pixel's offset, if any. */
function edge(img: RgbImage, x: number, y: number, dx: number, dy: number, max: number, fill: Colour) {
  for (let k = 0; k <= max; k++) {
    const px = x + k * dx,
      py = y + k * dy;
    if (!inside(img, px, py)) return undefined;
    if (distance(at(img, px, py), fill) > DIFFERENT) return k;
  }
  return undefined;
}

/** A button's fill, its ground (just outside its box, past a thin border) and its label's ink. */
function button(img: RgbImage, label: Box) {
  const gap = Math.max(3, Math.round(0.35 * label.height));
  const above = label.y - gap,
    below = label.y + label.height - 1 + gap;
  const fill = median([
    ...run(img, [label.x, above], [label.x + label.width - 1, above]),
    ...run(img, [label.x, below], [label.x + label.width - 1, below]),
  ]);
  if (!fill) return undefined;
  const ink = inkOf(img, label, fill);
  const cx = label.x + (label.width >> 1),
    cy = label.y + (label.height >> 1);
  const vMax = 3 * label.height,
    hMax = 4 * label.height + label.width;
  const up = edge(img, cx, above, 0, -1, vMax, fill),
    down = edge(img, cx, below, 0, 1, vMax, fill),
    left = edge(img, label.x - gap, cy, -1, 0, hMax, fill),
    right = edge(img, label.x + label.width - 1 + gap, cy, 1, 0, hMax, fill);
  if (up === undefined || down === undefined || left === undefined || right === undefined)
    return { fill, ink };
  // The box, then a ring 3 px beyond its first differing pixel on every side (past a 1–2 px border).
  const top = above - up - 3,
    bottom = below + down + 3,
    x0 = label.x - gap - left - 3,
    x1 = label.x + label.width - 1 + gap + right + 3;
  const ground = median([
    ...run(img, [x0, top], [x1, top]),
    ...run(img, [x0, bottom], [x1, bottom]),
    ...run(img, [x0, top], [x0, bottom]),
    ...run(img, [x1, top], [x1, bottom]),
  ]);
  return { fill, ink, ground };
}

/** A text line's ground (the rows just above and below it) and its ink. */
function textLine(img: RgbImage, line: Box) {
  const ground = median([
    ...run(img, [line.x, line.y - 2], [line.x + line.width - 1, line.y - 2]),
    ...run(img, [line.x, line.y + line.height + 1], [line.x + line.width - 1, line.y + line.height + 1]),
  ]);
  return ground && { ground, ink: inkOf(img, line, ground) };
}

/**
 * The first screen's colour pairs: buttons (label on fill, fill on ground) and coloured text lines,
 * largest first, one entry per pair of colours (with how many places use it). `name` gives a button
 * its words when OCR read them.
 */
export function screenColourPairs(
  img: RgbImage,
  lines: readonly Box[],
  boxedLabels: readonly Box[],
  name: (box: Box) => string | undefined = () => undefined,
  cssWidth: number = screenCssWidth(false),
): ColourPairFact[] {
  const scale = cssWidth / img.width;
  const large = (b: Box) => b.height * scale >= LARGE_LINE_PX;
  const pairs = new Map<string, ColourPairFact>();
  const add = (fact: Omit<ColourPairFact, 'count' | 'source'>) => {
    const key = `${fact.kind}|${fact.foreground}|${fact.background}|${fact.required}`;
    const known = pairs.get(key);
    if (known) known.count++;
    else pairs.set(key, { ...fact, count: 1, source: 'screenshot' });
  };
  const byArea = (a: Box, b: Box) => b.width * b.height - a.width * a.height || a.y - b.y || a.x - b.x;
  const boxed = new Set<Box>(boxedLabels);
  for (const label of [...boxedLabels].sort(byArea).slice(0, MAX_BUTTONS)) {
    const b = button(img, label);
    if (!b) continue;
    const words = name(label);
    const what = words ? `the “${words}” button` : 'a button';
    const fontSizePx = Math.round(label.height * scale);
    if (distance(b.ink, b.fill) > DIFFERENT)
      add({
        kind: 'text',
        label: `${what}: its label`,
        foreground: hexColour(b.ink),
        background: hexColour(b.fill),
        required: large(label) ? 3 : 4.5,
        fontSizePx,
      });
    // A filled button (not an outline on the page's own colour) against what surrounds it.
    if (b.ground && distance(b.fill, b.ground) > DIFFERENT)
      add({
        kind: 'element',
        label: what,
        foreground: hexColour(b.fill),
        background: hexColour(b.ground),
        required: 3,
        fontSizePx,
      });
  }
  const coloured = lines
    .filter((l) => !boxed.has(l))
    .map((l) => ({ l, t: textLine(img, l) }))
    .filter((x) => x.t && (chroma(x.t.ink) >= GREY_CHROMA || chroma(x.t.ground) >= GREY_CHROMA));
  for (const { l, t } of coloured.sort((a, b) => byArea(a.l, b.l)).slice(0, MAX_LINES)) {
    if (!t || distance(t.ink, t.ground) <= DIFFERENT / 2) continue;
    const words = name(l);
    add({
      kind: 'text',
      label: words ? `the text “${words}”` : 'a line of coloured text',
      foreground: hexColour(t.ink),
      background: hexColour(t.ground),
      required: large(l) ? 3 : 4.5,
      fontSizePx: Math.round(l.height * scale),
    });
  }
  return [...pairs.values()];
}
