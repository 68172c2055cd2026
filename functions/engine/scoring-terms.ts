/**
 * The scoring terms: how facts (facts.ts) become the six sub-scores (0–10, 10 best). Every sub-score is
 * the model's base minus the points of every term that harms it, and a term takes `weight × read`
 * points from each sub-score it names, where `read` is a clamped ramp of one measurement in 0–1 that
 * never falls as the page gets worse at what the term names; so each sub-score is monotone in every
 * input: more clutter never raises Layout, more contrast never lowers Hierarchy.
 *
 * This file holds what each term reads and which way is worse (the logic). How much each term weighs,
 * the designer's prior beside the weight fitted to people's judgements, is data: data/score-model.json,
 * read by score-model.ts, whose schema requires exactly the ids of TERM_IDS (docs/engine.md,
 * "Calibration and the scoring model").
 *
 * Ramps start near the edge of what real top sites do and end well beyond it, so a page worse than
 * every top site still reads worse than the worst of them (a 1990s page is not merely "busier than
 * 100 % of top sites"): figures in the comments are the 100 Calista top sites' 5th / 50th / 95th
 * percentiles.
 */
import { CRITERIA, CRITERION_KEYS, type CriterionKey, type SubScores } from '../domain/criteria';
import { roundSubScore } from '../domain/scoring';
import type { FactKey } from '../domain/violation-catalogue';
import { ramp, type Percentiles } from './calibration';
import { findViolations } from './rules';
import type { Facts } from './facts';
import { onVerdictScale, SCORE_MODEL, type ScoreModel } from './score-model';
import { TERM_IDS, UNSCALED_TERM_IDS, type TermId } from './term-ids';

export { TERM_IDS, type TermId };

/** A fact's value, or `fallback` when it was not measured (the term then reads 0). */
const v = (f: Facts, key: FactKey, fallback: number) => f[key]?.value ?? fallback;

/** What one term reads: 0 (no defect) … 1 (the defect at full strength). */
export type TermRead = (p: Percentiles, f: Facts) => number;

const severeCounts = new WeakMap<Facts, number>();
function severeViolations(f: Facts): number {
  let n = severeCounts.get(f);
  if (n === undefined) {
    n = findViolations(f).filter((x) => x.violation.severity !== 'Mild').length;
    severeCounts.set(f, n);
  }
  return n;
}

// Text is not crisp (median contrast under 10:1): a flat first screen is only a defect then.
const notCrisp = (f: Facts) => 1 - ramp(v(f, 'textContrastMedian', 21), 4.5, 10);

/**
 * The cues of a loud page, each read 0–1 from where the top sites stop. Their sum (0–13) has no
 * relation to appeal on the top sites (ρ +0.03) and ranks the band-labelled pages by band (ρ 0.8).
 */
const LOUD_CUES: ((f: Facts) => number)[] = [
  (f) => ramp(v(f, 'saturatedHues', 0), 2, 5),
  (f) => ramp(v(f, 'colourfulness', 0), 45, 90),
  (f) => ramp(v(f, 'texturedMargins', 0), 0.3, 0.8),
  (f) => ramp(v(f, 'wallpaper', 0), 0.15, 0.4),
  (f) => ramp(v(f, 'lightness', 100), 30, 15) * ramp(v(f, 'saturatedHues', 0), 1, 3),
  (f) => ramp(v(f, 'textHues', 0), 1, 3),
  (f) => ramp(v(f, 'centredShare', 0), 0.2, 0.5),
  (f) => ramp(v(f, 'busyTextGround', 0), 0.08, 0.3),
  (f) => ramp(v(f, 'misalignedShare', 0), 0.15, 0.35),
  (f) => ramp(v(f, 'neonShare', 0), 0.01, 0.05),
  (f) => ramp(v(f, 'loudButtonHues', 0), 1, 3),
  (f) => ramp(v(f, 'exclaimedLines', 0), 0, 2),
  (f) => ramp(v(f, 'boxedLabels', 0), 8, 20),
];
export const loudCues = (f: Facts) => LOUD_CUES.reduce((a, cue) => a + cue(f), 0);

/**
 * Every term's read, by id. The sub-scores each term harms, and by how much, are in the model's table.
 */
