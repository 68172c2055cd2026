/**
 * Faint text: grey on grey (a contrast ratio of 1.05–1.3) is below the Canny thresholds AIM's edge
 * metrics use (a glyph 8 grey levels off its background makes a gradient of ~10–20 where the weak
 * threshold is 28), so such a page measures no contours and no text lines, like an empty one. Before
 * a screenshot is taken for empty, its first screen is looked at again with the contrast stretched
 * around the background: grey levels k times further from the most common level (k ≤ 16, chosen so
 * the 99.5th percentile of the faint differences, those under 64 levels, lands ~128 levels off; what
 * is further off, such as a black status bar, saturates), then the same edges and text-line finder.
 * Text shows up there as rows of glyph strokes; smooth gradients and soft shapes give no line-shaped
 * components, and low-amplitude noise (paper, sensor grain) gives only short blobs, so the lines are
 * kept only when at least three of them are runs of text (≥ 6× as wide as tall) and none spans the
 * whole width (ruled paper).
 *
 * Only run when the ordinary edges found no line on the page part of the first screen (below a status
 * bar and browser chrome, pageLines) or the lines there are faint themselves (median under 2.4:1,
 * fainter than any of the 100 top sites): ~60–120 ms for a 1200-px-wide first screen, nothing for
 * every other screenshot. The lines' contrast is then measured on the original pixels
 * (text.ts), so a faint page is judged for its contrast instead of being refused as blank
 * (validation.ts).
 */
import type { Box, RgbImage } from '../image';
import { grayscale } from '../image';
import { CANNY_HIGH, CANNY_LOW, cannyFrom, gradient } from './edges';
import { textLines, type TextLine } from './layout';
import { lineContrast } from './text';

/** The stretched spread: the 99.5th percentile of the faint differences is mapped to this many levels. */
const TARGET_SPREAD = 128;
/** At most this much stretch: 8 grey levels (#777 on #707070) become 128. */
const MAX_STRETCH = 16;
/**
 * Pixels this many grey levels or more off the background are not faint: the ordinary edges see them
 * (dark chrome, a status bar, a coloured header band). They are left out of the spread, and saturate in
 * the stretched copy.
 */
const FAINT_LEVELS = 64;
/** Below this stretch there is nothing faint to find. */
const MIN_STRETCH = 2;
/** When more of the screen than this is far off the background (a photo, a dark hero), nothing is faint. */
const MAX_FAR_SHARE = 0.25;
/** Lines at least this many times as wide as tall are runs of text, not blobs. */
const RUN_OF_TEXT = 6;
/** Text is lines organised in rows: at least this many runs of text. */
export const MIN_FAINT_RUNS = 3;
/** Browser chrome and a status bar sit in the top and bottom of a screenshot: ordinary lines there are not the page. */
const TOP_BAR = 0.15;
const BOTTOM_BAR = 0.12;
/**
 * Ordinary lines this faint (median estimated contrast) mean the edges caught only the strongest of
 * a faint page's text (1.45:1 headings over 1.3:1 body text, or 2.1:1 headings over 12-px body text
 * at 1.74:1, whose thin strokes the edges miss on a phone): look again. The faintest of the 100 top
 * sites reads 2.46 (scoring-terms.ts), so no ordinary page pays for the look.
 */
const FAINT_MEDIAN = 2.4;

/**
 * No lines, or a median contrast under FAINT_MEDIAN: fewer than half of them (rounded up) read
 * FAINT_MEDIAN or more. Stops as soon as enough do, so a crisp page measures about half its lines here.
 */
function mostlyFaint(lines: TextLine[], img: RgbImage): boolean {
  const need = lines.length - (lines.length >> 1);
  let crisp = 0;
  for (const l of lines) if (lineContrast(img, l) >= FAINT_MEDIAN && ++crisp >= need) return false;
  return true;
}

/**
 * Most common grey level and the stretch that brings the spread of the faint differences around it to
 * TARGET_SPREAD; stretch 1 when more than MAX_FAR_SHARE of the screen is far off the background.
 */
