import type { RgbImage } from '../image';

/**
 * Population SD of relative luminance Y = 0.2126R + 0.7152G + 0.0722B (BT.709 weights), as AIM's
 * luminance metric computes it (expected.json `luminance_sd` note; BT.601 weights give 77.38 instead
 * of 77.93 on aalto.fi, so the fixture pins BT.709).
 */
export function luminanceSd({ data }: RgbImage): number {
  const n = data.length / 3;
  if (n === 0) return 0;
  let sum = 0;
  for (let i = 0; i < data.length; i += 3)
    sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
  const mean = sum / n;
  let sq = 0;
  for (let i = 0; i < data.length; i += 3) {
    const d = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]! - mean;
    sq += d * d;
  }
  return Math.sqrt(sq / n);
}
