/**
 * The CIELab planes both Rosenholtz clutter measures start from (metrics/feature-congestion.ts,
 * metrics/subband-entropy.ts), converted exactly as AIM's `image_visual_clutter_utils.rgb2lab` does,
 * which follows Rosenholtz's MATLAB `RGB2Lab`: sRGB companding, the Rec. 709/D65 matrix, and then the
 * tristimulus values divided by 95.047 / 100 / 108.833 although they are on a 0–1 scale (not 0–100).
 * That scaling is a quirk of the reference code, not CIELab: white comes out as L ≈ 8.99 rather than
 * 100. We keep it because every constant of the two measures (the colour-covariance deltas, the
 * orientation noise floor, the 0.008 chroma cut-off and the published Alexa quartiles) was tuned or
 * measured on these values. AIM then casts to float32, which we reproduce with Math.fround.
 */
import type { RgbImage } from '../image';

export interface ClutterLab {
  width: number;
  height: number;
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
}

const LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const v = i / 255;
  return v >= 0.04045 ? ((v + 0.055) / 1.055) ** 2.4 : v / 12.92;
});
const f = (t: number) => (t >= 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

export function clutterLab({ data, width, height }: RgbImage): ClutterLab {
  const n = width * height;
  const L = new Float64Array(n),
    A = new Float64Array(n),
    B = new Float64Array(n);
  // Screenshots are mostly runs of one colour: convert only when the colour changes.
  let prev = -1,
    pl = 0,
    pa = 0,
    pb = 0;
  for (let p = 0, i = 0; p < n; p++, i += 3) {
    const c = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    if (c !== prev) {
      const r = LINEAR[data[i]!]!,
        g = LINEAR[data[i + 1]!]!,
        bl = LINEAR[data[i + 2]!]!;
      const fx = f((0.412453 * r + 0.35758 * g + 0.180423 * bl) / 95.047);
      const fy = f((0.212671 * r + 0.71516 * g + 0.072169 * bl) / 100);
      const fz = f((0.019334 * r + 0.119193 * g + 0.950227 * bl) / 108.833);
      pl = Math.fround(116 * fy - 16);
      pa = Math.fround(500 * (fx - fy));
      pb = Math.fround(200 * (fy - fz));
      prev = c;
    }
    L[p] = pl;
    A[p] = pa;
    B[p] = pb;
  }
  return { width, height, L, a: A, b: B };
}
