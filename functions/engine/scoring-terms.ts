/**
 * The scoring terms: how percentiles (calibration.ts) and facts (facts.ts) become the six sub-scores
 * (0–10, 10 best). Every sub-score is a base minus terms, and every term is `weight × read`, where
 * read is a clamped ramp (or population share) of one input in 0–1 that never falls as the page gets
 * worse at what the term names; so each sub-score is monotone in every input: more clutter never
 * raises Layout, more contrast never lowers Hierarchy. Hand-set defect terms are below, each citing
 * the finding behind its direction; fitted terms and the base come from score-model.ts, learned from
 * people's judgements (docs/engine.md, "Calibration and the scoring model").
 */
import { CRITERION_KEYS, type CriterionKey, type SubScores } from '../domain/criteria';
import { roundSubScore } from '../domain/scoring';
import type { FactKey } from '../domain/violation-catalogue';
import { percentileOf, ramp, type Percentiles } from './calibration';
import type { Facts } from './facts';
import { findViolations } from './rules';
import { fittedTerms, SCORE_MODEL, type ScoreModel } from './score-model';

/** A fact's value, or `fallback` when it was not measured (the term then contributes nothing). */
const v = (f: Facts, key: FactKey, fallback: number) => f[key]?.value ?? fallback;

/**
 * One term of a sub-score: `weight × read(p, f)` points off, where `read` is in 0–1 and never
 * decreases as the page gets worse at what the term names. Hand-set terms name defects from the design
 * literature (most read 0 on an ordinary page and only bite at the extremes); fitted terms
 * (score-model.ts) carry the weights learned from people's comparisons of real home pages.
 */
export interface Term {
  id: string;
  subScore: CriterionKey;
  weight: number;
  read: (p: Percentiles, f: Facts) => number;
  /**
   * An extreme: the term only reads above 0 beyond what (nearly) every real top site does, so the
   * human judgements hold too few such pages to weigh it and its designer's weight stands.
   */
  extreme?: boolean;
}

// Distance from the population median beyond the 15th/85th percentile: "unlike real websites".
const unlikeTopSites = (q: number) => ramp(Math.abs(q - 50), 35, 50);
const colourfulnessOf = (f: Facts) => v(f, 'colourfulness', 0);
// Rosenholtz clutter (feature congestion and subband entropy, when measured) as the mean of their
// top-500 percentiles; 0 when not measured.
const clutterOf = (f: Facts) =>
  f.featureCongestion && f.subbandEntropy
    ? (percentileOf('feature_congestion', f.featureCongestion.value) +
        percentileOf('subband_entropy', f.subbandEntropy.value)) /
      2
    : 0;
// Low spread only counts against hierarchy as far as the text is not crisp (median < 10:1).
const notCrisp = (f: Facts) => 1 - ramp(v(f, 'textContrastMedian', 1), 4.5, 10);
// Off-chart colour: more colourful (pictures excluded) than all but one of the 100 top sites (their
// maximum is 116), full at 165, where only pages built to shout (rave flyers, casino banners) go.
const offChart = (f: Facts) => ramp(colourfulnessOf(f), 110, 165);
// More saturated hue families than any top site uses (at most 5): a hue brawl.
const hueChaos = (f: Facts) => ramp(v(f, 'saturatedHues', 0), 5, 10);
// Rosenholtz feature congestion beyond all but the busiest top site (95th percentile 5.9, maximum
// 7.0), full at 9.5.
const extremeClutter = (f: Facts) => ramp(v(f, 'featureCongestion', 0), 6.5, 9.5);
// Edge density beyond the densest top site (95th percentile 0.059, maximum 0.075), full at 0.11.
const extremeDensity = (f: Facts) => ramp(v(f, 'contourDensity', 0), 0.075, 0.11);
// An (almost) empty page is not a clean one: open space beyond nearly every top site (95th
// percentile 0.87, maximum 0.97), full at 0.99, leaves nothing to look at.
const nearEmpty = (f: Facts) => ramp(v(f, 'whiteSpace', 0.5), 0.92, 0.99);
// Invisible ink: a first screen whose luminance barely varies and whose text is not crisp, beyond
// the flattest top site (11.7 luma levels among the 100 Calista pages): faint text on a faint ground.
const invisibleInk = (f: Facts) => ramp(v(f, 'viewportLuminanceSd', 100), 11, 3);
// Faded text: the median text line estimated under 2.4:1 (the faintest of the 100 top sites reads
// 2.46), full at 1.3:1: pale text that the population terms would otherwise read as calm.
// Also pale text: nearly every line under 4.5:1 and the median under 3.2:1 on a page without
// pictures (text over a photograph reads faint by this estimate; one top site with 0.91 of its text
// under 4.5:1 is led by a photo).
const fadedText = (f: Facts) =>
  Math.max(
    ramp(v(f, 'textContrastMedian', 21), 2.4, 1.3),
    ramp(v(f, 'lowContrastWords', 0), 0.85, 1) *
      ramp(v(f, 'textContrastMedian', 21), 3.2, 2.4) *
      (1 - ramp(v(f, 'pictureShare', 0), 0.05, 0.25)),
  );
