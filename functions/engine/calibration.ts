/**
 * Calibration: each metric as a percentile of the Alexa top-500 population (AIM's quartiles of 427
 * desktop screenshots), and the clamped linear ramp every scoring term is built from. The terms that
 * turn percentiles and facts into sub-scores are in scoring-terms.ts.
 */
import alexa500 from './data/alexa500-quantiles.json' with { type: 'json' };
import type { ImageMeasurements } from './measure';

const QUANTILES = alexa500.quantiles;
export type QuantileMetric = keyof typeof QUANTILES;

/**
 * Percentile (0–100) of `value` among the top-500 screenshots. Only the quartiles are published, so
 * the 0th and 100th percentiles sit at Tukey's fences, q25 − 1.5·IQR (floored at 0) and q75 + 1.5·IQR,
 * with linear interpolation between the five anchors and clamping outside. Monotone non-decreasing,
 * exact at the quartiles.
 */
export function percentileOf(metric: QuantileMetric, value: number): number {
  const q = QUANTILES[metric];
  const iqr = q['0.75'] - q['0.25'];
  const xs = [Math.max(0, q['0.25'] - 1.5 * iqr), q['0.25'], q['0.5'], q['0.75'], q['0.75'] + 1.5 * iqr];
  const ps = [0, 25, 50, 75, 100];
  if (value <= xs[0]!) return 0;
  for (let i = 1; i < xs.length; i++) {
    const x0 = xs[i - 1]!,
      x1 = xs[i]!;
    if (value <= x1)
      return x1 === x0 ? ps[i]! : ps[i - 1]! + ((value - x0) / (x1 - x0)) * (ps[i]! - ps[i - 1]!);
  }
  return 100;
}

/** Linear 0→1 ramp from `from` to `to` (either order), clamped: the building block of every rule. */
export const ramp = (v: number, from: number, to: number) =>
  Math.min(1, Math.max(0, (v - from) / (to - from)));

export interface Percentiles {
  colour: number;
  edges: number;
  luma: number;
  edgesVp: number;
  lumaVp: number;
  figureGround: number;
  congestion: number;
  distinct: number;
  clusters: number;
  saturationSd: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Page-level percentiles: the mean of each metric over the desktop screenshots (all, if none). */
export function percentiles(images: ImageMeasurements[]): Percentiles {
  const desk = images.filter((m) => !m.mobile);
  const pool = desk.length > 0 ? desk : images;
  const avg = (read: (m: ImageMeasurements) => number) => mean(pool.map(read));
  const first = images[0]!;
  return {
    colour: percentileOf(
      'colorfulness',
      avg((m) => m.colourfulness),
    ),
    edges: percentileOf(
      'contour_density',
      avg((m) => m.contourDensity),
    ),
    luma: percentileOf(
      'luminance_sd',
      avg((m) => m.luminanceSd),
    ),
    edgesVp: percentileOf('contour_density', first.viewport.contourDensity),
    lumaVp: percentileOf('luminance_sd', first.viewport.luminanceSd),
    figureGround: percentileOf(
      'figure_ground_contrast',
      avg((m) => m.figureGround),
    ),
    congestion: percentileOf(
      'contour_congestion',
      avg((m) => m.contourCongestion),
    ),
    distinct: percentileOf(
      'distinct_rgb',
      avg((m) => m.distinctRgb),
    ),
    clusters: percentileOf(
      'dynamic_color_clusters',
      avg((m) => m.colourClusters),
    ),
    saturationSd: percentileOf(
      'hsv_saturation_sd',
      avg((m) => m.hsv.saturationSd),
    ),
  };
}
