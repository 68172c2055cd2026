/**
 * What only a whole page shows, measured on the whole-page capture of a URL roast (a tall
 * JPEG at the scored screenshots' scale, domain/full-page.ts): its length in screens, sections that
 * repeat further down, a footer that is a wall of small links, and a palette that changes below the
 * first screen. These facts add violations only; the sub-scores never read them (critic.ts), so a
 * roast's score does not depend on whether the whole page was captured.
 */
import { FULL_PAGE_VIEWPORT } from '../domain/full-page';
import { cannyEdges } from './metrics/edges';
import { isShortLine, textLines } from './metrics/layout';
import { grayscale, type RgbImage } from './image';
import type { Facts } from './facts';

export interface WholePageInput {
  image: RgbImage;
  /** CSS px: the page's full height, the captured part, and whether the capture was cut. */
  pageHeight: number;
  capturedHeight: number;
  truncated: boolean;
}

export interface WholePageMeasurements {
  screens: number;
  repeats: { y: number; repeatsY: number }[];
  footerLinks: number | undefined;
  paletteDrift: number | undefined;
}

/** Image pixels per CSS px (1200 / 1440 for a stored capture). */
const scaleOf = (img: RgbImage) => img.width / FULL_PAGE_VIEWPORT.width;

// ---- repeated sections ----

/** A band is a third of a screen; its signature is 24 × 10 cells of mean luma (50 × 25 px at 1200). */
const COLS = 24;
const ROWS = 10;
/** Near-identical: the cells differ by at most 2 levels on average and 10 at worst. */
const MEAN_DIFF = 2;
const MAX_DIFF = 10;
/** A band must have structure to count (a blank or flat band repeats on every page). */
const MIN_BAND_SD = 6;
/**
 * Pixel for pixel, the same section differs only by JPEG noise; a different paragraph in the same
 * layout differs wherever its glyphs do. So: of the pixels that stand out from the band's ground (48
 * levels or more from its commonest luma, in either band), at most this share may differ by 48 levels.
 */
const MAX_MISMATCH = 0.15;
const STROKE = 48;

/** The share of two bands' ink (pixels off their ground) that differs between them. */
function inkMismatch(luma: Uint8Array, w: number, a: number, b: number, rows: number): number {
  const n = rows * w;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < n; i++) histogram[luma[a * w + i]!]!++;
  const ground = histogram.indexOf(Math.max(...histogram));
  let ink = 0;
  let mismatch = 0;
  for (let i = 0; i < n; i++) {
    const p = luma[a * w + i]!,
      q = luma[b * w + i]!;
    if (Math.abs(p - ground) >= STROKE || Math.abs(q - ground) >= STROKE) {
      ink++;
      if (Math.abs(p - q) >= STROKE) mismatch++;
    }
  }
  return ink === 0 ? 0 : mismatch / ink;
}

/**
 * Bands that repeat one at least a screen above them, band for band. The page is cut into fixed bands
 * a third of a screen tall; each band with structure is compared against a window at every row at
 * least one screen above it (so a section continuing below itself, or a grid's next row, is not a
 * repeat), on 24 × 10 cells of mean luma. Row sums per column block make each window's cells O(1).
 */
export function repeatedBands(img: RgbImage, luma = grayscale(img)): { y: number; repeatsY: number }[] {
  const { width: w, height: h } = img;
  const screen = Math.round(FULL_PAGE_VIEWPORT.height * scaleOf(img));
  const band = Math.floor(screen / 3);
  const cellRows = Math.floor(band / ROWS);
  if (cellRows < 1 || h < screen + band) return [];
  const colWidth = Math.floor(w / COLS);
  // prefix[(r) * COLS + c]: sum over rows < r of the mean luma of column block c.
  const prefix = new Float64Array((h + 1) * COLS);
  for (let y = 0; y < h; y++) {
    for (let c = 0; c < COLS; c++) {
      let sum = 0;
      const start = y * w + c * colWidth;
      for (let x = 0; x < colWidth; x++) sum += luma[start + x]!;
      prefix[(y + 1) * COLS + c] = prefix[y * COLS + c]! + sum / colWidth;
    }
  }
  const cells = (y: number, out: Float64Array) => {
    for (let r = 0; r < ROWS; r++) {
      const top = y + r * cellRows;
      for (let c = 0; c < COLS; c++)
        out[r * COLS + c] = (prefix[(top + cellRows) * COLS + c]! - prefix[top * COLS + c]!) / cellRows;
    }
  };
  const span = ROWS * cellRows;
  const target = new Float64Array(ROWS * COLS);
  const repeats: { y: number; repeatsY: number }[] = [];
  for (let y = screen; y + span <= h; y += band) {
    cells(y, target);
    let mean = 0;
    for (const v of target) mean += v;
    mean /= target.length;
    let variance = 0;
    for (const v of target) variance += (v - mean) ** 2;
    if (Math.sqrt(variance / target.length) < MIN_BAND_SD) continue;
    const budget = MEAN_DIFF * target.length;
    // Total difference of the window at `above`, or Infinity once it is clearly not this band.
    const differenceAt = (above: number) => {
      let diff = 0;
      for (let r = 0; r < ROWS; r++) {
        const top = above + r * cellRows;
        for (let c = 0; c < COLS; c++) {
          const v = (prefix[(top + cellRows) * COLS + c]! - prefix[top * COLS + c]!) / cellRows;
          const d = Math.abs(v - target[r * COLS + c]!);
          diff += d;
          if (d > MAX_DIFF || diff > budget) return Infinity;
        }
      }
      return diff;
    };
    for (let above = 0; above + screen <= y; above++) {
      if (differenceAt(above) === Infinity) continue;
      // The first row within tolerance may be a row or two off: take the best of the next few.
      let best = above;
      let bestDiff = differenceAt(above);
      for (let a = above + 1; a <= Math.min(above + 8, y - screen); a++) {
        const d = differenceAt(a);
        if (d < bestDiff) [best, bestDiff] = [a, d];
      }
      // Cells blur running text into grey: two different paragraphs of one layout match there. The
      // same section matches pixel for pixel too (JPEG noise aside); different words do not.
      if (inkMismatch(luma, w, y, best, span) <= MAX_MISMATCH) {
        repeats.push({ y, repeatsY: best });
        break;
      }
      above = best;
    }
  }
  return repeats;
}