export const TERM_READS: Record<TermId, TermRead> = {
  // A strong picture is a focal point and what people like most in a first impression (Calista: ρ
  // +0.44 with appeal, the strongest single measure). Top sites 0 / 0.06 / 0.45 of the first screen.
  // A headline that clearly dominates (3× the body and more) is a focal point too, if a weaker one.
  'no focal picture': (_, f) =>
    (1 - ramp(v(f, 'pictureShare', 0.45), 0, 0.45)) * (1 - 0.5 * ramp(v(f, 'headlineRatio', 0), 3, 6)),
  // Nothing but ground and text: no colour field, bar, button or picture (an unstyled page is not a
  // clean one). Top sites 0.11 / 0.45 / 0.76 of the first screen is designed surface.
  'bare page': (_, f) => ramp(v(f, 'designedSurface', 1), 0.45, 0.04),
  // Text run from the window's left edge, as a browser sets a page nobody styled (top sites 0 / 0 /
  // 0.07 of their text; bare and default-HTML pages 0.6–0.9).
  'text against the edge': (_, f) => ramp(v(f, 'textAtEdge', 0), 0.3, 0.7),
  // Centred short lines all down the page: a poster, not a page (top sites 0 / 0.06 / 0.55).
  'everything centred': (_, f) => ramp(v(f, 'centredShare', 0), 0.35, 0.85),
  // Text set on a photograph, a tiled pattern or a textured gradient (top sites 0 / 0.02 / 0.17).
  'text on busy ground': (_, f) => ramp(v(f, 'busyTextGround', 0), 0.12, 0.5),
  // A first screen whose luminance barely varies, unless its text is crisp (Miniukovich & De Angeli
  // 2015: figure-ground contrast).
  'flat first screen': (p, f) => ramp(p.lumaVp, 25, 3) * notCrisp(f),
  // No headline stands out: the tallest line barely taller than the body (top sites 1.9 / 3.4 / 6.3).
  'headline in hiding': (_, f) => ramp(v(f, 'headlineRatio', 3), 2.2, 1.2),
  // Many boxed controls compete for the click (Hick–Hyman; top sites 0 / 4 / 15).
  'boxed-label blizzard': (_, f) => ramp(v(f, 'boxedLabels', 0), 10, 34),
  // Crowded contours outside the pictures: clutter (Miniukovich & De Angeli 2014/2015; top sites
  // 0.48 / 0.64 / 0.78). A page that is mostly open space is not crowded, however dense its lines of
  // text: the term fades out from the median top site's open space (0.6) to 0.9.
  'crowded layout': (_, f) =>
    ramp(v(f, 'congestionOutsidePictures', 0), 0.5, 0.86) * ramp(v(f, 'whiteSpace', 0.6), 0.9, 0.6),
  // Rosenholtz feature congestion (2007): colour, contrast and orientation varying everywhere. Top
  // sites 2.5 / 4.2 / 5.9; garish archetypes 7–9.
  'feature congestion': (_, f) => ramp(v(f, 'featureCongestion', 0), 4.5, 8.5),
  // Subband entropy (Rosenholtz 2007): little redundancy to rest the eye on (top sites 1.9 / 2.9 / 3.4).
  'subband entropy': (_, f) => ramp(v(f, 'subbandEntropy', 0), 2.6, 4.2),
  // Open space (no edge within 8 px): top sites 0.40 / 0.61 / 0.86.
  'no white space': (_, f) => ramp(v(f, 'whiteSpace', 0.6), 0.45, 0.15),
  // An (almost) empty page is not a clean one: open space beyond nearly every top site (their maximum
  // 0.97), full at 0.99, leaves nothing to look at.
  'near-empty page': (_, f) => ramp(v(f, 'whiteSpace', 0.5), 0.92, 0.99),
  // Edges everywhere: contour density beyond the densest top site (0.075; 95th percentile 0.059).
  'dense edges': (_, f) => ramp(v(f, 'contourDensity', 0), 0.06, 0.11),
  // A first screen out of line (Ngo et al. 2003): top sites 0 / 0.11 / 0.38 of neighbouring pairs, one
  // at 0.63.
  'ragged layout': (_, f) => ramp(v(f, 'misalignedShare', 0), 0.25, 0.6),
  // Out of line beyond every top site: nothing lines up with anything.
  'ragged beyond top sites': (_, f) => ramp(v(f, 'misalignedShare', 0), 0.63, 0.8),
  // Body text under 16 px reads dated and dense (Legge & Bigelow 2011; top sites 12.8 / 17 / 33 px
  // line height, about 1.1× the font size).
  'small body text': (_, f) => ramp(v(f, 'bodyTextPx', 16), 16, 11),
  // Words in the first screen raise perceived complexity (Reinecke et al. 2013; top sites 23 / 59 / 132).
  'wall of words': (_, f) => ramp(v(f, 'wordCount', 0), 40, 420),
  // Pale text: the median text line fainter than on any top site (their lowest 2.46:1; 3.0 / 7.7 / 15.6
  // at the 5th / 50th / 95th percentile), full at 1.5:1. Starting at 4 read the best-liked top sites'
  // thin text on photographs as faded, and the fit then shrank the term for text nobody can read.
  'faded text': (_, f) => ramp(v(f, 'textContrastMedian', 21), 2.5, 1.5),
  // Invisible ink: a first screen whose luminance barely varies and whose text is not crisp (the
  // fact is only measured then), beyond the flattest top site (11.7 luma levels).
  'invisible ink': (_, f) => ramp(v(f, 'viewportLuminanceSd', 100), 11, 3),
  // Text in many saturated hues (top sites 0 / 0 / 2 families): rainbow link text.
  'rainbow text': (_, f) => ramp(v(f, 'textHues', 0), 2, 5),
  // Saturated text on a near-black page: the neon-on-black of a 1990s fan site (dark pages of top
  // sites keep their text white or grey: lightness under 25 is their darkest twentieth).
  'neon on black': (_, f) => ramp(v(f, 'lightness', 100), 25, 8) * ramp(v(f, 'textHues', 0), 0, 2),
  // Paper-white with nothing on it: the palest pages (mean CIELab L*, top sites 24 / 73 / 93).
  'pale page': (_, f) => ramp(v(f, 'lightness', 0), 60, 97),
  // Saturated hue families competing (a palette is a few hues and one accent; top sites 0 / 1 / 4).
  'competing hues': (_, f) => ramp(v(f, 'saturatedHues', 0), 3, 8),
  // Colourfulness outside pictures beyond the Hasler–Süsstrunk "extremely colourful" (top sites
  // 14 / 42 / 95), full at 160.
  'garish colour': (_, f) => ramp(v(f, 'colourfulness', 0), 80, 160),
  // Fully saturated, fully bright pixels (top sites 0 / 0 / 0.02).
  neon: (_, f) => ramp(v(f, 'neonShare', 0), 0.02, 0.25),
  // Saturated buttons in many colour families: no primary action (top sites at most 2).
  'button rainbow': (_, f) => ramp(v(f, 'loudButtonHues', 0), 1, 4),
  // A tiled pattern behind the page (metrics/wallpaper.ts; top sites at most 0.18).
  'patterned wallpaper': (_, f) => ramp(v(f, 'wallpaper', 0), 0.25, 0.8),
  // A textured ground (starfield, fire, glitter, marble, a photo) behind the whole page, seen in its
  // margins all the way down the first screen (top sites 0 / 0 / 0.69, a full-bleed hero photo).
  'textured ground': (_, f) => ramp(v(f, 'texturedMargins', 0), 0.7, 1),
  // Dialogs over a dimmed page on arrival (NN/g 2017: the most disliked pattern); none on top sites.
  'pop-up': (_, f) => Math.max(ramp(v(f, 'popupShare', 0), 0, 0.03) * 0.5, ramp(v(f, 'popupCount', 0), 0, 3)),
  // Headlines and buttons exclaiming (top sites at most one line).
  'exclamation inflation': (_, f) => ramp(v(f, 'exclaimedLines', 0), 1, 3),
  // A row of sibling cards each at its own top, bottom and width (none on top sites).
  'staggered cards': (_, f) => ramp(v(f, 'staggeredCards', 0), 2, 3),
  // A crime spree: many Severe or worse violations at once bewilder more than each alone (top sites
  // have 0–5; the garish archetypes 8–15). Counted once per facts.
  'crime spree': (_, f) => ramp(severeViolations(f), 6, 13),
  // Loud all over: many of the cues a designer reads at a glance as a 1990s, spam or bargain-bin page
  // at once (LOUD_CUES). Each cue alone is common on liked top sites; together they are the look.
  'loud all over': (_, f) => ramp(loudCues(f), 3, 7),
  // Several screenshots of one site that do not look like one site.
  'colour drift': (_, f) => ramp(v(f, 'colourDrift', 0), 15, 50),
  'density drift': (_, f) => ramp(v(f, 'densityDrift', 1), 1.5, 3),
  'palette drift': (_, f) => ramp(v(f, 'paletteDrift', 0), 0.4, 0.9),
  // URL capture only (the live page's computed styles and audits).
  'font families': (_, f) => ramp(v(f, 'fontFamilies', 2), 2, 5),
  'type styles': (_, f) => ramp(v(f, 'typeStyleCount', 4), 6, 12),
  'tiny fonts': (_, f) => ramp(v(f, 'minFontPx', 16), 12, 9),
  'WCAG failures': (_, f) => ramp(v(f, 'contrastFailures', 0), 0, 10),
  'sideways scroll': (_, f) => ramp(v(f, 'horizontalOverflowPx', 0), 0, 50),
  'small tap targets': (_, f) => ramp(v(f, 'smallTapTargets', 0), 0, 10),
  'skipped headings': (_, f) => ramp(v(f, 'headingSkips', 0), 0, 3),
  'no h1': (_, f) => ramp(v(f, 'h1Count', 1), 1, 0),
  'critical axe violations': (_, f) => ramp(v(f, 'axeCritical', 0), 0, 5),
  // Text cut off by its box or the screen edge, or printed over other text or a picture.
  'clipped text': (_, f) => ramp(v(f, 'clippedText', 0), 0, 3),
  'overlapping text': (_, f) => ramp(v(f, 'overlappingText', 0), 0, 3),
};

