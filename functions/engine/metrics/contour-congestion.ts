/**
 * Contour congestion (Miniukovich & De Angeli 2014/2015, after van den Berg et al. 2009's crowding
 * model; AIM m6). A pixel is a contour pixel when one of its 4-neighbours differs by more than 50 in
 * any RGB channel and that neighbour is not itself already a contour pixel (AIM scans column by column,
 * so the west and north neighbours are already decided; we reproduce that order). A contour pixel is
 * congested when another contour pixel lies within 20 px in each of the four compass directions (the
 * image border counts as a contour). Congestion = congested / all contour pixels.
 */
import type { RgbImage } from '../image';

const DIFF = 50;
const REACH = 20;

export interface ContourCongestion {
  value: number;
  contours: Uint8Array;
  congested: Uint8Array;
}

export function contourCongestion({ data, width: w, height: h }: RgbImage): ContourCongestion {
  const contours = new Uint8Array(w * h);
  const differs = (p: number, q: number) =>
    Math.abs(data[p * 3]! - data[q * 3]!) > DIFF ||
    Math.abs(data[p * 3 + 1]! - data[q * 3 + 1]!) > DIFF ||
    Math.abs(data[p * 3 + 2]! - data[q * 3 + 2]!) > DIFF;
  // AIM scans column by column; a pixel's outcome depends only on its own colour differences and on
  // whether its north and west neighbours are contours, which a row-by-row scan has also decided by
  // then (and east/south are undecided in both orders), so the faster row-major scan is identical.
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      // north, east, south, west, as AIM tests them; east and south are never marked yet.
      if (
        (y > 0 && contours[p - w] === 0 && differs(p, p - w)) ||
        (x + 1 < w && differs(p, p + 1)) ||
        (y + 1 < h && differs(p, p + w)) ||
        (x > 0 && contours[p - 1] === 0 && differs(p, p - 1))
      )
        contours[p] = 1;
    }
  }
  // Prefix sums along rows and columns: "any contour in the 20 px before/after" in O(1).
  const rowSum = new Int32Array((w + 1) * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) rowSum[y * (w + 1) + x + 1] = rowSum[y * (w + 1) + x]! + contours[y * w + x]!;
  const colSum = new Int32Array(w * (h + 1));
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++) colSum[(y + 1) * w + x] = colSum[y * w + x]! + contours[y * w + x]!;
  const congested = new Uint8Array(w * h);
  let total = 0;
  let crowded = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (!contours[p]) continue;
      total++;
      const north = y - REACH < 0 || colSum[y * w + x]! - colSum[(y - REACH) * w + x]! > 0;
      if (!north) continue;
      const south = h < y + 1 + REACH || colSum[(y + 1 + REACH) * w + x]! - colSum[(y + 1) * w + x]! > 0;
      if (!south) continue;
      const west = x - REACH < 0 || rowSum[y * (w + 1) + x]! - rowSum[y * (w + 1) + x - REACH]! > 0;
      if (!west) continue;
      const east =
        w < x + 1 + REACH || rowSum[y * (w + 1) + x + 1 + REACH]! - rowSum[y * (w + 1) + x + 1]! > 0;
      if (!east) continue;
      congested[p] = 1;
      crowded++;
    }
  }
  return { value: total === 0 ? 0 : crowded / total, contours, congested };
}
