/**
 * Fitting the scoring model's weights to people's judgements, and judging it honestly.
 *
 * The model (functions/engine/scoring-terms.ts, score-model.ts): every sub-score starts at `base`;
 * each term takes `weight × read` points from the sub-scores it harms. The fit keeps the designer's
 * split of a term across sub-scores and learns one non-negative scale per term, so in UGH points
 * the score is linear in the scales: UGH = 100 − 10·base + Σ_t scale_t · P_t · read_t, where P_t is the
 * term's prior in UGH points. Two kinds of evidence, from different sources, enter one least-squares
 * problem:
 * - rated pages (the Calista top sites): each page's Bradley–Terry appeal (1–10) put on the UGH scale
 *   by the rubric's anchors (appeal 10 → 5, appeal 1 → RATED_BOTTOM);
 * - band-labelled pages (archetypes, twins and the tuning half of the blind set): a designer's verdict
 *   band; a page inside its band costs nothing, a page outside is pulled to the band's nearer edge
 *   (a squared hinge, solved by re-targeting until it settles).
 * A ridge pull toward the designer's prior (κ, in UGH points) keeps a weight where the data are
 * silent; a term no page exercises keeps its prior exactly.
 */
import { CRITERIA, type CriterionKey } from '../../functions/domain/criteria';
import { boundBySeverity, ughScore } from '../../functions/domain/scoring';
import { findViolations } from '../../functions/engine/rules';
import {
  fromVerdictScale,
  IDENTITY_SCALE,
  VERDICT_SLOPES,
  SCORE_MODEL,
  type ScoreModel,
  type VerdictScale,
} from '../../functions/engine/score-model';
import { subScores, TERM_IDS, TERM_READS } from '../../functions/engine/scoring-terms';
import type { MeasuredPage } from './measure-pages';
import type { MeasuredBandedPage } from './rendered-sets';
import { foldsOf } from './stats';

/** UGH Score the rubric gives the least liked rated page (appeal 1); the most liked (10) gets 5. */
export const RATED_BOTTOM = 65;
/** People's appeal (1–10) on the UGH scale. */
export const appealToUgh = (appeal: number) => RATED_BOTTOM - ((appeal - 1) * (RATED_BOTTOM - 5)) / 9;

export interface LabelledPage extends MeasuredPage {
  appeal: number;
}

export const CRITERION_WEIGHT = Object.fromEntries(
  CRITERIA.map((c) => [c.key, c.weightPercent / 100]),
) as Record<CriterionKey, number>;

/** A term's prior cost in UGH points at full strength. */
export const priorUghPoints = (model: ScoreModel, id: (typeof TERM_IDS)[number]) =>
  Object.entries(model.terms[id].prior).reduce(
    (a, [k, w]) => a + (w ?? 0) * 10 * CRITERION_WEIGHT[k as CriterionKey],
    0,
  );

export interface FitOptions {
  /** Pull toward the designer's prior, in UGH points squared per page-equivalent. */
  priorStrength?: number;
  /** Weight of one band-labelled page against one rated page. */
  bandWeight?: number;
  /** How far inside its band a labelled page is pulled (UGH points). */
  margin?: number;
  /** The table whose priors start the fit (default: the shipped one). */
  model?: ScoreModel;
  /** Fit the verdict scale to the bands too (default true; without bands it stays the identity). */
  fitScale?: boolean;
}

export const DEFAULT_PRIOR_STRENGTH = 10;
/** The most one term may take from one sub-score. */
export const MAX_TERM_POINTS = 10;
export const DEFAULT_BAND_WEIGHT = 0.25;
export const DEFAULT_MARGIN = 3;

const readsOf = (p: MeasuredPage) => TERM_IDS.map((id) => TERM_READS[id](p.percentiles, p.facts));

