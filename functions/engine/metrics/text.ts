/**
 * Text statistics from the text lines found in the pixels (layout.ts): coverage, estimated word
 * count, sizes, the size scale, headline prominence and an estimated WCAG 2.1 contrast per line.
 * Line height is the height of the line's ink box (ascender to descender, ~1.2× the font size for
 * mixed-case text), scaled to the screen's CSS width (1280 px for a desktop screenshot, 390 px for a
 * phone's) so thresholds do not depend on the upload size and mean CSS pixels on both.
 */
import type { Box, RgbImage } from '../image';
import { SRGB_LINEAR as LIN } from './colour-spaces';
import type { TextLine } from './layout';

/**
 * The CSS width a screenshot of each kind is read at. A phone screenshot scaled to 1280 px read its
 * 16-px body text as 50 px, so no phone was ever found to set its text too small.
 */
export const screenCssWidth = (phone: boolean): number => (phone ? 390 : 1280);

/** WCAG contrast ratio (1–21) between two relative luminances. */
export const contrastRatio = (l1: number, l2: number) =>
  (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);

/**
 * Estimated contrast of a text line: the darkest and lightest 8% of the pixels in its box stand for
 * glyph and background (whichever is which), and their mean luminances give the WCAG ratio.
 * Anti-aliasing pulls glyph pixels toward the background, so this errs on the low side for thin text.
 */
export function lineContrast(img: RgbImage, box: Box): number {
  // Luminance histogram in 1024 bins, then the mean of the darkest and lightest 8% of pixels.
  const BINS = 1024;
  const counts = new Uint32Array(BINS);
  const sums = new Float64Array(BINS);
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x, i = (y * img.width + x) * 3; x < box.x + box.width; x++, i += 3) {
      const l =
        0.2126 * LIN[img.data[i]!]! + 0.7152 * LIN[img.data[i + 1]!]! + 0.0722 * LIN[img.data[i + 2]!]!;
      const b = Math.min(BINS - 1, Math.floor(l * BINS));
      counts[b]!++;
      sums[b]! += l;
    }
  }
  const total = box.width * box.height;
  const k = Math.max(1, Math.floor(total * 0.08));
  const meanOfExtreme = (fromTop: boolean) => {
    let need = k,
      sum = 0;
    for (let j = 0; j < BINS && need > 0; j++) {
      const b = fromTop ? BINS - 1 - j : j;
      const c = counts[b]!;
      if (c === 0) continue;
      const take = Math.min(c, need);
      sum += (sums[b]! / c) * take;
      need -= take;
    }
    return sum / k;
  };
  return contrastRatio(meanOfExtreme(false), meanOfExtreme(true));
}

export interface TextStats {
  lines: number;
  coverage: number;
  words: number;
  /** 10th-percentile line height in CSS px (robust "smallest text"). */
  smallestLinePx: number;
  /** Line height in CSS px that half of the text (by line width) is set at or under: body text. */
  bodyLinePx: number;
  sizeCount: number;
  headlineRatio: number;
  /** The tallest line (the headline candidate). */
  headline?: Box;
  contrastMin: number;
  /** Median estimated contrast over the lines (crisp text on a calm page reads high here). */
  contrastMedian: number;
  /** The line with the lowest contrast. */
  faintest?: Box;
  lowContrastShare: number;
  /** The line `smallestLinePx` was read from. */
  smallest?: Box;
  /** The lines under 4.5:1 (the ones `lowContrastShare` counts). */
  lowContrastLines: Box[];
}

export function textStats(
  img: RgbImage,
  lines: TextLine[],
  cssWidth: number = screenCssWidth(false),
): TextStats {
  const scale = cssWidth / img.width;
  if (lines.length === 0)
    return {
      lines: 0,
      coverage: 0,
      words: 0,
      smallestLinePx: 0,
      bodyLinePx: 0,
      sizeCount: 0,
      headlineRatio: 0,
      contrastMin: 21,
      contrastMedian: 21,
      lowContrastShare: 0,
      lowContrastLines: [],
    };
  const area = lines.reduce((a, l) => a + l.width * l.height, 0);
  // A word plus its space is about 3.2 line heights wide in Latin text set at normal tracking.
  const words = Math.round(lines.reduce((a, l) => a + l.width / (3.2 * l.height), 0));
  const heights = lines.map((l) => l.height * scale).sort((a, b) => a - b);
  const smallest = heights[Math.floor(heights.length * 0.1)]!;
  const median = heights[Math.floor(heights.length / 2)]!;
  // Body text: the width-weighted median, so a few short labels do not outvote the paragraphs.
  const byHeightAll = [...lines].sort((a, b) => a.height - b.height);
  const totalLineWidth = byHeightAll.reduce((a, l) => a + l.width, 0);
  let covered = 0,
    body = byHeightAll[byHeightAll.length - 1]!.height;
  for (const l of byHeightAll) {
    covered += l.width;
    if (covered >= totalLineWidth / 2) {
      body = l.height;
      break;
    }
  }
  // Size classes: line heights within 20% of the class's first member share a class. A class counts
  // when it has 3 lines, or one real line of text (at least 10× as wide as tall), so icons and stray
  // shapes do not count as sizes.
  const byHeight = [...lines].sort((a, b) => a.height - b.height);
  const classes: TextLine[][] = [];
  for (const l of byHeight) {
    const last = classes[classes.length - 1];
    if (last && l.height <= last[0]!.height * 1.2) last.push(l);
    else classes.push([l]);
  }
  const sizeCount = classes.filter((c) => c.length >= 3 || c.some((l) => l.width >= 10 * l.height)).length;
  const tallest = lines.reduce((a, b) => (b.height > a.height ? b : a));
  let contrastMin = 21;
  let faintest: Box | undefined;
  let lowWidth = 0,
    totalWidth = 0;
  const ratios: number[] = [];
  const lowContrastLines: Box[] = [];
  for (const l of lines) {
    const c = lineContrast(img, l);
    ratios.push(c);
    totalWidth += l.width;
    if (c < 4.5) {
      lowWidth += l.width;
      lowContrastLines.push(l);
    }
    if (c < contrastMin) {
      contrastMin = c;
      faintest = l;
    }
  }
  return {
    lines: lines.length,
    coverage: area / (img.width * img.height),
    words,
    smallestLinePx: smallest,
    bodyLinePx: body * scale,
    sizeCount,
    headlineRatio: (tallest.height * scale) / median,
    headline: tallest,
    contrastMin,
    contrastMedian: ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!,
    faintest,
    lowContrastShare: totalWidth ? lowWidth / totalWidth : 0,
    smallest: byHeightAll[Math.floor(byHeightAll.length * 0.1)],
    lowContrastLines,
  };
}