// More boxed labels (buttons, inputs, tags) than the busiest top site (18), full at 34.
const widgetBlizzard = (f: Facts) => ramp(v(f, 'boxedLabels', 0), 18, 34);
// Saturated buttons in more colour families than any top site uses (at most 2), full at 4: no
// primary action, every button shouts (a download-ad farm, a casino lobby).
const buttonRainbow = (f: Facts) => ramp(v(f, 'loudButtonHues', 0), 2, 4);
// Dialogs piled on one dimmed page (no top site shows even one on arrival), full at 3: the page is
// out of reach until each is dismissed (NN/g 2017: pop-ups on arrival are the most hated pattern).
const popupPileUp = (f: Facts) => ramp(v(f, 'popupCount', 0), 1, 3);
// Headlines and buttons exclaiming: no top site has more than one such line among those OCR reads,
// a prize scam three; full at 3.
const exclamationInflation = (f: Facts) => ramp(v(f, 'exclaimedLines', 0), 1, 3);
// A tiled pattern in the margins (metrics/wallpaper.ts): top sites read at most 0.18, tiled pages
// 1.0 and more; from 0.4, full at 0.8.
const wallpaper = (f: Facts) => ramp(v(f, 'wallpaper', 0), 0.4, 0.8);
// A first screen more out of line than every top site (at most 0.63 of pairs, 22 pairs).
const ragged = (f: Facts) =>
  Math.max(ramp(v(f, 'misalignedShare', 0), 0.63, 0.8), ramp(v(f, 'misalignedPairs', 0), 22, 30));
// A crime spree: many Severe or worse violations at once bewilder more than each alone (top sites
// have 0–5 once V014/V019 read real defects; the garish archetypes 8–15). Counted once per facts.
const severeCounts = new WeakMap<Facts, number>();
const severeViolations = (f: Facts) => {
  let n = severeCounts.get(f);
  if (n === undefined) {
    n = findViolations(f).filter((x) => x.violation.severity !== 'Mild').length;
    severeCounts.set(f, n);
  }
  return n;
};
const crimeSpree = (f: Facts) => ramp(severeViolations(f), 6, 13);
// A row of three or more sibling cards, each at its own top, bottom and width (metrics/cards.ts):
// none of the 100 top sites has one; one such row is the whole defect.
const staggered = (f: Facts) => ramp(v(f, 'staggeredCards', 0), 2, 3);

const hand = (
  subScore: CriterionKey,
  id: string,
  weight: number,
  read: (p: Percentiles, f: Facts) => number,
): Term => ({ id, subScore, weight, read });

/**
 * The extremes: defects beyond what (nearly) every one of the 100 top sites does, each defined once
 * with the points it takes from every sub-score it harms (a garish page fails every criterion). Their
 * ids read "<name> (<sub-score>)".
 */
