/**
 * The scoring model's weights (data/score-model.json): one row per term of TERM_IDS, with the
 * designer's prior (the sub-score points the term takes at full strength, from the design literature)
 * beside the weight fitted to people's judgements (`npm run fit:score`), which is the one used. The
 * fit keeps each term's split across sub-scores as the designer set it and learns one non-negative
 * scale per term, so every weight is ≥ 0 and each sub-score stays monotone in every input. `base` is
 * where every sub-score starts before the terms take points off. What each term reads lives in
 * scoring-terms.ts; the schema below requires the table's ids to be exactly TERM_IDS, so renaming a
 * term without its row (or the reverse) fails at load, not silently.
 */
import { z } from 'zod';
import { CRITERION_KEYS, type CriterionKey } from '../domain/criteria';
import modelJson from './data/score-model.json' with { type: 'json' };
import { TERM_IDS, type TermId } from './term-ids';

const pointsBySubScore = z
  .partialRecord(z.enum(CRITERION_KEYS), z.number().min(0))
  .refine((r) => Object.keys(r).length > 0, 'a term harms at least one sub-score');

export const termWeightsSchema = z
  .object({
    /** The designer's weight: sub-score points at full strength, before any fit. */
    prior: pointsBySubScore,
    /** The weight in use: the prior times the term's fitted scale. */
    weight: pointsBySubScore,
  })
  .refine(
    ({ prior, weight }) =>
      Object.keys(weight).every((k) => k in prior) && Object.keys(prior).every((k) => k in weight),
    'weight names the same sub-scores as prior',
  );

export const scoreModelSchema = z.object({
  description: z.string(),
  base: z.number().min(0).max(10),
  terms: z
    .record(z.string(), termWeightsSchema)
    .refine((terms) => Object.keys(terms).length === TERM_IDS.length && TERM_IDS.every((id) => id in terms), {
      message: `the table's term ids must be exactly TERM_IDS (${TERM_IDS.length} ids)`,
    }),
  fit: z.record(z.string(), z.unknown()).optional(),
});

export type TermWeights = {
  prior: Partial<Record<CriterionKey, number>>;
  weight: Partial<Record<CriterionKey, number>>;
};
export type ScoreModel = Omit<z.infer<typeof scoreModelSchema>, 'terms'> & {
  terms: Record<TermId, TermWeights>;
};

export function parseScoreModel(json: unknown): ScoreModel {
  return scoreModelSchema.parse(json) as ScoreModel;
}

export const SCORE_MODEL: ScoreModel = parseScoreModel(modelJson);

/** UGH points a term costs at full strength: Σ over its sub-scores of weight × 10 × criterion weight. */
export function ughPointsOf(
  weights: Partial<Record<CriterionKey, number>>,
  criterionWeight: Record<CriterionKey, number>,
): number {
  return Object.entries(weights).reduce(
    (a, [k, w]) => a + (w ?? 0) * 10 * criterionWeight[k as CriterionKey],
    0,
  );
}