/** Fits the term scales and the base on rated and band-labelled pages (either may be empty). */
export function fitScoreModel(
  rated: LabelledPage[],
  banded: MeasuredBandedPage[],
  options: FitOptions = {},
): ScoreModel {
  const model = options.model ?? SCORE_MODEL;
  const strength = options.priorStrength ?? DEFAULT_PRIOR_STRENGTH;
  const bandWeight = options.bandWeight ?? DEFAULT_BAND_WEIGHT;
  const margin = options.margin ?? DEFAULT_MARGIN;
  const fitScale = (options.fitScale ?? true) && banded.some((p) => !p.rejected);
  const rows = [
    ...rated.filter((p) => !p.rejected).map((p) => ({ x: readsOf(p), target: appealToUgh(p.appeal), w: 1 })),
    ...banded
      .filter((p) => !p.rejected)
      .map((p) => ({ x: readsOf(p), band: p.page.expected, w: bandWeight })),
  ];
  const prior = TERM_IDS.map((id) => priorUghPoints(model, id));
  // No term may take more than a whole sub-score (10 points) from any sub-score it harms.
  const ceiling = TERM_IDS.map((id, j) => {
    const largest = Math.max(...Object.values(model.terms[id].prior).map((w) => w ?? 0));
    return largest > 0 ? (prior[j]! * MAX_TERM_POINTS) / largest : 0;
  });
  let coefficients = [...prior];
  let intercept = 0;
  // The verdict scale and the weights are fitted in turn: the weights against the bands as the
  // current scale reads them (a band's edges mapped back to raw scores), then the scale against the
  // bands on the raw scores those weights give.
  let scale: VerdictScale = IDENTITY_SCALE;
  for (let outer = 0; outer < (fitScale ? 3 : 1); outer++) {
    for (let round = 0; round < 40; round++) {
      const X: number[][] = [];
      const y: number[] = [];
      for (const r of rows) {
        const predicted = intercept + r.x.reduce((a, x, j) => a + x * coefficients[j]!, 0);
        let target = 'target' in r ? r.target! : predicted;
        if ('band' in r && r.band) {
          const lo = fromVerdictScale(r.band.min + (r.band.min > 0 ? margin : 0), scale);
          const hi = fromVerdictScale(r.band.max - (r.band.max < 100 ? margin : 0), scale);
          target = Math.min(hi, Math.max(lo, predicted));
        }
        const s = Math.sqrt(r.w);
        X.push([s, ...r.x.map((x) => x * s)]);
        y.push(target * s);
      }
      const fit = nonNegativeRidge(X, y, [0, ...prior.map(() => strength)], [intercept, ...prior], 0, {
        upper: [Infinity, ...ceiling],
      });
      const next = fit.coefficients.slice(1);
      const moved = Math.max(
        Math.abs(fit.coefficients[0]! - intercept),
        ...next.map((c, j) => Math.abs(c - coefficients[j]!)),
      );
      intercept = fit.coefficients[0]!;
      coefficients = next;
      if (moved < 1e-4) break;
    }
    if (fitScale) {
      const raw = rows.flatMap((r) =>
        'band' in r && r.band
          ? [{ raw: intercept + r.x.reduce((a, x, j) => a + x * coefficients[j]!, 0), band: r.band }]
          : [],
      );
      scale = fitVerdictScale(raw, margin);
    }
  }
  // UGH = 100 − 10 × base + Σ points: the intercept fixes the base (0–10).
  const base = Math.min(10, Math.max(0, (100 - intercept) / 10));
  const terms = Object.fromEntries(
    TERM_IDS.map((id, j) => {
      const scale = prior[j]! > 0 ? coefficients[j]! / prior[j]! : 0;
      const weight = Object.fromEntries(
        Object.entries(model.terms[id].prior).map(([k, w]) => [k, round((w ?? 0) * scale, 3)]),
      );
      return [id, { prior: model.terms[id].prior, weight }];
    }),
  ) as ScoreModel['terms'];
  return { description: model.description, base: round(base, 3), scale, terms };
}

/**
 * Where the verdict scale may bend, on the raw score: near the edges between the bands as the terms
 * place the blind set's pages (its clean pages' median raw score is about 27, the 21–40 pages' 34, the
 * 41–60 pages' 47, the 61–80 pages' 60).
 */
export const VERDICT_KNOT_RAWS = [15, 25, 35, 45, 55, 70] as const;

/**
 * The verdict scale that misses the fewest band-labelled pages: each page outside its band costs 1,
 * plus a tenth of how far it sits outside its band's inner edges (the band less the margin), so that
 * among scales missing as many pages the one that misses by least wins. The shown value at each knot
 * is searched on whole points; the loss is a sum over segments, each page's cost depending only on
 * the knots either side of it, so dynamic programming over the chain of knots finds the best scale
 * on that grid exactly. Ties keep the scale nearer the identity.
 */
