/**
 * Patterned wallpaper: a tiled image behind the page (stars, hearts, waves, a checkerboard), the
 * hallmark of the home-made pages of 1995–2008. A textured ground behind or around text makes it
 * harder to read (Scharff, Hill & Ahumada 2000, readability of text on textured backgrounds), and it
 * turns the page's margins, which should rest the eye, into one more thing to look at.
 *
 * Evidence: a tile repeats. In the left and right margins of the first screen (the outer tenth of
 * its width, from a tenth of the way down, up to 400 rows) the luma autocorrelation along x and
 * along y is computed for lags up to three quarters of the strip width (x) and 120 px (y). A smooth picture or a
 * gradient decays steadily; text repeats along y at its line pitch but not along x; a tiled pattern
 * falls to a trough and climbs back to a peak at its tile size in both directions. A strip's
 * periodicity is the smaller of the two rises (peak minus the lowest value at a shorter lag), and
 * the screen's is the larger of its two strips. Among the 100 Calista top sites the largest is 0.21;
 * tiled archetypes read 1.0–1.2; a flat margin (standard deviation under 6 luma levels) reads 0.
 */
import type { Box } from '../image';

const STRIP = 0.1;
const MAX_ROWS = 400;
const MAX_LAG_Y = 120;
/**
 * Lags along x reach three quarters of the strip (96 px at 1280): tiles of 80 px with their motifs set
 * diagonally (paw prints, hearts) repeat along a row only at the full tile, which half the strip
 * (64 px) missed; the top sites' largest is unchanged.
 */
const MAX_LAG_X_SHARE = 0.75;
const MIN_LAG = 6;
const MIN_SD = 6;

/** The rise of the autocorrelation to its best peak after a trough, along (dx, dy), in 0–2. */
function periodicRise(
  luma: Uint8Array,
  w: number,
  box: { x0: number; x1: number; y0: number; y1: number },
  dx: number,
  dy: number,
  maxLag: number,
  mean: number,
  variance: number,
): number {
  let rise = 0,
    trough = 1;
  for (let lag = 1; lag <= maxLag; lag++) {
    let c = 0,
      m = 0;
    const xEnd = box.x1 - dx * lag,
      yEnd = box.y1 - dy * lag;
    // Every other row and column: the pattern's period is at least MIN_LAG, the sum is an estimate.
    for (let y = box.y0; y < yEnd; y += 2)
      for (let x = box.x0, p = y * w + x; x < xEnd; x += 2, p += 2)
        c += (luma[p]! - mean) * (luma[p + dy * lag * w + dx * lag]! - mean);
    for (let y = box.y0; y < yEnd; y += 2) m += Math.ceil((xEnd - box.x0) / 2);
    if (m === 0) break;
    const r = c / m / variance;
    if (r < trough) trough = r;
    if (lag >= MIN_LAG && r - trough > rise) rise = r - trough;
  }
  return rise;
}

/** How strongly the first screen's margins repeat a tile (0 = not at all; ≥ 0.8 = wallpaper). */
export function wallpaperPeriodicity(luma: Uint8Array, w: number, h: number): number {
  return wallpaperMargin(luma, w, h).value;
}

/** The periodicity, and the margin strip that repeats most (the evidence), if any repeats at all. */
export function wallpaperMargin(luma: Uint8Array, w: number, h: number): { value: number; box?: Box } {
  const sw = Math.round(w * STRIP);
  const y0 = Math.round(h * 0.1),
    y1 = Math.min(h, y0 + MAX_ROWS);
  if (sw < 2 * MIN_LAG || y1 - y0 < 2 * MIN_LAG) return { value: 0 };
  let best = 0;
  let strip: Box | undefined;
  for (const x0 of [0, w - sw]) {
    const box = { x0, x1: x0 + sw, y0, y1 };
    let sum = 0,
      sum2 = 0,
      n = 0;
    for (let y = y0; y < y1; y += 2)
      for (let x = x0, p = y * w + x; x < box.x1; x += 2, p += 2) {
        sum += luma[p]!;
        sum2 += luma[p]! * luma[p]!;
        n++;
      }
    const mean = sum / n,
      variance = sum2 / n - mean * mean;
    if (variance < MIN_SD * MIN_SD) continue;
    const across = periodicRise(luma, w, box, 1, 0, Math.floor(sw * MAX_LAG_X_SHARE), mean, variance);
    if (across <= best) continue;
    const down = periodicRise(luma, w, box, 0, 1, Math.min(MAX_LAG_Y, (y1 - y0) >> 1), mean, variance);
    if (Math.min(across, down) > best) {
      best = Math.min(across, down);
      strip = { x: x0, y: y0, width: sw, height: y1 - y0 };
    }
  }
  return { value: best, ...(strip && { box: strip }) };
}
