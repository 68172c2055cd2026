/**
 * The fitted part of the scoring model (data/score-model.json, written by `npm run fit:score`).
 * Each fitted term reads one measured fact as a percentile of a reference population of real home
 * pages (the 100 Alexa top-5000 pages people compared in the Calista study), so every term says
 * something like "busier than 85 % of top sites", and takes `weight × share` points off its
 * sub-score, where share is that percentile (or its complement, for a fact where less is worse) over
 * 100. Weights are learned from people's judgements, constrained to be non-negative, so each term
 * can only ever cost points as the page gets worse at what it names: every sub-score stays monotone.
 * `base` is where every sub-score starts before any term (hand-set and fitted) takes points off, and
 * `defectWeights` are the hand-set defect terms' weights as people's judgements updated them.
 */
import { z } from 'zod';
import { CRITERION_KEYS } from '../domain/criteria';
import { FACTS, type FactKey } from '../domain/violation-catalogue';
import type { Term } from './scoring-terms';
import type { Facts } from './facts';
import modelJson from './data/score-model.json' with { type: 'json' };

/** Percentiles at which the reference population's quantiles are stored: 0, 5, …, 100. */
export const QUANTILE_STEPS = Array.from({ length: 21 }, (_, i) => i * 5);

const factKey = z.string().refine((k): k is FactKey => k in FACTS, 'unknown fact');

export const fittedTermSchema = z.object({
  id: z.string().min(1),
  subScore: z.enum(CRITERION_KEYS),
  fact: factKey,
  /** `above`: a higher value is worse (busier); `below`: a lower value is worse (less picture). */
  worseWhen: z.enum(['above', 'below']),
  /**
   * The share of the population a page must be worse than before the term costs anything (0–1): a
   * page no worse than, say, half of top sites loses nothing; past that the cost grows linearly to
   * the full weight at the population's far end.
   */
  from: z.number().min(0).max(0.95),
  /** The fact's value at each of QUANTILE_STEPS in the reference population. */
  quantiles: z.array(z.number()).length(QUANTILE_STEPS.length),
  /** Sub-score points at the far end of the population. */
  weight: z.number().min(0),
  /** The same weight in UGH points (weight × 10 × the criterion's weight). */
  ughPoints: z.number().min(0),
  /** How the term reads to a person: `{share}` becomes "85 %". */
  explain: z.string().includes('{share}'),
});

export const scoreModelSchema = z.object({
  description: z.string(),
  population: z.string(),
  base: z.number().min(0).max(10),
  terms: z.array(fittedTermSchema),
  /**
   * The hand-set defect terms' weights after learning from people (scoring-terms.ts holds the
   * designer's weights, the prior of that fit): term id → sub-score points at full strength.
   */
  defectWeights: z.record(z.string(), z.number().min(0)).optional(),
  fit: z.record(z.string(), z.unknown()).optional(),
});

export type FittedTermSpec = z.infer<typeof fittedTermSchema> & { fact: FactKey };
export type ScoreModel = Omit<z.infer<typeof scoreModelSchema>, 'terms'> & { terms: FittedTermSpec[] };

export const SCORE_MODEL: ScoreModel = scoreModelSchema.parse(modelJson) as ScoreModel;

/**
 * Percentile (0–100) of `value` in a population given by its quantiles at QUANTILE_STEPS: linear
 * between the stored quantiles (the midpoint of a run of equal ones), clamped at 0 and 100.
 */
export function populationPercentile(quantiles: readonly number[], value: number): number {
  const below = quantiles.filter((q) => q < value).length;
  const equal = quantiles.filter((q) => q === value).length;
  // A run of equal quantiles (many pages with no picture at all) shares the middle of its range.
  if (equal > 0) return (QUANTILE_STEPS[below]! + QUANTILE_STEPS[below + equal - 1]!) / 2;
  if (below === 0) return 0;
  if (below === quantiles.length) return 100;
  const x0 = quantiles[below - 1]!,
    x1 = quantiles[below]!;
  const p0 = QUANTILE_STEPS[below - 1]!,
    p1 = QUANTILE_STEPS[below]!;
  return p0 + ((value - x0) / (x1 - x0)) * (p1 - p0);
}

/**
 * How much of the term applies (0–1): the share of the population this page is worse than on the
 * term's fact, counted from `from`; 0 when the fact was not measured.
 */
export function termShare(spec: FittedTermSpec, f: Facts): number {
  const value = f[spec.fact]?.value;
  if (value === undefined) return 0;
  const q = populationPercentile(spec.quantiles, value) / 100;
  const worseThan = spec.worseWhen === 'above' ? q : 1 - q;
  return Math.max(0, (worseThan - spec.from) / (1 - spec.from));
}

/** The fitted terms as scoring terms (calibration.ts adds them to the hand-set ones). */
export function fittedTerms(model: ScoreModel): Term[] {
  return model.terms.map((spec) => ({
    id: spec.id,
    subScore: spec.subScore,
    weight: spec.weight,
    read: (_, f) => termShare(spec, f),
  }));
}

/** "busier than 85 % of top sites": the term's sentence for this page, or undefined when it reads 0. */
export function explainTerm(spec: FittedTermSpec, f: Facts): string | undefined {
  const value = f[spec.fact]?.value;
  if (value === undefined || termShare(spec, f) <= 0) return undefined;
  const q = populationPercentile(spec.quantiles, value);
  const worseThan = spec.worseWhen === 'above' ? q : 100 - q;
  return spec.explain.replace('{share}', `${Math.round(worseThan)} %`);
}
