import type { RgbImage } from '../image';

/**
 * Hasler & Süsstrunk 2003, "Measuring colourfulness in natural images": rg = R−G, yb = ½(R+G)−B,
 * M = √(σrg² + σyb²) + 0.3·√(μrg² + μyb²), population SD. Two-pass for exact fixture agreement.
 */
export function colourfulness({ data }: RgbImage): number {
  const n = data.length / 3;
  if (n === 0) return 0;
  let sumRg = 0;
  let sumYb = 0;
  for (let i = 0; i < data.length; i += 3) {
    const r = data[i]!,
      g = data[i + 1]!,
      b = data[i + 2]!;
    sumRg += r - g;
    sumYb += 0.5 * (r + g) - b;
  }
  const mRg = sumRg / n;
  const mYb = sumYb / n;
  let varRg = 0;
  let varYb = 0;
  for (let i = 0; i < data.length; i += 3) {
    const r = data[i]!,
      g = data[i + 1]!,
      b = data[i + 2]!;
    const dRg = r - g - mRg;
    const dYb = 0.5 * (r + g) - b - mYb;
    varRg += dRg * dRg;
    varYb += dYb * dYb;
  }
  return Math.sqrt((varRg + varYb) / n) + 0.3 * Math.sqrt(mRg * mRg + mYb * mYb);
}
