import { describe, expect, it } from 'vitest';
import modelJson from '../../../functions/engine/data/score-model.json' with { type: 'json' };
import type { Facts } from '../../../functions/engine/facts';
import {
  QUANTILE_STEPS,
  SCORE_MODEL,
  explainTerm,
  populationPercentile,
  scoreModelSchema,
  termShare,
  type FittedTermSpec,
} from '../../../functions/engine/score-model';

/** Quantiles 0, 10, 20, …, 200 at percentiles 0, 5, 10, …, 100: value v sits at percentile v / 2. */
const EVEN = QUANTILE_STEPS.map((p) => p * 2);

const spec = (over: Partial<FittedTermSpec> = {}): FittedTermSpec => ({
  id: 'busy',
  subScore: 'visualHierarchy',
  fact: 'pictureShare',
  worseWhen: 'above',
  from: 0,
  quantiles: EVEN,
  weight: 2,
  ughPoints: 4,
  explain: 'busier than {share} of top sites',
  ...over,
});

const facts = (value: number): Facts => ({ pictureShare: { value } });

describe('QUANTILE_STEPS', () => {
  it('is 0, 5, …, 100', () => {
    expect(QUANTILE_STEPS).toHaveLength(21);
    expect(QUANTILE_STEPS[0]).toBe(0);
    expect(QUANTILE_STEPS[1]).toBe(5);
    expect(QUANTILE_STEPS[20]).toBe(100);
  });
});

describe('populationPercentile', () => {
  it('is exact at every stored quantile', () => {
    QUANTILE_STEPS.forEach((p, i) => expect(populationPercentile(EVEN, EVEN[i]!)).toBe(p));
  });

  it('is linear between stored quantiles', () => {
    expect(populationPercentile(EVEN, 15)).toBeCloseTo(7.5, 12);
    expect(populationPercentile(EVEN, 101)).toBeCloseTo(50.5, 12);
    // Uneven spacing: 0 → 0 %, 1 → 5 %, 11 → 10 %: 6 is half-way to 10 %.
    const uneven = [0, 1, 11, ...QUANTILE_STEPS.slice(3).map((p) => p * 10)];
    expect(populationPercentile(uneven, 6)).toBeCloseTo(7.5, 12);
    expect(populationPercentile(uneven, 0.25)).toBeCloseTo(1.25, 12);
  });

  it('clamps below the minimum to 0 and above the maximum to 100', () => {
    expect(populationPercentile(EVEN, -1)).toBe(0);
    expect(populationPercentile(EVEN, -1e9)).toBe(0);
    expect(populationPercentile(EVEN, 200.001)).toBe(100);
    expect(populationPercentile(EVEN, 1e9)).toBe(100);
  });

  it('gives a run of equal quantiles the middle of its percentile range', () => {
    // Many pages with no picture at all: 0 at 0 %, 5 %, 10 %, 15 %, 20 % → 10 %.
    const zeros = [0, 0, 0, 0, 0, ...QUANTILE_STEPS.slice(5).map((p) => p / 100)];
    expect(populationPercentile(zeros, 0)).toBe(10);
    // A run in the middle: 3 at 15 %, 20 %, 25 %, 30 % → 22.5 %.
    const middle = [0, 1, 2, 3, 3, 3, 3, ...QUANTILE_STEPS.slice(7).map((p) => p / 25 + 3)];
    expect(populationPercentile(middle, 3)).toBe(22.5);
    // Just past the run, interpolation starts from its top (30 %): 3 + 0.5 × (4.4 − 3) → 32.5 %.
    expect(populationPercentile(middle, 3 + 0.7)).toBeCloseTo(32.5, 12);
    // A run at the top: the maximum shared by 90 %, 95 %, 100 % → 95 %.
    const top = [...QUANTILE_STEPS.slice(0, 18), 90, 90, 90];
    expect(populationPercentile(top, 90)).toBe(95);
    // Every page the same: 50 %.
    expect(populationPercentile(new Array<number>(21).fill(7), 7)).toBe(50);
  });

  it('never decreases over a sweep, with and without runs of equal quantiles', () => {
    const withRuns = [0, 0, 0, 0, 0, 1, 2, 3, 3, 3, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9, 9];
    const populations = [EVEN, withRuns, ...SCORE_MODEL.terms.map((t) => t.quantiles)];
    for (const q of populations) {
      const lo = q[0]! - 1,
        hi = q[20]! + 1;
      // The quantiles themselves and 2,000 points between them.
      const values = [...q, ...Array.from({ length: 2001 }, (_, i) => lo + ((hi - lo) * i) / 2000)].sort(
        (a, b) => a - b,
      );
      const percentiles = values.map((v) => populationPercentile(q, v));
      const drops = values.filter((_, i) => i > 0 && percentiles[i]! < percentiles[i - 1]!);
      expect(drops, JSON.stringify(q)).toEqual([]);
      expect(percentiles.every((p) => p >= 0 && p <= 100)).toBe(true);
      expect(populationPercentile(q, lo)).toBe(0);
      expect(populationPercentile(q, hi)).toBe(100);
    }
  });
});

