import { describe, expect, it } from 'vitest';
import { appealToUgh, nonNegativeRidge, quantilesOf } from '../../../bin/human-agreement/fit';
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

describe('quantilesOf', () => {
  it('gives 21 values from the minimum to the maximum, 0 … 100 for 0 … 100', () => {
    // 0 … 100 out of order (i × 37 mod 101 visits every residue once).
    const values = Array.from({ length: 101 }, (_, i) => (i * 37) % 101);
    const q = quantilesOf(values);
    expect(q).toHaveLength(21);
    q.forEach((v, i) => expect(v).toBeCloseTo(i * 5, 9));
    expect(q[0]).toBe(0);
    expect(q[20]).toBe(100);
  });

  it('interpolates between order statistics, with the median in the middle', () => {
    const values = [3, 1, 4, 1, 5];
    const q = quantilesOf(values);
    expect(q).toHaveLength(21);
    expect(q[0]).toBe(1);
    expect(q[20]).toBe(5);
    expect(q[10]).toBe(3); // median
    expect(q[5]).toBe(1); // 25 %: sorted[1]
    expect(q[15]).toBe(4); // 75 %: sorted[3]
    expect(q[7]).toBeCloseTo(1.8, 12); // 35 %: position 1.4, between 1 and 3
    expect(values).toEqual([3, 1, 4, 1, 5]); // input left alone
  });

  it('puts the median of an even count half-way between the middle two', () => {
    const q = quantilesOf([4, 1, 3, 2]);
    expect(q[10]).toBe(2.5);
    expect(q[0]).toBe(1);
    expect(q[20]).toBe(4);
  });
});

describe('appealToUgh', () => {
  it('maps the most liked page to 5 and the least liked to 55, linearly', () => {
    expect(appealToUgh(10)).toBe(5);
    expect(appealToUgh(1)).toBe(55);
    expect(appealToUgh(5.5)).toBe(30);
  });
});
