import { describe, expect, it } from 'vitest';
import {
  CRITERIA,
  CRITERION_KEYS,
  type CriterionKey,
  type SubScores,
} from '../../../functions/domain/criteria';
import {
  boundBySeverity,
  qualityScore,
  roundSubScore,
  scoreCritique,
  severityFloor,
  ughScore,
} from '../../../functions/domain/scoring';
import { verdictFor } from '../../../functions/domain/verdicts';
import { SEVERITIES, type Severity } from '../../../functions/domain/violations';
import { seededRandom } from '../../../bin/human-agreement/stats';

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

describe('severity bounds the verdict', () => {
  const finding = (severity: Severity, criterion: CriterionKey = 'typography') => ({ severity, criterion });
  const BEST_TWO = ['Improbably Acceptable', 'Barely Passable'];

  it('sets the floor from the most severe finding: Unforgivable 41, Critical 21, others none', () => {
    expect(severityFloor([])).toBe(0);
    expect(severityFloor([finding('Mild'), finding('Severe')])).toBe(0);
    expect(severityFloor([finding('Severe'), finding('Critical')])).toBe(21);
    expect(severityFloor([finding('Critical'), finding('Unforgivable'), finding('Mild')])).toBe(41);
  });

  it('puts a near-perfect page with an Unforgivable finding in Low Grade Pain, not Barely Passable', () => {
    const {
      ughScore: score,
      verdict,
      subScores,
    } = scoreCritique({
      subScores: all(9.5),
      violations: [finding('Unforgivable', 'typography')],
    });
    expect(score).toBe(41);
    expect(verdict).toBe('Low Grade Pain');
    // The finding's own criterion pays first: 0.5 → 41 needs 36 quality points, more than Typography's
    // 15 can give, so it is spent to 0 and the rest is shared by the other criteria in turn.
    expect(subScores.typography).toBe(0);
    expect(ughScore(subScores)).toBe(score);
  });

  it('takes a Critical finding out of the best band by lowering only its own criterion when it can', () => {
    const before = all(8.6); // UGH 14
    const { ughScore: score, subScores } = scoreCritique({
      subScores: before,
      violations: [finding('Critical', 'colorUsage'), finding('Severe', 'layoutSpacing')],
    });
    expect(score).toBe(21);
    expect(subScores.colorUsage).toBeLessThan(8.6);
    for (const key of CRITERION_KEYS.filter((k) => k !== 'colorUsage')) expect(subScores[key]).toBe(8.6);
  });

  it('leaves a score already at or past the floor alone (sub-scores only rounded)', () => {
    const bad = { ...all(3), typography: 3.04 };
    expect(boundBySeverity(bad, [finding('Unforgivable')])).toEqual({ ...all(3), typography: 3 });
    expect(scoreCritique({ subScores: all(9), violations: [finding('Severe'), finding('Mild')] })).toEqual({
      subScores: all(9),
      ughScore: 10,
      verdict: 'Improbably Acceptable',
      clarityAnalysis: null,
    });
  });

  it('holds for any sub-scores and findings: floor reached exactly, score = f(sub-scores), nothing raised', () => {
    const random = seededRandom(24);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    for (let i = 0; i < 2000; i++) {
      const subScores = Object.fromEntries(
        CRITERION_KEYS.map((k) => [k, Math.round(random() * 100) / 10]),
      ) as SubScores;
      const violations = Array.from({ length: Math.floor(random() * 5) }, () =>
        finding(pick(SEVERITIES), pick(CRITERION_KEYS)),
      );
      const scored = scoreCritique({ subScores, violations });
      const floor = severityFloor(violations);
      expect(scored.ughScore).toBe(Math.max(ughScore(subScores), floor));
      expect(scored.ughScore).toBe(ughScore(scored.subScores));
      expect(scored.verdict).toBe(verdictFor(scored.ughScore));
      if (violations.some((v) => v.severity === 'Unforgivable'))
        expect(BEST_TWO).not.toContain(scored.verdict);
      if (violations.some((v) => v.severity === 'Critical'))
        expect(scored.verdict).not.toBe('Improbably Acceptable');
      for (const key of CRITERION_KEYS) expect(scored.subScores[key]).toBeLessThanOrEqual(subScores[key]);
    }
  });
});
