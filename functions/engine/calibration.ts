/**
 * Calibration: each metric as a percentile of the Alexa top-500 population (AIM's quartiles of 427
 * desktop screenshots), and the documented monotone rules that turn percentiles and facts into the
 * six sub-scores (0–10, 10 best). Every term is a clamped linear ramp of one input, so each sub-score
 * is monotone in every input: more clutter never raises Layout, more contrast never lowers Hierarchy.
 * The direction of each term follows the cited finding; the weights are ours (docs/engine.md).
 */
import type { SubScores } from '../domain/criteria';
import { roundSubScore } from '../domain/scoring';
import alexa500 from './data/alexa500-quantiles.json' with { type: 'json' };
import type { Facts } from './facts';
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

/** A fact's value, or `fallback` when it was not measured (the term then contributes nothing). */
const v = (f: Facts, key: keyof Facts, fallback: number) => f[key]?.value ?? fallback;

/**
 * The six sub-scores. Each is a base minus penalty terms; a term is weight × ramp(input). Terms on
 * facts that were not measured (no text found, one screenshot, no URL capture) read a neutral value
 * and contribute 0.
 */
export function subScores(p: Percentiles, f: Facts): SubScores {
  // Distance from the population median beyond the 15th/85th percentile: "unlike real websites".
  const extreme = (q: number) => ramp(Math.abs(q - 50), 35, 50);
  const colourfulness = v(f, 'colourfulness', 0);
  // Rosenholtz clutter (feature congestion and subband entropy, when measured) as the mean of their
  // top-500 percentiles; 0 when not measured. Less visual complexity makes a better first impression
  // (Reinecke et al. 2013), so it counts from below the population median.
  const clutter =
    f.featureCongestion && f.subbandEntropy
      ? (percentileOf('feature_congestion', f.featureCongestion.value) +
          percentileOf('subband_entropy', f.subbandEntropy.value)) /
        2
      : 0;
  return {
    // Figure-ground contrast and a focal point (Miniukovich & De Angeli 2015; Lindgaard et al. 2006).
    visualHierarchy: roundSubScore(
      9.6 -
        // Low spread only counts against hierarchy as far as the text is not crisp (median < 10:1).
        4 * ramp(p.lumaVp, 40, 5) * (1 - ramp(v(f, 'textContrastMedian', 1), 4.5, 10)) -
        2 * ramp(v(f, 'focus', 1), 0.45, 0.15) -
        1.5 * ramp(v(f, 'headlineRatio', 3), 2, 1.2) -
        1.5 * ramp(p.figureGround, 75, 100) -
        2 * ramp(p.colour, 85, 100) -
        1 * ramp(v(f, 'featureCongestion', 0), 5.5, 8) -
        // A ragged layout has no reading path (Ngo et al. 2003, alignment and grid regularity).
        2 * ramp(v(f, 'misalignedShare', 0), 0.1, 0.45) -
        // Many boxed controls compete for the click (Hick–Hyman; one primary, one secondary action).
        2 * ramp(v(f, 'boxedLabels', 0), 6, 20) -
        1 * ramp(v(f, 'h1Count', 1), 1, 0) -
        1 * ramp(v(f, 'headingSkips', 0), 0, 3),
    ),
    // Legibility: size, density and contrast of text (WCAG 2.1; Reinecke et al. 2013 on text density).
    typography: roundSubScore(
      9.4 -
        2.5 * ramp(p.edgesVp, 55, 100) -
        // Line heights measure 1.0–1.25× the font size: 12 px text reads ≥ 11.7, 9 px text 8.5–10.7.
        2 * ramp(v(f, 'smallestTextPx', 12), 11.5, 8) -
        // Body text under ~13 px (Legge & Bigelow 2011 on critical print size; 16 px is the web norm).
        3 * ramp(v(f, 'bodyTextPx', 16), 14, 10.5) -
        // A type scale of four or five sizes is normal (V020's fix); more than that is no scale.
        3.5 * ramp(v(f, 'textSizeCount', 3), 5, 8) -
        2 * ramp(v(f, 'textCoverage', 0), 0.2, 0.45) -
        // Amount of text in the first screen (Reinecke et al. 2013: words and text areas raise
        // perceived complexity); a calm landing page has under ~150 words above the fold.
        2 * ramp(v(f, 'wordCount', 0), 150, 400) -
        1.5 * ramp(v(f, 'lowContrastWords', 0), 0.2, 0.6) -
        1.5 * ramp(p.lumaVp, 30, 5) * (1 - ramp(v(f, 'textContrastMedian', 1), 4.5, 10)) -
        2 * ramp(colourfulness, 96, 200) -
        2.5 * ramp(v(f, 'fontFamilies', 2), 2, 5) -
        1.5 * ramp(v(f, 'fontSizeCount', 5), 6, 12) -
        // A type system repeats a few styles (family × weight × italic): regular, bold, an accent,
        // perhaps a second family's two; past six, style stops meaning role.
        1.5 * ramp(v(f, 'typeStyleCount', 4), 6, 12) -
        1.5 * ramp(v(f, 'minFontPx', 16), 12, 9) -
        2 * ramp(v(f, 'contrastFailures', 0), 0, 10),
    ),
    // Moderate colourfulness is most appealing (Reinecke et al. 2013): loud penalised harder than dull.
    colorUsage: roundSubScore(
      9.6 -
        5 * ramp(p.colour, 60, 100) -
        2.5 * ramp(p.colour, 30, 0) -
        2 * ramp(v(f, 'paletteSize', 0), 12, 40) -
        2.5 * ramp(v(f, 'neonShare', 0), 0.03, 0.3) -
        1.5 * ramp(v(f, 'saturatedHues', 0), 3, 6) -
        1 * ramp(p.saturationSd, 75, 100) -
        3 * ramp(colourfulness, 96, 200),
    ),
    // Space and clutter (contour density, congestion; Miniukovich & De Angeli 2015) and grid alignment.
    layoutSpacing: roundSubScore(
      9.5 -
        3.5 * ramp(v(f, 'whiteSpace', 0.6), 0.45, 0.15) -
        2.5 * ramp(p.edges, 55, 100) -
        1.5 * ramp(p.congestion, 60, 100) -
        3 * ramp(clutter, 30, 90) -
        3 * ramp(v(f, 'misalignedShare', 0), 0.1, 0.45) -
        2 * ramp(v(f, 'misalignedPairs', 0), 3, 12) -
        2 * ramp(v(f, 'horizontalOverflowPx', 0), 0, 50) -
        1.5 * ramp(v(f, 'smallTapTargets', 0), 0, 10) -
        2 * ramp(colourfulness, 96, 200),
    ),
    // One palette, one set of sizes and type styles, across the page and across screenshots.
    uiConsistency: roundSubScore(
      9.4 -
        2.5 * ramp(v(f, 'paletteSize', 0), 12, 40) -
        2 * ramp(p.clusters, 60, 100) -
        1.5 * ramp(v(f, 'blockSizeKinds', 0), 8, 20) -
        2.5 * ramp(v(f, 'textSizeCount', 3), 5, 8) -
        2 * ramp(v(f, 'misalignedShare', 0), 0.1, 0.45) -
        3 * ramp(v(f, 'colourDrift', 0), 15, 50) -
        1.5 * ramp(v(f, 'densityDrift', 1), 1.5, 3) -
        1.5 * ramp(v(f, 'paletteDrift', 0), 0.4, 0.9) -
        2 * ramp(v(f, 'fontFamilies', 2), 2, 5) -
        // The page-fact twins of textSizeCount above: computed sizes and type styles.
        1.5 * ramp(v(f, 'fontSizeCount', 5), 6, 12) -
        2 * ramp(v(f, 'typeStyleCount', 4), 6, 12) -
        2 * ramp(colourfulness, 96, 200),
    ),
    // 10 = nothing bewildering: being far from every real website, neon, emptiness, no way forward.
    wtfFactor: roundSubScore(
      9.7 -
        2 * (extreme(p.colour) + extreme(p.edges) + extreme(p.luma)) -
        4 * ramp(colourfulness, 96, 200) -
        2 * ramp(v(f, 'neonShare', 0), 0.1, 0.5) -
        1.5 * ramp(v(f, 'ctaCount', 1), 1, 0) -
        2 * ramp(v(f, 'whiteSpace', 0.5), 0.95, 1) -
        1 * ramp(v(f, 'subbandEntropy', 0), 3.5, 4.2) -
        // A pop-up over a dimmed page on arrival (NN/g 2017: the most disliked pattern).
        2.5 * ramp(v(f, 'popupShare', 0), 0, 0.03) -
        2 * ramp(v(f, 'axeCritical', 0), 0, 5),
    ),
  };
}
