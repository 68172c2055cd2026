/**
 * White space. AIM's `white_space` (m22/m26) is the share of the screen not covered by GUI elements
 * from its segmentation model (Ngo et al. 2003 style); without a segmenter, "far from any contour" is the
 * usual approximation: the share of pixels with no Canny edge within ±8 px, i.e. flat background of
 * any colour. The two differ (see docs/engine.md for the measured gap on the fixtures), so rules use
 * this ratio raw, never as a top-500 percentile.
 */
import type { RgbImage } from '../image';

/** How far (px) from any edge a pixel must be to count as empty space. */
export const WHITE_SPACE_MARGIN = 8;

/**
 * White-space ratio: share of pixels with no Canny edge within ±WHITE_SPACE_MARGIN px, i.e. flat
 * (low-gradient) background of any colour. AIM's `white_space` measures the screen left uncovered by
 * segmented GUI elements (Ngo et al. 2003 style); without segmentation, "far from any contour" is the
 * usual approximation. The two are not comparable (aalto.fi 0.58 here vs 0.27 in AIM; myhelsinki.fi
 * 0.43 vs 0.88, as AIM counts its hero photo as uncovered), so the critic uses this ratio raw, never
 * as a top-500 percentile. Computed with a summed-area table, O(pixels).
 */
export function whiteSpaceRatio(img: Pick<RgbImage, 'width' | 'height'>, edges: Uint8Array): number {
  const { width: w, height: h } = img;
  if (w * h === 0) return 0;
  const sat = new Int32Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let rowSum = 0;
    for (let x = 0; x < w; x++) {
      rowSum += edges[y * w + x]!;
      sat[(y + 1) * (w + 1) + x + 1] = sat[y * (w + 1) + x + 1]! + rowSum;
    }
  }
  const r = WHITE_SPACE_MARGIN;
  let empty = 0;
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r),
      y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r),
        x1 = Math.min(w, x + r + 1);
      const n =
        sat[y1 * (w + 1) + x1]! - sat[y0 * (w + 1) + x1]! - sat[y1 * (w + 1) + x0]! + sat[y0 * (w + 1) + x0]!;
      if (n === 0) empty++;
    }
  }
  return empty / (w * h);
}
