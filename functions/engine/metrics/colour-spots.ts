/**
 * Where a screenshot's colour is, for evidence (a page-wide finding points at the part that
 * shows it most). On the 8×6 grid of densestCell: the most colourful cell (Hasler & Süsstrunk's M per
 * cell, as colourfulness.ts computes it for the whole image) and the cell with the most full-strength
 * neon (HSV saturation and value both above 0.9, as measure.ts counts neonShare). One pass, O(pixels).
 */
import type { Box, RgbImage } from '../image';
import { gridCell } from './layout';

const COLS = 8;
const ROWS = 6;
/** 0.9 of 255: a channel this bright, a saturation this high, is neon. */
const NEON = 0.9 * 255;

export interface ColourSpots {
  /** The cell with the highest colourfulness. */
  colourful: Box;
  /** The cell with the largest share of neon pixels. */
  neon: Box;
}

export function colourSpots({ data, width: w, height: h }: RgbImage): ColourSpots {
  const cells = COLS * ROWS;
  const n = new Float64Array(cells),
    rg = new Float64Array(cells),
    yb = new Float64Array(cells),
    rg2 = new Float64Array(cells),
    yb2 = new Float64Array(cells),
    neon = new Float64Array(cells);
  const colOf = new Int32Array(w);
  for (let x = 0; x < w; x++) colOf[x] = Math.min(COLS - 1, Math.floor((x * COLS) / w));
  for (let y = 0; y < h; y++) {
    const row = Math.min(ROWS - 1, Math.floor((y * ROWS) / h)) * COLS;
    for (let x = 0, i = y * w * 3; x < w; x++, i += 3) {
      const r = data[i]!,
        g = data[i + 1]!,
        b = data[i + 2]!;
      const c = row + colOf[x]!;
      const a = r - g,
        d = 0.5 * (r + g) - b;
      n[c]!++;
      rg[c]! += a;
      yb[c]! += d;
      rg2[c]! += a * a;
      yb2[c]! += d * d;
      const max = Math.max(r, g, b);
      if (max > NEON && ((max - Math.min(r, g, b)) * 255) / max > NEON) neon[c]!++;
    }
  }
  let colourful = 0,
    best = -1,
    neonCell = 0;
  for (let c = 0; c < cells; c++) {
    if (n[c] === 0) continue;
    const mRg = rg[c]! / n[c]!,
      mYb = yb[c]! / n[c]!;
    const variance = Math.max(0, rg2[c]! / n[c]! - mRg * mRg + yb2[c]! / n[c]! - mYb * mYb);
    const m = Math.sqrt(variance) + 0.3 * Math.sqrt(mRg * mRg + mYb * mYb);
    if (m > best) {
      best = m;
      colourful = c;
    }
    if (neon[c]! / n[c]! > neon[neonCell]! / Math.max(1, n[neonCell]!)) neonCell = c;
  }
  return { colourful: gridCell(colourful, w, h, COLS, ROWS), neon: gridCell(neonCell, w, h, COLS, ROWS) };
}