const EXTREMES: {
  name: string;
  read: (f: Facts) => number;
  weights: Partial<Record<CriterionKey, number>>;
}[] = [
  {
    name: 'off-chart colour',
    read: offChart,
    weights: {
      visualHierarchy: 3,
      typography: 3,
      colorUsage: 6,
      layoutSpacing: 3,
      uiConsistency: 5,
      wtfFactor: 7,
    },
  },
  // Colour Usage judges colour itself: from the Hasler–Süsstrunk "extremely colourful" range (about
  // 96, which 5 of the 100 top sites reach), full at 140.
  { name: 'garish palette', read: (f) => ramp(colourfulnessOf(f), 96, 140), weights: { colorUsage: 4 } },
  { name: 'hue chaos', read: hueChaos, weights: { colorUsage: 2, uiConsistency: 3, wtfFactor: 1 } },
  {
    name: 'extreme clutter',
    read: extremeClutter,
    weights: { visualHierarchy: 2, layoutSpacing: 3, wtfFactor: 2 },
  },
  {
    name: 'extreme density',
    read: extremeDensity,
    weights: { layoutSpacing: 2, uiConsistency: 2, wtfFactor: 3 },
  },
  {
    name: 'near-empty page',
    read: nearEmpty,
    weights: { visualHierarchy: 3, layoutSpacing: 3, wtfFactor: 3 },
  },
  {
    name: 'invisible ink',
    read: invisibleInk,
    weights: { visualHierarchy: 4, typography: 5, colorUsage: 3, wtfFactor: 4 },
  },
  {
    name: 'faded text',
    read: fadedText,
    weights: { visualHierarchy: 3, typography: 4, colorUsage: 2, wtfFactor: 3 },
  },
  {
    name: 'widget blizzard',
    read: widgetBlizzard,
    weights: { visualHierarchy: 4, uiConsistency: 3, wtfFactor: 3 },
  },
  {
    name: 'ragged beyond top sites',
    read: ragged,
    weights: { visualHierarchy: 3, layoutSpacing: 4, uiConsistency: 3 },
  },
  {
    name: 'button rainbow',
    read: buttonRainbow,
    weights: { visualHierarchy: 5, colorUsage: 2, uiConsistency: 4, wtfFactor: 4 },
  },
  {
    name: 'pop-up pile-up',
    read: popupPileUp,
    weights: { visualHierarchy: 5, typography: 2, layoutSpacing: 4, uiConsistency: 3, wtfFactor: 8 },
  },
  {
    name: 'exclamation inflation',
    read: exclamationInflation,
    weights: { typography: 2, wtfFactor: 3 },
  },
  {
    name: 'patterned wallpaper',
    read: wallpaper,
    weights: { colorUsage: 3, layoutSpacing: 2, uiConsistency: 2, wtfFactor: 3 },
  },
  {
    name: 'staggered cards',
    read: staggered,
    weights: { visualHierarchy: 1, layoutSpacing: 3, uiConsistency: 3, wtfFactor: 1 },
  },
  { name: 'crime spree', read: crimeSpree, weights: { uiConsistency: 3, wtfFactor: 4 } },
];

const EXTREME_TERMS: Term[] = EXTREMES.flatMap(({ name, read, weights }) =>
  CRITERION_KEYS.flatMap((subScore) => {
    const weight = weights[subScore];
    return weight === undefined
      ? []
      : [
          {
            id: `${name} (${subScore})`,
            subScore,
            weight,
            read: (_: Percentiles, f: Facts) => read(f),
            extreme: true,
          },
        ];
  }),
);

/**
 * The hand-set terms, by sub-score, then the extremes. Each cites the finding behind its direction
 * (docs/engine.md, "Calibration and the scoring model").
 */