// ---- footer wall ----

/**
 * Small link-sized lines in the last screen: short lines (at most ~4 words) no taller than 15 px at
 * 1200 wide (about 14-px type or smaller at 1440 CSS px: text lines measure 1.0–1.25× their font size).
 */
export function footerLinkLines(img: RgbImage): number {
  const screen = Math.min(img.height, Math.round(FULL_PAGE_VIEWPORT.height * scaleOf(img)));
  const start = img.height - screen;
  const last: RgbImage = {
    width: img.width,
    height: screen,
    data: img.data.subarray(start * img.width * 3),
  };
  const maxHeight = 15 * (img.width / 1200);
  return textLines(cannyEdges(last), last.width, last.height).filter(
    (l) => l.height <= maxHeight && isShortLine(l),
  ).length;
}

// ---- palette drift below the first screen ----

/** 4-bit-per-channel bins covering at least 0.5% of the rows [from, to). */
function dominantBins(img: RgbImage, from: number, to: number): Map<number, number> {
  const counts = new Uint32Array(4096);
  const { data, width } = img;
  for (let i = from * width * 3; i < to * width * 3; i += 3)
    counts[((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4)]!++;
  const pixels = (to - from) * width;
  const out = new Map<number, number>();
  counts.forEach((n, bin) => {
    if (n >= 0.005 * pixels) out.set(bin, n / pixels);
  });
  return out;
}

/**
 * The share of the page below the first screen (by area of its dominant colours) in colours the first
 * screen does not use at all: each colour bin is matched against the first screen's dominant bins and
 * their neighbours (±1 step of 16 levels per channel, so JPEG noise at a bin edge is no change).
 */
export function paletteDriftBelowFold(img: RgbImage): number | undefined {
  const screen = Math.round(FULL_PAGE_VIEWPORT.height * scaleOf(img));
  // Less than half a screen below the first: nothing to compare.
  if (img.height < screen * 1.5) return undefined;
  const first = dominantBins(img, 0, screen);
  const near = new Set<number>();
  for (const bin of first.keys()) {
    const [r, g, b] = [bin >> 8, (bin >> 4) & 15, bin & 15];
    for (let dr = -1; dr <= 1; dr++)
      for (let dg = -1; dg <= 1; dg++)
        for (let db = -1; db <= 1; db++) {
          const [nr, ng, nb] = [r + dr, g + dg, b + db];
          if (nr >= 0 && nr < 16 && ng >= 0 && ng < 16 && nb >= 0 && nb < 16)
            near.add((nr << 8) | (ng << 4) | nb);
        }
  }
  let total = 0;
  let foreign = 0;
  for (const [bin, share] of dominantBins(img, screen, img.height)) {
    total += share;
    if (!near.has(bin)) foreign += share;
  }
  return total > 0 ? foreign / total : undefined;
}

// ---- all together ----

export function measureWholePage(input: WholePageInput): WholePageMeasurements {
  const { image } = input;
  return {
    screens: input.pageHeight / FULL_PAGE_VIEWPORT.height,
    repeats: repeatedBands(image),
    // A cut page's last captured screen is not its footer.
    footerLinks: input.truncated ? undefined : footerLinkLines(image),
    paletteDrift: paletteDriftBelowFold(image),
  };
}

/** The whole-page facts for the rules, with where to look named in CSS px of the page. */
export function wholePageFacts(m: WholePageMeasurements, scale: number): Facts {
  const px = (y: number) => `${Math.round(y / scale).toLocaleString('en-US')} px`;
  const facts: Facts = {
    pageScreens: { value: m.screens },
    repeatedSections: {
      value: m.repeats.length,
      ...(m.repeats[0] && {
        subject: `the band at ${px(m.repeats[0].y)} repeats the one at ${px(m.repeats[0].repeatsY)}`,
      }),
    },
  };
  if (m.footerLinks !== undefined) facts.footerLinks = { value: m.footerLinks, subject: 'the last screen' };
  if (m.paletteDrift !== undefined) facts.foldPaletteDrift = { value: m.paletteDrift };
  return facts;
}