/** What one term took off one sub-score for one page (for explanations, tests and the benchmark). */
export interface TermContribution {
  id: TermId;
  subScore: CriterionKey;
  points: number;
}

/** Points each term takes off each sub-score for these measurements (terms reading 0 omitted). */
export function contributions(p: Percentiles, f: Facts, model: ScoreModel = SCORE_MODEL): TermContribution[] {
  const out: TermContribution[] = [];
  for (const id of TERM_IDS) {
    const read = TERM_READS[id](p, f);
    if (!(read > 0)) continue;
    for (const [subScore, weight] of Object.entries(model.terms[id].weight) as [CriterionKey, number][])
      if (weight > 0) out.push({ id, subScore, points: weight * read });
  }
  return out;
}

/**
 * The six sub-scores: the model's base minus every term's points, clamped to 0–10 and rounded to one
 * decimal. Screenshot terms are taken on the raw scale and the result put on the verdict scale; the
 * capture and drift terms (UNSCALED_TERM_IDS) are taken after it, at face value. Terms on facts that were not measured (no text found, one screenshot, no URL capture) read
 * a neutral value and contribute 0.
 */
export function subScores(p: Percentiles, f: Facts, model: ScoreModel = SCORE_MODEL): SubScores {
  const raw = Object.fromEntries(CRITERION_KEYS.map((k) => [k, model.base])) as SubScores;
  const unscaled = Object.fromEntries(CRITERION_KEYS.map((k) => [k, 0])) as SubScores;
  for (const c of contributions(p, f, model))
    if (UNSCALED.has(c.id)) unscaled[c.subScore] += c.points;
    else raw[c.subScore] -= c.points;
  const shown = onScale(raw, model);
  return Object.fromEntries(
    CRITERION_KEYS.map((k) => [k, roundSubScore(Math.max(0, shown[k] - unscaled[k]))]),
  ) as SubScores;
}

