import { describe, expect, it } from 'vitest';
import { splitHalves } from '../../../bin/human-agreement/blind-set';
import {
  appealToUgh,
  fitScoreModel,
  fitVerdictScale,
  nonNegativeRidge,
  RATED_BOTTOM,
  scorePage,
} from '../../../bin/human-agreement/fit';
import type { MeasuredBandedPage } from '../../../bin/human-agreement/rendered-sets';
import { MEDIAN_PERCENTILES } from '../engine/median-percentiles';
import type { Facts } from '../../../functions/engine/facts';
import { IDENTITY_SCALE, onVerdictScale, SCORE_MODEL } from '../../../functions/engine/score-model';
import { seededRandom } from '../../../bin/human-agreement/stats';

/** n rows of k uniform [0, 1) features (seeded). */
function design(n: number, k: number, seed = 3): number[][] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => Array.from({ length: k }, random));
}

const predict = (X: number[][], intercept: number, c: number[]) =>
  X.map((row) => intercept + row.reduce((a, x, j) => a + x * c[j]!, 0));

const TINY = 1e-9;

describe('nonNegativeRidge', () => {
  it('recovers known non-negative coefficients and the intercept from noiseless data', () => {
    const X = design(40, 3);
    const y = predict(X, 2, [1.5, 0.5, 3]);
    const { intercept, coefficients } = nonNegativeRidge(X, y, [TINY, TINY, TINY], [0, 0, 0]);
    expect(intercept).toBeCloseTo(2, 5);
    expect(coefficients[0]).toBeCloseTo(1.5, 5);
    expect(coefficients[1]).toBeCloseTo(0.5, 5);
    expect(coefficients[2]).toBeCloseTo(3, 5);
  });

  it('holds a coefficient whose true value is negative at 0, fitting the rest as if it were absent', () => {
    const X = design(50, 2, 9);
    const y = predict(X, 1, [2, -1.5]);
    const { intercept, coefficients } = nonNegativeRidge(X, y, [TINY, TINY], [0, 0]);
    expect(coefficients[1]).toBe(0);
    // With the second column out, the least-squares line of y on the first column alone.
    const x0 = X.map((r) => r[0]!);
    const mx = x0.reduce((a, b) => a + b, 0) / x0.length,
      my = y.reduce((a, b) => a + b, 0) / y.length;
    const slope =
      x0.reduce((a, x, i) => a + (x - mx) * (y[i]! - my), 0) / x0.reduce((a, x) => a + (x - mx) ** 2, 0);
    expect(slope).toBeGreaterThan(0);
    expect(coefficients[0]).toBeCloseTo(slope, 5);
    expect(intercept).toBeCloseTo(my - slope * mx, 5);
  });

  it('puts every coefficient at 0 and the intercept at the mean when the truth is all negative', () => {
    const X = design(30, 2, 4);
    const y = predict(X, 10, [-1, -2]);
    const { intercept, coefficients } = nonNegativeRidge(X, y, [TINY, TINY], [0, 0]);
    expect(coefficients).toEqual([0, 0]);
    expect(intercept).toBeCloseTo(y.reduce((a, b) => a + b, 0) / y.length, 9);
  });

  it('lets a large penalty pull a coefficient to its prior, and a tiny one leave it to the data', () => {
    const X = design(40, 2, 5);
    const y = predict(X, 1, [3, 2]);
    const pulled = nonNegativeRidge(X, y, [1e9, TINY], [0.7, 0]);
    expect(pulled.coefficients[0]).toBeCloseTo(0.7, 4);
    const free = nonNegativeRidge(X, y, [TINY, TINY], [0.7, 0]);
    expect(free.coefficients[0]).toBeCloseTo(3, 5);
    // A moderate penalty lands in between.
    const between = nonNegativeRidge(X, y, [5, TINY], [0.7, 0]).coefficients[0]!;
    expect(between).toBeGreaterThan(0.7);
    expect(between).toBeLessThan(3);
  });

  it('keeps the prior of a column no page exercises, with or without a penalty', () => {
    const X = design(40, 3, 6).map((r) => [r[0]!, 0, r[2]!]);
    const y = predict(X, 2, [1, 0, 4]);
    const unpenalised = nonNegativeRidge(X, y, [TINY, 0, TINY], [0, 4.2, 0]);
    expect(unpenalised.coefficients[1]).toBe(4.2);
    expect(unpenalised.coefficients[0]).toBeCloseTo(1, 5);
    expect(unpenalised.coefficients[2]).toBeCloseTo(4, 5);
    expect(unpenalised.intercept).toBeCloseTo(2, 5);
    const penalised = nonNegativeRidge(X, y, [TINY, 5, TINY], [0, 4.2, 0]);
    expect(penalised.coefficients[1]).toBeCloseTo(4.2, 12);
  });

  it('respects a fixed intercept', () => {
    const X = design(30, 1, 8);
    const y = predict(X, 5, [2]);
    const right = nonNegativeRidge(X, y, [TINY], [0], 5);
    expect(right.intercept).toBe(5);
    expect(right.coefficients[0]).toBeCloseTo(2, 6);
    // Held at 0, the slope is the least-squares line through the origin: Σxy / Σx².
    const origin = nonNegativeRidge(X, y, [TINY], [0], 0);
    expect(origin.intercept).toBe(0);
    const sxy = X.reduce((a, r, i) => a + r[0]! * y[i]!, 0),
      sxx = X.reduce((a, r) => a + r[0]! ** 2, 0);
    expect(origin.coefficients[0]).toBeCloseTo(sxy / sxx, 6);
    expect(origin.coefficients[0]).toBeGreaterThan(5);
  });
});

