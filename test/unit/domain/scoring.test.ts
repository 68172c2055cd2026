import { describe, expect, it } from 'vitest';
import {
  CRITERIA,
  CRITERION_KEYS,
  type CriterionKey,
  type SubScores,
} from '../../../functions/domain/criteria';
import { qualityScore, roundSubScore, ughScore } from '../../../functions/domain/scoring';

const all = (value: number): SubScores =>
  Object.fromEntries(CRITERION_KEYS.map((k) => [k, value])) as SubScores;
const withScore = (base: SubScores, key: CriterionKey, value: number): SubScores => ({
  ...base,
  [key]: value,
});

describe('ughScore and qualityScore', () => {
  it('scores a flawless design 0 and a hopeless one 100', () => {
    expect(qualityScore(all(10))).toBe(100);
    expect(ughScore(all(10))).toBe(0);
    expect(qualityScore(all(0))).toBe(0);
    expect(ughScore(all(0))).toBe(100);
  });

  it('is 100 minus the quality for uniform sub-scores', () => {
    expect(ughScore(all(5))).toBe(50);
    expect(ughScore(all(7))).toBe(30);
    expect(ughScore(all(2.5))).toBe(75);
  });

  it.each([
    ['visualHierarchy', 20],
    ['typography', 15],
    ['colorUsage', 15],
    ['layoutSpacing', 20],
    ['uiConsistency', 15],
    ['wtfFactor', 15],
  ] as const)('weights %s at %i%%: a full point of it moves quality by weight/10', (key, weight) => {
    const base = all(4);
    const raised = withScore(base, key, 6);
    // Two points (of 10) on a criterion weighted w% move quality (of 100) by exactly w/5.
    expect(qualityScore(raised) - qualityScore(base)).toBeCloseTo((2 * weight) / 10, 10);
    // All-zero except this criterion at 10 yields exactly its weight in quality points.
    expect(qualityScore(withScore(all(0), key, 10))).toBe(weight);
    expect(ughScore(withScore(all(0), key, 10))).toBe(100 - weight);
  });

  it('has weights that match the spec and add up to 100', () => {
    expect(CRITERIA.map((c) => [c.key, c.weightPercent])).toEqual([
      ['visualHierarchy', 20],
      ['typography', 15],
      ['colorUsage', 15],
      ['layoutSpacing', 20],
      ['uiConsistency', 15],
      ['wtfFactor', 15],
    ]);
  });

  it('rounds a quality of exactly x.5 half-up before subtracting from 100', () => {
    // 20·5 + 15·6 + 15·5 + 20·5 + 15·5 + 15·5 = 515 ⇒ quality 51.5 ⇒ 100 − 52 = 48 (not round(48.5) = 49).
    const q515 = withScore(all(5), 'typography', 6);
    expect(qualityScore(q515)).toBe(51.5);
    expect(ughScore(q515)).toBe(48);

    // Everything 0 but the WTF Factor at 1: quality 1.5 ⇒ 100 − 2 = 98.
    const q15 = withScore(all(0), 'wtfFactor', 1);
    expect(qualityScore(q15)).toBe(1.5);
    expect(ughScore(q15)).toBe(98);

    // Every criterion 10 except colour at 9: quality 98.5 ⇒ 100 − 99 = 1.
    const q985 = withScore(all(10), 'colorUsage', 9);
    expect(qualityScore(q985)).toBe(98.5);
    expect(ughScore(q985)).toBe(1);
  });

  it('rounds below .5 down and above .5 up', () => {
    // typography 5.2 ⇒ +0.3 ⇒ 50.3 ⇒ 50; typography 5.4 ⇒ +0.6 ⇒ 50.6 ⇒ 51.
    expect(ughScore(withScore(all(5), 'typography', 5.2))).toBe(50);
    expect(ughScore(withScore(all(5), 'typography', 5.4))).toBe(49);
  });

  it('is exact for one-decimal sub-scores (no floating-point drift)', () => {
    const scores: SubScores = {
      visualHierarchy: 7.3,
      typography: 6.1,
      colorUsage: 8.9,
      layoutSpacing: 4.4,
      uiConsistency: 5.5,
      wtfFactor: 9.7,
    };
    // 20·73 + 15·61 + 15·89 + 20·44 + 15·55 + 15·97 = 1460+915+1335+880+825+1455 = 6870 ⇒ 68.7
    expect(qualityScore(scores)).toBe(68.7);
    expect(ughScore(scores)).toBe(31);
  });

  it.each([-0.1, 10.1, 11, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a sub-score of %s', (bad) => {
    expect(() => ughScore(withScore(all(5), 'layoutSpacing', bad))).toThrow(RangeError);
    expect(() => qualityScore(withScore(all(5), 'wtfFactor', bad))).toThrow(RangeError);
  });

  it('accepts the exact bounds 0 and 10', () => {
    expect(() => ughScore(withScore(all(0), 'typography', 10))).not.toThrow();
  });
});

describe('roundSubScore', () => {
  it('keeps one decimal place', () => {
    expect(roundSubScore(7.26)).toBe(7.3);
    expect(roundSubScore(7.24)).toBe(7.2);
    expect(roundSubScore(3)).toBe(3);
    expect(roundSubScore(0.04)).toBe(0);
    expect(roundSubScore(9.96)).toBe(10);
  });

  it('clamps to 0–10', () => {
    expect(roundSubScore(-2)).toBe(0);
    expect(roundSubScore(-0.01)).toBe(0);
    expect(roundSubScore(10.5)).toBe(10);
    expect(roundSubScore(42)).toBe(10);
  });

  it('produces values ughScore accepts', () => {
    const rounded = Object.fromEntries(
      CRITERION_KEYS.map((k, i) => [k, roundSubScore(i * 2.345 - 1)]),
    ) as SubScores;
    expect(() => ughScore(rounded)).not.toThrow();
    for (const value of Object.values(rounded)) expect(Math.round(value * 10) / 10).toBe(value);
  });
});
