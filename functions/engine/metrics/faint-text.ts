/**
 * Faint text: grey on grey (a contrast ratio of 1.05–1.3) is below the Canny thresholds AIM's edge
 * metrics use (a glyph 8 grey levels off its background makes a gradient of ~10–20 where the weak
 * threshold is 28), so such a page measures no contours and no text lines, like an empty one. Before
 * a screenshot is taken for empty, its first screen is looked at again with the contrast stretched
 * around the background: grey levels k times further from the most common level (k ≤ 16, chosen so
 * the 99.5th percentile of the differences lands ~128 levels off), then the same edges and text-line
 * finder. Text shows up there as rows of glyph strokes; smooth gradients and soft shapes give no
 * line-shaped components, and low-amplitude noise (paper, sensor grain) gives only short blobs, so the
 * lines are kept only when at least three of them are runs of text (≥ 8× as wide as tall).
 *
 * Only run when the ordinary edges found fewer than three lines on the first screen (~55–110 ms for a
 * 1200-px-wide first screen, nothing for every other screenshot). The lines' contrast is then measured
 * on the original pixels (text.ts), so a faint page is judged for its contrast instead of being
 * refused as blank (validation.ts).
 */
import type { RgbImage } from '../image';
import { grayscale } from '../image';
import { CANNY_HIGH, CANNY_LOW, cannyFrom, gradient } from './edges';
import { textLines, type TextLine } from './layout';

/** The stretched spread: the 99.5th percentile of |grey − background| is mapped to this many levels. */
const TARGET_SPREAD = 128;
/** At most this much stretch: 8 grey levels (#777 on #707070) become 128. */
const MAX_STRETCH = 16;
/** Below this stretch the screen has contrast enough for the ordinary edges: nothing faint to find. */
const MIN_STRETCH = 2;
/** Lines at least this many times as wide as tall are runs of text, not blobs. */
const RUN_OF_TEXT = 8;
/** Text is lines organised in rows: at least this many runs of text. */
export const MIN_FAINT_RUNS = 3;

/** Most common grey level and the stretch that brings the spread around it to TARGET_SPREAD. */
export function stretchAroundBackground(gray: Uint8Array): { background: number; stretch: number } {
  const hist = new Uint32Array(256);
  for (let i = 0; i < gray.length; i++) hist[gray[i]!]!++;
  let background = 0;
  for (let v = 1; v < 256; v++) if (hist[v]! > hist[background]!) background = v;
  const off = new Uint32Array(256);
  for (let v = 0; v < 256; v++) off[Math.abs(v - background)]! += hist[v]!;
  let seen = 0,
    spread = 0;
  for (let d = 0; d < 256; d++) {
    seen += off[d]!;
    if (seen >= 0.995 * gray.length) {
      spread = d;
      break;
    }
  }
  return { background, stretch: Math.min(MAX_STRETCH, Math.max(1, TARGET_SPREAD / Math.max(1, spread))) };
}

/** Text lines of a contrast-stretched grey copy of `img`, or [] when they are not rows of text. */
export function faintTextLines(img: RgbImage): TextLine[] {
  const { width: w, height: h } = img;
  const gray = grayscale(img);
  const { background, stretch } = stretchAroundBackground(gray);
  // The screen already spans 64+ grey levels: whatever the edges missed there is not faint.
  if (stretch < MIN_STRETCH) return [];
  // A grey RGB image: grayscale() of r = g = b = v is exactly v, so the edge pipeline sees these levels.
  const data = new Uint8Array(w * h * 3);
  for (let p = 0, i = 0; p < gray.length; p++, i += 3) {
    const v = Math.max(0, Math.min(255, Math.round(128 + stretch * (gray[p]! - background))));
    data[i] = data[i + 1] = data[i + 2] = v;
  }
  const lines = textLines(cannyFrom(gradient({ width: w, height: h, data }), CANNY_LOW, CANNY_HIGH), w, h);
  const runs = lines.filter((l) => l.width >= RUN_OF_TEXT * l.height).length;
  return runs >= MIN_FAINT_RUNS ? lines : [];
}

/**
 * The first screen's text lines: the ordinary ones, or, when those are fewer than three, the faint
 * lines a contrast-stretched look finds, if it finds more.
 */
export function withFaintText(lines: TextLine[], img: RgbImage): TextLine[] {
  if (lines.length >= 3) return lines;
  const faint = faintTextLines(img);
  return faint.length > lines.length ? faint : lines;
}