const MID = MEDIAN_PERCENTILES;

/** A band-labelled page with the given facts. */
const banded = (facts: Facts, min: number, max: number, i: number): MeasuredBandedPage => ({
  id: i,
  jpegBytes: 1,
  width: 1200,
  height: 750,
  hash: '00',
  facts,
  percentiles: MID,
  page: { name: `p${i}`, htmlPath: '', expected: { min, max }, tier: 'test' },
});

describe('fitScoreModel', () => {
  it('pulls band-labelled pages into their bands: a term that only garish pages have grows until they reach 41+', () => {
    const calm = Array.from({ length: 10 }, (_, i) => banded({ pictureShare: { value: 0.4 } }, 0, 20, i));
    const garish = Array.from({ length: 10 }, (_, i) =>
      banded({ pictureShare: { value: 0.4 }, neonShare: { value: 0.25 } }, 41, 60, 10 + i),
    );
    const before = scorePage(garish[0]!, SCORE_MODEL).ugh;
    const model = fitScoreModel([], [...calm, ...garish], { bandWeight: 4, priorStrength: 3 });
    for (const p of calm) expect(scorePage(p, model).ugh).toBeLessThanOrEqual(20);
    for (const p of garish) expect(scorePage(p, model).ugh).toBeGreaterThanOrEqual(41);
    expect(scorePage(garish[0]!, model).ugh).toBeGreaterThan(before);
    // Only the weight column moves; the designer's prior stays as written.
    expect(model.terms.neon.prior).toEqual(SCORE_MODEL.terms.neon.prior);
    for (const w of Object.values(model.terms.neon.weight)) expect(w).toBeLessThanOrEqual(10);
    // A term no page exercises keeps its prior weight.
    expect(model.terms['sideways scroll'].weight).toEqual(SCORE_MODEL.terms['sideways scroll'].prior);
  });

  it('fits the verdict scale to the bands: squeezed worst pages are stretched into 81+, clean ones stay', () => {
    const pages = [
      ...Array.from({ length: 10 }, (_, i) => ({ raw: 15 + i, band: { min: 0, max: 20 } })),
      ...Array.from({ length: 10 }, (_, i) => ({ raw: 48 + i, band: { min: 81, max: 100 } })),
    ];
    const scale = fitVerdictScale(pages);
    for (const p of pages.slice(0, 10)) expect(onVerdictScale(p.raw, scale)).toBeLessThanOrEqual(20);
    for (const p of pages.slice(10)) expect(onVerdictScale(p.raw, scale)).toBeGreaterThanOrEqual(81);
    // Pages already inside their bands leave the scale alone.
    expect(fitVerdictScale([{ raw: 50, band: { min: 41, max: 60 } }])).toEqual(IDENTITY_SCALE);
  });

  it('puts the most liked rated page near 5 and the least liked near the rubric bottom', () => {
    expect(appealToUgh(10)).toBe(5);
    expect(appealToUgh(1)).toBe(RATED_BOTTOM);
  });
});

describe('splitHalves (the blind set split)', () => {
  const page = (file: string, min: number, max: number) => ({
    file,
    description: 'd',
    era: '2000',
    genre: 'g',
    tier: 'ordinary' as const,
    expected: { min, max },
    why: 'w',
  });
  const pages = [
    ...Array.from({ length: 6 }, (_, i) => page(`a-good-${i}.html`, 0, 20)),
    ...Array.from({ length: 5 }, (_, i) => page(`b-bad-${i}.html`, 61, 80)),
  ];

  it('deals every band to both halves, the same way every time and whatever the input order', () => {
    const split = splitHalves(pages);
    const count = (min: number, half: string) =>
      split.filter((p) => p.expected.min === min && p.half === half).length;
    expect([count(0, 'tune'), count(0, 'holdout')]).toEqual([3, 3]);
    expect([count(61, 'tune'), count(61, 'holdout')]).toEqual([3, 2]);
    expect(splitHalves([...pages].reverse())).toEqual(split);
    expect(splitHalves(pages, 25)).not.toEqual(split);
  });
});