export function fitVerdictScale(
  pages: { raw: number; band: { min: number; max: number } }[],
  margin = DEFAULT_MARGIN,
  knotRaws: readonly number[] = VERDICT_KNOT_RAWS,
): VerdictScale {
  if (pages.length === 0) return IDENTITY_SCALE;
  const cost = (shown: number, band: { min: number; max: number }) => {
    const lo = band.min + (band.min > 0 ? margin : 0);
    const hi = band.max - (band.max < 100 ? margin : 0);
    const rounded = Math.round(shown);
    const missed = rounded < band.min || rounded > band.max ? 1 : 0;
    // A bad page called merely weak is the miss designers forgive least.
    const badCalledWeak = band.min >= 61 && rounded < 61 ? 1 : 0;
    return missed + badCalledWeak + Math.max(0, lo - shown, shown - hi) / 10;
  };
  const xs = knotRaws;
  const last = xs.length - 2;
  const slopeOk = (i: number, a: number, b: number) => {
    const slope = (b - a) / (xs[i + 1]! - xs[i]!);
    return slope >= VERDICT_SLOPES.min && slope <= VERDICT_SLOPES.max;
  };
  // The pages each segment places: the first and the last also those beyond them, where the map
  // runs on at their slopes.
  const bySegment = xs
    .slice(1)
    .map((_, i) =>
      pages
        .map(({ raw, band }) => ({ x: raw, band }))
        .filter(({ x }) => (i === 0 || x > xs[i]!) && (i === last || x <= xs[i + 1]!)),
    );
  const segmentLoss = (i: number, a: number, b: number) =>
    bySegment[i]!.reduce((sum, { x, band }) => {
      const shown = a + ((x - xs[i]!) / (xs[i + 1]! - xs[i]!)) * (b - a);
      return sum + cost(Math.min(100, Math.max(0, shown)), band);
    }, 0);
  const nearIdentity = (i: number, y: number) => Math.abs(y - xs[i]!) * 1e-6;
  // A knot may sit past 0 or 100: the map then reaches the end of the scale before that knot.
  const SHOWN = Array.from({ length: 191 }, (_, k) => k - 30);
  // best: for each shown value at the current knot, the least loss of the segments before it and
  // the shown values that led there.
  let best = new Map(SHOWN.map((y) => [y, { loss: nearIdentity(0, y), path: [y] }]));
  for (let i = 0; i <= last; i++) {
    const next = new Map<number, { loss: number; path: number[] }>();
    for (const b of SHOWN)
      for (const [a, sofar] of best) {
        if (!slopeOk(i, a, b)) continue;
        const loss = sofar.loss + segmentLoss(i, a, b) + nearIdentity(i + 1, b);
        if (loss < (next.get(b)?.loss ?? Infinity)) next.set(b, { loss, path: [...sofar.path, b] });
      }
    best = next;
  }
  const path = [...best.values()].reduce((x, y) => (y.loss < x.loss ? y : x)).path;
  const knots = knotRaws.map((raw, i) => ({ raw, shown: path[i]! }));
  return knots.every((k) => k.shown === k.raw) ? IDENTITY_SCALE : { knots };
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * min Σ (y − c0 − X·c)² + Σ_j penalty_j (c_j − prior_j)² subject to c ≥ 0, by cyclic coordinate
 * descent (exact for each coordinate, projected onto c ≥ 0 and c ≤ `upper`). `fixedIntercept` holds c0
 * instead of fitting it; `signed` drops the c ≥ 0 constraint (the ridge baseline).
 */
export function nonNegativeRidge(
  X: number[][],
  y: number[],
  penalty: number[],
  prior: number[],
  fixedIntercept?: number,
  { signed = false, upper }: { signed?: boolean; upper?: number[] } = {},
): { intercept: number; coefficients: number[] } {
  const n = X.length,
    k = X[0]?.length ?? 0;
  const c = [...prior];
  let c0 = fixedIntercept ?? 0;
  const residual = y.map((v, i) => v - c0 - X[i]!.reduce((a, x, j) => a + x * c[j]!, 0));
  for (let sweep = 0; sweep < 2000; sweep++) {
    let change = 0;
    if (fixedIntercept === undefined) {
      const shift = residual.reduce((a, b) => a + b, 0) / n;
      c0 += shift;
      for (let i = 0; i < n; i++) residual[i]! -= shift;
      change = Math.max(change, Math.abs(shift));
    }
    for (let j = 0; j < k; j++) {
      let xr = 0,
        xx = 0;
      for (let i = 0; i < n; i++) {
        const x = X[i]![j]!;
        xr += x * (residual[i]! + x * c[j]!);
        xx += x * x;
      }
      // A term no page exercises (and no penalty) keeps its prior: nothing speaks against it.
      const denominator = xx + penalty[j]!;
      const unconstrained = (xr + penalty[j]! * prior[j]!) / denominator;
      const bounded = denominator > 0 ? (signed ? unconstrained : Math.max(0, unconstrained)) : c[j]!;
      const next = upper ? Math.min(upper[j]!, bounded) : bounded;
      const delta = next - c[j]!;
      if (delta !== 0) for (let i = 0; i < n; i++) residual[i]! -= X[i]![j]! * delta;
      c[j] = next;
      change = Math.max(change, Math.abs(delta));
    }
    if (change < 1e-9) break;
  }
  return { intercept: c0, coefficients: c };
}

/**
 * The product's own numbers for a page under a model: sub-scores and UGH Score, bounded by the
 * findings' severity as every roast is (domain/scoring.ts).
 */
export function scorePage(page: MeasuredPage, model: ScoreModel) {
  const sub = boundBySeverity(
    subScores(page.percentiles, page.facts, model),
    findViolations(page.facts).map((f) => f.violation),
  );
  return { sub, ugh: ughScore(sub) };
}

export interface CrossValidated {
  /** Out-of-fold UGH Score and sub-scores per rated page (in input order); undefined for rejected pages. */
  ugh: (number | undefined)[];
  sub: (Record<CriterionKey, number> | undefined)[];
}

/**
 * k-fold cross-validation over the rated pages: each is scored by a model fitted without it (the
 * band-labelled pages are in every fold's training set: they are another source).
 */
export function crossValidate(
  rated: LabelledPage[],
  banded: MeasuredBandedPage[],
  { folds = 5, seed = 15, ...options }: FitOptions & { folds?: number; seed?: number } = {},
): CrossValidated {
  const fold = foldsOf(rated.length, folds, seed);
  const ugh: (number | undefined)[] = new Array(rated.length).fill(undefined);
  const sub: CrossValidated['sub'] = new Array(rated.length).fill(undefined);
  for (let f = 0; f < folds; f++) {
    const model = fitScoreModel(
      rated.filter((_, i) => fold[i] !== f),
      banded,
      options,
    );
    rated.forEach((p, i) => {
      if (fold[i] !== f || p.rejected) return;
      const s = scorePage(p, model);
      ugh[i] = s.ugh;
      sub[i] = s.sub;
    });
  }
  return { ugh, sub };
}

/** Standardised ridge regression (the naive floor): fitted on `train` (x → y), applied to any page. */
export function ridgeModel<T extends MeasuredPage>(
  train: T[],
  target: (p: T) => number,
  features: readonly string[],
  lambda = 10,
): (p: MeasuredPage) => number {
  const raw = (p: MeasuredPage) =>
    features.map((k) => (p.facts as Record<string, { value: number } | undefined>)[k]?.value ?? Number.NaN);
  const usable = train.filter((p) => !p.rejected);
  const cols = features.map((_, j) => usable.map((p) => raw(p)[j]!).filter(Number.isFinite));
  const mean = cols.map((c) => c.reduce((a, b) => a + b, 0) / Math.max(1, c.length));
  const sd = cols.map(
    (c, j) => Math.sqrt(c.reduce((a, b) => a + (b - mean[j]!) ** 2, 0) / Math.max(1, c.length)) || 1,
  );
  // Missing values read as the training mean (0 after standardising).
  const z = (p: MeasuredPage) => raw(p).map((x, j) => (Number.isFinite(x) ? (x - mean[j]!) / sd[j]! : 0));
  const fit = nonNegativeRidge(
    usable.map(z),
    usable.map(target),
    features.map(() => lambda),
    features.map(() => 0),
    undefined,
    { signed: true },
  );
  return (p) => fit.intercept + z(p).reduce((a, x, j) => a + x * fit.coefficients[j]!, 0);
}

/** The ridge floor on the rated pages, out of fold, read as UGH does (higher is worse). */
export function ridgeBaseline(
  pages: LabelledPage[],
  features: readonly string[],
  { folds = 5, seed = 15, lambda = 10 } = {},
): number[] {
  const fold = foldsOf(pages.length, folds, seed);
  const out = new Array<number>(pages.length).fill(0);
  for (let f = 0; f < folds; f++) {
    const predict = ridgeModel(
      pages.filter((_, i) => fold[i] !== f),
      (p) => p.appeal,
      features,
      lambda,
    );
    pages.forEach((p, i) => {
      if (fold[i] === f) out[i] = -predict(p);
    });
  }
  return out;
}
