/**
 * Fitting the scoring model's weights to people's judgements, and judging it honestly.
 *
 * The model (functions/engine/score-model.ts): every sub-score starts at `base`; hand-set defect terms
 * (calibration.ts) and fitted terms take points off. A fitted term reads one fact as the share of a
 * reference population the page is worse than (0–1). Because the UGH Score is 100 − 10 × the weighted
 * mean of the sub-scores, each term's cost in UGH points is linear in its weight, so fitting is a
 * least-squares problem: find the base and one non-negative weight per fitted term that bring the
 * UGH Score closest to what people said, given what the hand-set terms already take. People's
 * verdict is each page's Bradley–Terry appeal (1–10, fitted from the 5,094 votes), put on the UGH
 * scale by the rubric's anchors: the most liked top site should read about 5 ("Improbably
 * Acceptable"), the least liked about 55 ("Low Grade Pain"). Non-negative weights keep every
 * sub-score monotone; a ridge penalty shrinks weights the data cannot support.
 */
import { CRITERIA, type CriterionKey } from '../../functions/domain/criteria';
import { ughScore } from '../../functions/domain/scoring';
import type { FactKey } from '../../functions/domain/violation-catalogue';
import { DEFECT_TERMS, subScores } from '../../functions/engine/scoring-terms';
import {
  QUANTILE_STEPS,
  termShare,
  type FittedTermSpec,
  type ScoreModel,
} from '../../functions/engine/score-model';
import type { MeasuredPage } from './measure-pages';
import { foldsOf } from './stats';

/** A fitted term before fitting: what it reads, which way is worse, where it counts, how it reads. */
export type TermDesign = Pick<FittedTermSpec, 'id' | 'subScore' | 'fact' | 'worseWhen' | 'explain'> & {
  from?: number;
};

/**
 * The fitted terms. Few and strong (each chosen because the design literature names it and it
 * carries information about people's judgements on its own; docs/engine.md, "The fitted terms"):
 */
export const TERM_DESIGN: TermDesign[] = [
  {
    // A strong picture is a focal point and what people like most in a first impression.
    id: 'no focal picture',
    subScore: 'visualHierarchy',
    fact: 'pictureShare',
    worseWhen: 'below',
    explain: 'less of the first screen is a picture than on {share} of top sites',
  },
  {
    // Crowded contours outside the pictures: clutter (Miniukovich & De Angeli 2014/2015).
    id: 'crowded layout',
    subScore: 'layoutSpacing',
    fact: 'congestionOutsidePictures',
    worseWhen: 'above',
    explain: 'more crowded outside its pictures than {share} of top sites',
  },
  {
    // Small body text reads as dated and dense (16 px is the web norm).
    id: 'small body text',
    subScore: 'typography',
    fact: 'bodyTextPx',
    worseWhen: 'below',
    explain: 'body text smaller than on {share} of top sites',
  },
  {
    // A page that is mostly bare white paper: no colour field, no picture, nothing to anchor it.
    id: 'bare white page',
    subScore: 'colorUsage',
    fact: 'lightness',
    worseWhen: 'above',
    explain: 'paler (more bare white) than {share} of top sites',
  },
];

/** People's appeal (1–10) on the UGH scale: 10 → 5, 1 → 55. */
export const appealToUgh = (appeal: number) => 55 - ((appeal - 1) * 50) / 9;

export interface LabelledPage extends MeasuredPage {
  appeal: number;
}

/** Value of `fact` at each of QUANTILE_STEPS among these pages (linear between order statistics). */
export function quantilesOf(values: number[]): number[] {
  const s = [...values].sort((a, b) => a - b);
  return QUANTILE_STEPS.map((p) => {
    const pos = (p / 100) * (s.length - 1);
    const lo = Math.floor(pos),
      hi = Math.ceil(pos);
    return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
  });
}

const CRITERION_WEIGHT = Object.fromEntries(CRITERIA.map((c) => [c.key, c.weightPercent / 100])) as Record<
  CriterionKey,
  number