export const DEFECT_TERMS: Term[] = [
  // Visual Hierarchy: figure-ground contrast and a focal point (Miniukovich & De Angeli 2015;
  // Lindgaard et al. 2006).
  hand('visualHierarchy', 'flat first screen', 4, (p, f) => ramp(p.lumaVp, 25, 3) * notCrisp(f)),
  hand('visualHierarchy', 'no focal point', 2, (_, f) => ramp(v(f, 'focus', 1), 0.3, 0.1)),
  hand('visualHierarchy', 'headline in hiding', 1.5, (_, f) => ramp(v(f, 'headlineRatio', 3), 2, 1.2)),
  hand('visualHierarchy', 'faint contours', 1.5, (p) => ramp(p.figureGround, 92, 100)),
  // A ragged layout has no reading path (Ngo et al. 2003, alignment and grid regularity).
  hand('visualHierarchy', 'ragged layout (hierarchy)', 2, (_, f) =>
    ramp(v(f, 'misalignedShare', 0), 0.25, 0.55),
  ),
  // Many boxed controls compete for the click (Hick–Hyman; one primary, one secondary action).
  hand('visualHierarchy', 'boxed-label blizzard', 2, (_, f) => ramp(v(f, 'boxedLabels', 0), 6, 20)),
  hand('visualHierarchy', 'no h1', 1, (_, f) => ramp(v(f, 'h1Count', 1), 1, 0)),
  hand('visualHierarchy', 'skipped headings', 1, (_, f) => ramp(v(f, 'headingSkips', 0), 0, 3)),

  // Typography: legibility, size, density and contrast of text (WCAG 2.1; Reinecke et al. 2013).
  hand('typography', 'dense first screen', 2.5, (p) => ramp(p.edgesVp, 80, 100)),
  // Line heights measure 1.0–1.25× the font size: 12 px text reads ≥ 11.7, 9 px text 8.5–10.7.
  hand('typography', 'small text', 2, (_, f) => ramp(v(f, 'smallestTextPx', 12), 8.5, 6.5)),
  // Body text under ~13 px (Legge & Bigelow 2011 on critical print size; 16 px is the web norm).
  hand('typography', 'small body text', 3, (_, f) => ramp(v(f, 'bodyTextPx', 16), 14, 10.5)),
  // A type scale of four or five sizes is normal (V020's fix); more than that is no scale.
  hand('typography', 'no type scale', 3.5, (_, f) => ramp(v(f, 'textSizeCount', 3), 6, 9)),
  hand('typography', 'text coverage', 2, (_, f) => ramp(v(f, 'textCoverage', 0), 0.2, 0.45)),
  // Amount of text in the first screen (Reinecke et al. 2013: words and text areas raise perceived
  // complexity); a calm landing page has under ~150 words above the fold.
  hand('typography', 'word count', 2, (_, f) => ramp(v(f, 'wordCount', 0), 150, 400)),
  hand('typography', 'low-contrast words', 1.5, (_, f) => ramp(v(f, 'lowContrastWords', 0), 0.45, 0.8)),
  hand('typography', 'flat first screen (text)', 1.5, (p, f) => ramp(p.lumaVp, 20, 3) * notCrisp(f)),
  hand('typography', 'font families', 2.5, (_, f) => ramp(v(f, 'fontFamilies', 2), 2, 5)),
  hand('typography', 'font sizes', 1.5, (_, f) => ramp(v(f, 'fontSizeCount', 5), 6, 12)),
  // A type system repeats a few styles (family × weight × italic): regular, bold, an accent, perhaps
  // a second family's two; past six, style stops meaning role.
  hand('typography', 'type styles', 1.5, (_, f) => ramp(v(f, 'typeStyleCount', 4), 6, 12)),
  hand('typography', 'tiny fonts', 1.5, (_, f) => ramp(v(f, 'minFontPx', 16), 12, 9)),
  hand('typography', 'WCAG failures', 2, (_, f) => ramp(v(f, 'contrastFailures', 0), 0, 10)),

  // Color Usage: moderate colourfulness is most appealing (Reinecke et al. 2013).
  hand('colorUsage', 'loud colour', 5, (p) => ramp(p.colour, 80, 100)),
  hand('colorUsage', 'dull colour', 2.5, (p) => ramp(p.colour, 30, 0)),
  hand('colorUsage', 'palette size', 2, (_, f) => ramp(v(f, 'paletteSize', 0), 20, 45)),
  hand('colorUsage', 'neon', 2.5, (_, f) => ramp(v(f, 'neonShare', 0), 0.03, 0.3)),
  hand('colorUsage', 'saturation spread', 1, (p) => ramp(p.saturationSd, 90, 100)),

  // Layout & Spacing: space and clutter (Miniukovich & De Angeli 2015) and grid alignment.
  hand('layoutSpacing', 'no white space', 3.5, (_, f) => ramp(v(f, 'whiteSpace', 0.6), 0.45, 0.15)),
  hand('layoutSpacing', 'contour density', 2.5, (p) => ramp(p.edges, 78, 100)),
  // Less visual complexity makes a better first impression (Reinecke et al. 2013).
  hand('layoutSpacing', 'Rosenholtz clutter', 3, (_, f) => ramp(clutterOf(f), 30, 90)),
  hand('layoutSpacing', 'ragged layout', 3, (_, f) => ramp(v(f, 'misalignedShare', 0), 0.25, 0.55)),
  hand('layoutSpacing', 'misaligned pairs', 2, (_, f) => ramp(v(f, 'misalignedPairs', 0), 8, 16)),
  hand('layoutSpacing', 'sideways scroll', 2, (_, f) => ramp(v(f, 'horizontalOverflowPx', 0), 0, 50)),
  hand('layoutSpacing', 'small tap targets', 1.5, (_, f) => ramp(v(f, 'smallTapTargets', 0), 0, 10)),

  // UI Consistency: one palette, one set of sizes and type styles, across the page and screenshots.
  hand('uiConsistency', 'palette size (consistency)', 2.5, (_, f) => ramp(v(f, 'paletteSize', 0), 20, 45)),
  hand('uiConsistency', 'colour clusters', 2, (p) => ramp(p.clusters, 60, 100)),
  hand('uiConsistency', 'block widths', 1.5, (_, f) => ramp(v(f, 'blockSizeKinds', 0), 13, 22)),
  hand('uiConsistency', 'text sizes (consistency)', 2.5, (_, f) => ramp(v(f, 'textSizeCount', 3), 6, 9)),
  hand('uiConsistency', 'ragged layout (consistency)', 2, (_, f) =>
    ramp(v(f, 'misalignedShare', 0), 0.25, 0.55),
  ),
  hand('uiConsistency', 'colour drift', 3, (_, f) => ramp(v(f, 'colourDrift', 0), 15, 50)),
  hand('uiConsistency', 'density drift', 1.5, (_, f) => ramp(v(f, 'densityDrift', 1), 1.5, 3)),
  hand('uiConsistency', 'palette drift', 1.5, (_, f) => ramp(v(f, 'paletteDrift', 0), 0.4, 0.9)),
  hand('uiConsistency', 'font families (consistency)', 2, (_, f) => ramp(v(f, 'fontFamilies', 2), 2, 5)),
  // The page-fact twins of textSizeCount above: computed sizes and type styles.
  hand('uiConsistency', 'font sizes (consistency)', 1.5, (_, f) => ramp(v(f, 'fontSizeCount', 5), 6, 12)),
  hand('uiConsistency', 'type styles (consistency)', 2, (_, f) => ramp(v(f, 'typeStyleCount', 4), 6, 12)),

  // WTF Factor: 10 = nothing bewildering: far from every real website, neon, emptiness, no way on.
  hand(
    'wtfFactor',
    'unlike real websites',
    2,
    (p) => unlikeTopSites(p.colour) + unlikeTopSites(p.edges) + unlikeTopSites(p.luma),
  ),
  hand('wtfFactor', 'neon (wtf)', 2, (_, f) => ramp(v(f, 'neonShare', 0), 0.1, 0.5)),
  hand('wtfFactor', 'no call to action', 1, (_, f) => ramp(v(f, 'ctaCount', 1), 1, 0)),
  hand('wtfFactor', 'subband entropy', 1, (_, f) => ramp(v(f, 'subbandEntropy', 0), 3.5, 4.2)),
  // A pop-up over a dimmed page on arrival (NN/g 2017: the most disliked pattern).
  hand('wtfFactor', 'pop-up', 2.5, (_, f) => ramp(v(f, 'popupShare', 0), 0, 0.03)),
  hand('wtfFactor', 'critical axe violations', 2, (_, f) => ramp(v(f, 'axeCritical', 0), 0, 5)),
  ...EXTREME_TERMS,
];

