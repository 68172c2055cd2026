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
 * map is piecewise linear through the knots, straight on past the first and the last, clamped to
 * 0–100. The terms rank pages well but their raw scores crowd together (the blind set's clean pages
 * and its bad ones sit about 30 raw points apart, not 60), so the fit stretches where the bands
 * meet. Every segment's slope is 1–3: the map only ever stretches (two pages never move closer), and
 * as it always rises, the order of pages, and every agreement with people measured by rank, is the
 * raw score's.
 */
export const VERDICT_SLOPES = { min: 1, max: 3 } as const;
// A knot may sit past either end of the shown scale: the map reaches 0 or 100 before it.
const knotSchema = z.object({ raw: z.number().gt(0).lt(100), shown: z.number().min(-100).max(200) });
export type VerdictKnot = z.infer<typeof knotSchema>;
export const verdictScaleSchema = z
  .object({ knots: z.array(knotSchema).max(8) })
  .refine(({ knots }) => knots.length !== 1, 'no knots (the identity) or at least two')
  .refine(
    ({ knots }) =>
      segmentsOf(knots).every(([a, b]) => {
        const slope = (b.shown - a.shown) / (b.raw - a.raw);
        return b.raw > a.raw && slope >= VERDICT_SLOPES.min && slope <= VERDICT_SLOPES.max;
      }),
    `the knots rise in raw order, each segment with a slope of ${VERDICT_SLOPES.min}–${VERDICT_SLOPES.max}`,
  );
export type VerdictScale = { knots: VerdictKnot[] };
export const IDENTITY_SCALE: VerdictScale = { knots: [] };

/** The map's segments, knot to knot (the first and the last run on beyond). No knots: the identity. */
export function segmentsOf(knots: readonly VerdictKnot[]): [VerdictKnot, VerdictKnot][] {
  if (knots.length < 2)
    return [
      [
        { raw: 0, shown: 0 },
        { raw: 100, shown: 100 },
      ],
    ];
  return knots.slice(1).map((b, i) => [knots[i]!, b]);
}

/** Reads the map either way: the segment that holds x (the first or the last beyond the knots). */
const along = (x: number, from: 'raw' | 'shown', to: 'raw' | 'shown', s: VerdictScale) => {
  const segments = segmentsOf(s.knots);
  const [a, b] = segments.find(([, b]) => x <= b[from]) ?? segments.at(-1)!;
  return a[to] + ((x - a[from]) / (b[from] - a[from])) * (b[to] - a[to]);
};

/** The shown UGH Score (0–100, unrounded) for a raw one. */
export const onVerdictScale = (raw: number, s: VerdictScale): number =>
  Math.min(100, Math.max(0, along(raw, 'raw', 'shown', s)));

/** The raw UGH Score that shows as `shown` (the inverse of onVerdictScale inside 0–100). */
export const fromVerdictScale = (shown: number, s: VerdictScale): number =>
  along(Math.min(100, Math.max(0, shown)), 'shown', 'raw', s);

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