>;

export interface FitOptions {
  /** Ridge penalty on the fitted terms' weights (in UGH points). */
  lambda?: number;
  /**
   * Pull of the designer's weights on the defect terms: a defect weight moves away from its prior
   * only as far as the pages' evidence outweighs this (Σ over pages of the term's squared UGH points).
   */
  priorStrength?: number;
  design?: TermDesign[];
  /** Default `from` of the fitted terms (see score-model.ts). */
  from?: number;
  population?: string;
}

export const DEFAULT_LAMBDA = 3;
export const DEFAULT_PRIOR_STRENGTH = 10;

/** For each page, the UGH points per unit weight of every defect term (its read × 10 × criterion weight). */
const defectColumns = (pages: MeasuredPage[]): number[][] =>
  pages.map((p) =>
    DEFECT_TERMS.map((t) => t.read(p.percentiles, p.facts) * 10 * CRITERION_WEIGHT[t.subScore]),
  );

export function fitScoreModel(train: LabelledPage[], options: FitOptions = {}): ScoreModel {
  const design = options.design ?? TERM_DESIGN;
  const lambda = options.lambda ?? DEFAULT_LAMBDA;
  const strength = options.priorStrength ?? DEFAULT_PRIOR_STRENGTH;
  const pages = train.filter((p) => !p.rejected);
  const specs: FittedTermSpec[] = design.map((d) => {
    const values = pages.map((p) => p.facts[d.fact]?.value).filter((x): x is number => x !== undefined);
    if (values.length < 10) throw new Error(`too few pages measure ${d.fact} to fit "${d.id}"`);
    return {
      ...d,
      from: d.from ?? options.from ?? 0,
      quantiles: quantilesOf(values),
      weight: 0,
      ughPoints: 0,
    };
  });
  const defects = defectColumns(pages);
  const X = pages.map((p, i) => [...specs.map((s) => termShare(s, p.facts)), ...defects[i]!]);
  const target = pages.map((p) => appealToUgh(p.appeal));
  // Extremes keep their designer's weight (an infinite pull to the prior): see scoring-terms.ts.
  const penalty = [...specs.map(() => lambda), ...DEFECT_TERMS.map((t) => (t.extreme ? Infinity : strength))];
  const prior = [...specs.map(() => 0), ...DEFECT_TERMS.map((t) => t.weight)];
  const first = nonNegativeRidge(X, target, penalty, prior);
  const intercept = first.intercept;
  let coefficients = first.coefficients;
  // UGH = 100 − 10 × base + Σ points: the intercept fixes the base (at most 10).
  let base = (100 - intercept) / 10;
  if (base > 10) {
    base = 10;
    coefficients = nonNegativeRidge(X, target, penalty, prior, 0).coefficients;
  }
  const fitted = coefficients.slice(0, specs.length);
  const learned = coefficients.slice(specs.length);
  return {
    description:
      'Fitted terms of the UGH Score (functions/engine/score-model.ts), learned from people’s judgements by npm run fit:score',
    population: options.population ?? `${pages.length} pages`,
    base: round(Math.max(0, base), 3),
    terms: specs.map((s, j) => ({
      ...s,
      quantiles: s.quantiles.map((q) => round(q, 6)),
      ughPoints: round(fitted[j]!, 3),
      weight: round(fitted[j]! / (10 * CRITERION_WEIGHT[s.subScore]), 3),
    })),
    defectWeights: Object.fromEntries(
      DEFECT_TERMS.flatMap((t, j) => (t.extreme ? [] : [[t.id, round(learned[j]!, 3)]])),
    ),
  };
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * min Σ (y − c0 − X·c)² + Σ_j penalty_j (c_j − prior_j)² subject to c ≥ 0, by cyclic coordinate
 * descent (exact for each coordinate, projected onto c ≥ 0). `fixedIntercept` holds c0 instead of
 * fitting it; `signed` drops the c ≥ 0 constraint (the ridge baseline).
 */
export function nonNegativeRidge(
  X: number[][],
  y: number[],
  penalty: number[],
  prior: number[],
  fixedIntercept?: number,
  { signed = false } = {},
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
      // An infinite penalty holds the coefficient at its prior.
      if (penalty[j] === Infinity) continue;
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
      const next = denominator > 0 ? (signed ? unconstrained : Math.max(0, unconstrained)) : c[j]!;
      const delta = next - c[j]!;
      if (delta !== 0) for (let i = 0; i < n; i++) residual[i]! -= X[i]![j]! * delta;
      c[j] = next;
      change = Math.max(change, Math.abs(delta));
    }
    if (change < 1e-9) break;
  }
  return { intercept: c0, coefficients: c };
}