/** What one term took off one sub-score for one page (for explanations, tests and the benchmark). */
export interface TermContribution {
  id: string;
  subScore: CriterionKey;
  points: number;
}

/** Every term of the scoring model: the hand-set defects and the fitted terms (score-model.ts). */
export function scoringTerms(model: ScoreModel = SCORE_MODEL): Term[] {
  const learned = model.defectWeights ?? {};
  return [
    ...DEFECT_TERMS.map((t) => (!t.extreme && t.id in learned ? { ...t, weight: learned[t.id]! } : t)),
    ...fittedTerms(model),
  ];
}

/** Points each term takes off its sub-score for these measurements (terms reading 0 omitted). */
export function contributions(p: Percentiles, f: Facts, model: ScoreModel = SCORE_MODEL): TermContribution[] {
  return scoringTerms(model)
    .map((t) => ({ id: t.id, subScore: t.subScore, points: t.weight * t.read(p, f) }))
    .filter((c) => c.points > 0);
}

/**
 * The six sub-scores: the model's base minus every term's points, clamped to 0–10 and rounded to one
 * decimal. Terms on facts that were not measured (no text found, one screenshot, no URL capture) read
 * a neutral value and contribute 0.
 */
export function subScores(p: Percentiles, f: Facts, model: ScoreModel = SCORE_MODEL): SubScores {
  const raw = Object.fromEntries(CRITERION_KEYS.map((k) => [k, model.base])) as SubScores;
  for (const c of contributions(p, f, model)) raw[c.subScore] -= c.points;
  return Object.fromEntries(CRITERION_KEYS.map((k) => [k, roundSubScore(raw[k])])) as SubScores;
}
