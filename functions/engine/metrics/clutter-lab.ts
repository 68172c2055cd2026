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
import { rgbToLab } from './colour-spaces';

export interface ClutterLab {
  width: number;
  height: number;
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
}

/** The reference code's "white point": D65 on the 0–100 scale, with its 108.833 for 108.883. */
const ROSENHOLTZ_WHITE = [95.047, 100, 108.833] as const;

export function clutterLab({ data, width, height }: RgbImage): ClutterLab {
  const n = width * height;
  const L = new Float64Array(n),
    A = new Float64Array(n),
    B = new Float64Array(n);
  // Screenshots are mostly runs of one colour: convert only when the colour changes.
  const lab = new Float64Array(3);
  let prev = -1,
    pl = 0,
    pa = 0,
    pb = 0;
  for (let p = 0, i = 0; p < n; p++, i += 3) {
    const c = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    if (c !== prev) {
      rgbToLab(lab, data[i]!, data[i + 1]!, data[i + 2]!, ROSENHOLTZ_WHITE);
      pl = Math.fround(lab[0]!);
      pa = Math.fround(lab[1]!);
      pb = Math.fround(lab[2]!);
      prev = c;
    }
    L[p] = pl;
    A[p] = pa;
    B[p] = pb;
  }
  return { width, height, L, a: A, b: B };
}