/** The product's own numbers for a page under a model: sub-scores and UGH Score. */
export function scorePage(page: MeasuredPage, model: ScoreModel) {
  const sub = subScores(page.percentiles, page.facts, model);
  return { sub, ugh: ughScore(sub) };
}

export interface CrossValidated {
  /** Out-of-fold UGH Score and sub-scores per page (in input order); undefined for rejected pages. */
  ugh: (number | undefined)[];
  sub: (Record<CriterionKey, number> | undefined)[];
}

/** k-fold cross-validation over pages: each page is scored by a model fitted without it. */
export function crossValidate(
  pages: LabelledPage[],
  { folds = 5, seed = 15, ...options }: FitOptions & { folds?: number; seed?: number } = {},
): CrossValidated {
  const fold = foldsOf(pages.length, folds, seed);
  const ugh: (number | undefined)[] = new Array(pages.length).fill(undefined);
  const sub: CrossValidated['sub'] = new Array(pages.length).fill(undefined);
  for (let f = 0; f < folds; f++) {
    const model = fitScoreModel(
      pages.filter((_, i) => fold[i] !== f),
      options,
    );
    pages.forEach((p, i) => {
      if (fold[i] !== f || p.rejected) return;
      const s = scorePage(p, model);
      ugh[i] = s.ugh;
      sub[i] = s.sub;
    });
  }
  return { ugh, sub };
}

/** Ridge regression of appeal on standardised raw measurements (the floor to beat), out of fold. */
export function ridgeBaseline(
  pages: LabelledPage[],
  features: FactKey[],
  { folds = 5, seed = 15, lambda = 10 } = {},
): number[] {
  const fold = foldsOf(pages.length, folds, seed);
  const raw = (p: MeasuredPage) => features.map((k) => p.facts[k]?.value ?? Number.NaN);
  const out = new Array<number>(pages.length).fill(0);
  for (let f = 0; f < folds; f++) {
    const train = pages.filter((p, i) => fold[i] !== f && !p.rejected);
    const cols = features.map((_, j) => train.map((p) => raw(p)[j]!).filter(Number.isFinite));
    const mean = cols.map((c) => c.reduce((a, b) => a + b, 0) / Math.max(1, c.length));
    const sd = cols.map(
      (c, j) => Math.sqrt(c.reduce((a, b) => a + (b - mean[j]!) ** 2, 0) / Math.max(1, c.length)) || 1,
    );
    // Missing values read as the training mean (0 after standardising).
    const z = (p: MeasuredPage) => raw(p).map((x, j) => (Number.isFinite(x) ? (x - mean[j]!) / sd[j]! : 0));
    const X = train.map(z);
    const fit = nonNegativeRidge(
      X,
      train.map((p) => p.appeal),
      features.map(() => lambda),
      features.map(() => 0),
      undefined,
      { signed: true },
    );
    pages.forEach((p, i) => {
      if (fold[i] !== f) return;
      // Higher appeal predicted → lower (better) score, as UGH reads.
      out[i] = -(fit.intercept + z(p).reduce((a, x, j) => a + x * fit.coefficients[j]!, 0));
    });
  }
  return out;
}
