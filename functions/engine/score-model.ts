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

/**
 * The verdict scale: how the model's raw UGH Score (linear in the terms) becomes the one shown. People's
 * ratings of the top sites fix the order of pages; designers' bands fix where on 0–100 they fall. The
 * raw score is kept between the two knees, stretched above the upper one (so the web's worst reach
 * the worst bands instead of crowding in the middle) and below the lower one (so clean pages reach
 * the best band). Both slopes ≥ 1 and the map is monotone, so the order of pages, and every
 * agreement with people measured by rank, is the raw score's.
 */
export const verdictScaleSchema = z
  .object({
    lowerKnee: z.number().min(0).max(100),
    lowerSlope: z.number().min(1).max(4),
    upperKnee: z.number().min(0).max(100),
    upperSlope: z.number().min(1).max(4),
  })
  .refine((s) => s.lowerKnee <= s.upperKnee, 'the lower knee is at or below the upper one');
export type VerdictScale = z.infer<typeof verdictScaleSchema>;
export const IDENTITY_SCALE: VerdictScale = { lowerKnee: 0, lowerSlope: 1, upperKnee: 100, upperSlope: 1 };

/** The shown UGH Score (0–100, unrounded) for a raw one. */
export function onVerdictScale(raw: number, s: VerdictScale): number {
  const shown =
    raw > s.upperKnee
      ? s.upperKnee + (raw - s.upperKnee) * s.upperSlope
      : raw < s.lowerKnee
        ? s.lowerKnee - (s.lowerKnee - raw) * s.lowerSlope
        : raw;
  return Math.min(100, Math.max(0, shown));
}

/** The raw UGH Score that shows as `shown` (the inverse of onVerdictScale inside 0–100). */
export function fromVerdictScale(shown: number, s: VerdictScale): number {
  return shown > s.upperKnee
    ? s.upperKnee + (shown - s.upperKnee) / s.upperSlope
    : shown < s.lowerKnee
      ? s.lowerKnee - (s.lowerKnee - shown) / s.lowerSlope
      : shown;
}

export const scoreModelSchema = z.object({
  description: z.string(),
  base: z.number().min(0).max(10),
  scale: verdictScaleSchema,
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