describe('termShare', () => {
  it('is the percentile as a share when higher is worse', () => {
    expect(termShare(spec({ worseWhen: 'above' }), facts(150))).toBeCloseTo(0.75, 12);
    expect(termShare(spec({ worseWhen: 'above' }), facts(0))).toBe(0);
    expect(termShare(spec({ worseWhen: 'above' }), facts(500))).toBe(1);
  });

  it('is the complement when lower is worse', () => {
    expect(termShare(spec({ worseWhen: 'below' }), facts(150))).toBeCloseTo(0.25, 12);
    expect(termShare(spec({ worseWhen: 'below' }), facts(-5))).toBe(1);
    expect(termShare(spec({ worseWhen: 'below' }), facts(500))).toBe(0);
  });

  it('counts from `from`, reaching the full share at the far end', () => {
    expect(termShare(spec({ from: 0.5 }), facts(150))).toBeCloseTo(0.5, 12);
    expect(termShare(spec({ from: 0.5 }), facts(80))).toBe(0);
    expect(termShare(spec({ from: 0.5 }), facts(200))).toBe(1);
    expect(termShare(spec({ from: 0.5, worseWhen: 'below' }), facts(150))).toBe(0);
    expect(termShare(spec({ from: 0.5, worseWhen: 'below' }), facts(20))).toBeCloseTo(0.8, 12);
  });

  it('is 0 when the fact was not measured', () => {
    expect(termShare(spec(), {})).toBe(0);
    expect(termShare(spec({ worseWhen: 'below' }), { lightness: { value: 50 } })).toBe(0);
  });
});

describe('explainTerm', () => {
  it('puts the share of the population the page is worse than into the sentence', () => {
    expect(explainTerm(spec(), facts(170))).toBe('busier than 85 % of top sites');
    expect(explainTerm(spec({ worseWhen: 'below' }), facts(30))).toBe('busier than 85 % of top sites');
    // Rounded to whole per cent: 153 → 76.5 %.
    expect(explainTerm(spec(), facts(153))).toBe('busier than 77 % of top sites');
  });

  it('says nothing when the term reads 0 or the fact was not measured', () => {
    expect(explainTerm(spec(), facts(0))).toBeUndefined();
    expect(explainTerm(spec({ from: 0.5 }), facts(60))).toBeUndefined();
    expect(explainTerm(spec(), {})).toBeUndefined();
  });
});

describe('SCORE_MODEL (data/score-model.json)', () => {
  it('parses under its schema', () => {
    expect(() => scoreModelSchema.parse(modelJson)).not.toThrow();
    expect(SCORE_MODEL.terms.length).toBeGreaterThan(0);
  });

  it('starts every sub-score within 0–10', () => {
    expect(SCORE_MODEL.base).toBeGreaterThanOrEqual(0);
    expect(SCORE_MODEL.base).toBeLessThanOrEqual(10);
  });

  it('has non-negative weights, 21 non-decreasing quantiles and a {share} in every term', () => {
    for (const t of SCORE_MODEL.terms) {
      expect(t.weight, t.id).toBeGreaterThanOrEqual(0);
      expect(t.ughPoints, t.id).toBeGreaterThanOrEqual(0);
      expect(t.quantiles, t.id).toHaveLength(QUANTILE_STEPS.length);
      t.quantiles.forEach((q, i) => {
        if (i > 0) expect(q, `${t.id} quantile ${i}`).toBeGreaterThanOrEqual(t.quantiles[i - 1]!);
      });
      expect(t.explain, t.id).toContain('{share}');
    }
    for (const [id, w] of Object.entries(SCORE_MODEL.defectWeights ?? {}))
      expect(w, id).toBeGreaterThanOrEqual(0);
  });

  it('has unique term ids', () => {
    const ids = SCORE_MODEL.terms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('rejects a negative weight, a base over 10, an unknown fact and a sentence without {share}', () => {
    const model = structuredClone(modelJson) as { base: number; terms: Record<string, unknown>[] };
    const broken = (edit: (m: typeof model) => void) => {
      const m = structuredClone(model);
      edit(m);
      return scoreModelSchema.safeParse(m).success;
    };
    expect(broken(() => {})).toBe(true);
    expect(broken((m) => (m.terms[0]!.weight = -0.1))).toBe(false);
    expect(broken((m) => (m.base = 10.5))).toBe(false);
    expect(broken((m) => (m.terms[0]!.fact = 'noSuchFact'))).toBe(false);
    expect(broken((m) => (m.terms[0]!.explain = 'busier than most'))).toBe(false);
    expect(broken((m) => (m.terms[0]!.quantiles = [0, 1]))).toBe(false);
  });
});