const UNSCALED: ReadonlySet<TermId> = new Set(UNSCALED_TERM_IDS);

/**
 * Raw sub-scores on the verdict scale: every sub-score's shortfall from 10 grows (or shrinks) in the
 * same proportion, so the sub-scores still make the UGH Score they are shown beside. A shortfall
 * cannot pass 10 (a sub-score of 0): what one cannot take, the others take in the same proportion.
 */
function onScale(raw: SubScores, model: ScoreModel): SubScores {
  const weight = (k: CriterionKey) => CRITERIA.find((c) => c.key === k)!.weightPercent / 100;
  const shortfall = Object.fromEntries(
    CRITERION_KEYS.map((k) => [k, Math.min(10, Math.max(0, 10 - raw[k]))]),
  ) as SubScores;
  const rawUgh = 10 * CRITERION_KEYS.reduce((a, k) => a + weight(k) * shortfall[k], 0);
  if (rawUgh <= 0) return raw;
  const target = onVerdictScale(rawUgh, model.scale) / 10;
  const full = new Set<CriterionKey>();
  let scale = target / (rawUgh / 10);
  for (let i = 0; i < CRITERION_KEYS.length; i++) {
    const over = CRITERION_KEYS.filter((k) => !full.has(k) && shortfall[k] * scale > 10);
    if (over.length === 0) break;
    for (const k of over) full.add(k);
    const open = CRITERION_KEYS.filter((k) => !full.has(k));
    const rest = target - [...full].reduce((a, k) => a + weight(k) * 10, 0);
    const openSum = open.reduce((a, k) => a + weight(k) * shortfall[k], 0);
    if (openSum <= 0) break;
    scale = Math.max(0, rest / openSum);
  }
  return Object.fromEntries(
    CRITERION_KEYS.map((k) => [k, full.has(k) ? 0 : 10 - shortfall[k] * scale]),
  ) as SubScores;
}