export function stretchAroundBackground(gray: Uint8Array): { background: number; stretch: number } {
  const hist = new Uint32Array(256);
  for (let i = 0; i < gray.length; i++) hist[gray[i]!]!++;
  let background = 0;
  for (let v = 1; v < 256; v++) if (hist[v]! > hist[background]!) background = v;
  const off = new Uint32Array(256);
  for (let v = 0; v < 256; v++) off[Math.abs(v - background)]! += hist[v]!;
  let near = 0;
  for (let d = 0; d < FAINT_LEVELS; d++) near += off[d]!;
  if (near < (1 - MAX_FAR_SHARE) * gray.length) return { background, stretch: 1 };
  let seen = 0,
    spread = FAINT_LEVELS;
  for (let d = 0; d < FAINT_LEVELS; d++) {
    seen += off[d]!;
    if (seen >= 0.995 * near) {
      spread = d;
      break;
    }
  }
  return { background, stretch: Math.min(MAX_STRETCH, TARGET_SPREAD / Math.max(1, spread)) };
}

/**
 * A grey copy of `img` with the contrast stretched around its background (`gain` times the stretch
 * the text lines are found at), or undefined when nothing is faint enough to stretch. It is a grey RGB image: grayscale() of r = g = b = v is exactly v, so the
 * edge pipeline sees these levels.
 */
export function stretchedCopy(img: RgbImage, gain = 1): RgbImage | undefined {
  const { width: w, height: h } = img;
  const gray = grayscale(img);
  const { background, stretch: found } = stretchAroundBackground(gray);
  if (found < MIN_STRETCH) return undefined;
  const stretch = found * gain;
  const data = new Uint8Array(w * h * 3);
  for (let p = 0, i = 0; p < gray.length; p++, i += 3) {
    const v = Math.max(0, Math.min(255, Math.round(128 + stretch * (gray[p]! - background))));
    data[i] = data[i + 1] = data[i + 2] = v;
  }
  return { width: w, height: h, data };
}

/** Every text line the edges find on a contrast-stretched grey copy of `img` (none when nothing is faint). */
export function stretchedLines(img: RgbImage): TextLine[] {
  const copy = stretchedCopy(img);
  if (!copy) return [];
  return textLines(cannyFrom(gradient(copy), CANNY_LOW, CANNY_HIGH), copy.width, copy.height);
}

/** Text lines of a contrast-stretched grey copy of `img`, or [] when they are not rows of text. */
export function faintTextLines(img: RgbImage): TextLine[] {
  // Text has margins: a line from the left edge to the right is a rule or a band (ruled paper).
  const lines = stretchedLines(img).filter((l) => l.x > 0 || l.x + l.width < img.width);
  const runs = lines.filter((l) => l.width >= RUN_OF_TEXT * l.height).length;
  return runs >= MIN_FAINT_RUNS ? lines : [];
}

/**
 * The lines on the page itself: those whose middle lies below the top TOP_BAR and above the bottom
 * BOTTOM_BAR of the first screen, where an uncropped phone screenshot has its status bar, browser
 * address bar and toolbar (a clock, a URL and a tab count are text lines too).
 */
export function pageLines<T extends Box>(lines: T[], screenHeight: number): T[] {
  const top = TOP_BAR * screenHeight,
    bottom = (1 - BOTTOM_BAR) * screenHeight;
  return lines.filter((l) => l.y + l.height / 2 >= top && l.y + l.height / 2 <= bottom);
}

/**
 * The first screen's text lines: the ordinary ones, or, when none of those is on the page (pageLines)
 * or the ones there are faint themselves (their median under FAINT_MEDIAN), the lines a
 * contrast-stretched look finds, if it finds more. A sparse page with crisp text (a search page: a
 * logo, a tagline) is not looked at again: its faint box outlines are not text.
 */
export function withFaintText(lines: TextLine[], img: RgbImage): TextLine[] {
  if (!mostlyFaint(pageLines(lines, img.height), img)) return lines;
  const faint = faintTextLines(img);
  return faint.length > lines.length ? faint : lines;
}
