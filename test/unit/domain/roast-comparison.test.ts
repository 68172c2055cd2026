import { describe, expect, it } from 'vitest';
import type { CriterionKey } from '../../../functions/domain/criteria';
import {
  type ComparableRoast,
  compareRoasts,
  isSevereOrWorse,
} from '../../../functions/domain/roast-comparison';
import { verdictFor } from '../../../functions/domain/verdicts';
import type { Severity, Violation } from '../../../functions/domain/violations';

const SUBS: Record<CriterionKey, number> = {
  visualHierarchy: 5,
  typography: 5,
  colorUsage: 5,
  layoutSpacing: 5,
  uiConsistency: 5,
  wtfFactor: 5,
};

function violation(code: string, severity: Severity, criterion: CriterionKey = 'colorUsage'): Violation {
  return { code, type: `Name of ${code}`, description: `What ${code} means`, severity, criterion };
}

function roast(
  id: string,
  ughScore: number,
  violations: Violation[],
  subs: Partial<Record<CriterionKey, number>> = {},
): ComparableRoast {
  return { id, ughScore, verdict: verdictFor(ughScore), violations, ...SUBS, ...subs };
}

describe('compareRoasts', () => {
  const before = roast(
    'old',
    72,
    [violation('V001', 'Severe'), violation('V011', 'Critical', 'typography'), violation('V030', 'Mild')],
    { colorUsage: 2.1, typography: 6.3 },
  );
  const after = roast('new', 35, [violation('V030', 'Mild'), violation('V040', 'Severe', 'layoutSpacing')], {
    colorUsage: 7.4,
    typography: 6.1,
  });
  const comparison = compareRoasts(before, after);

  it('gives the score and verdict before and after, and which way the score moved (lower is better)', () => {
    expect(comparison.before).toEqual({ id: 'old', ughScore: 72, verdict: 'Visual Offense' });
    expect(comparison.after).toEqual({ id: 'new', ughScore: 35, verdict: 'Barely Passable' });
    expect(comparison.scoreDelta).toBe(-37);
    expect(comparison.change).toBe('better');
    expect(comparison.verdictChanged).toBe(true);
  });

  it('gives every sub-score’s delta in the six criteria’s order, rounded to one decimal (higher is better)', () => {
    expect(comparison.subScores.map((s) => s.key)).toEqual([
      'visualHierarchy',
      'typography',
      'colorUsage',
      'layoutSpacing',
      'uiConsistency',
      'wtfFactor',
    ]);
    const by = Object.fromEntries(comparison.subScores.map((s) => [s.key, s]));
    expect(by.colorUsage).toMatchObject({ label: 'Color Usage', before: 2.1, after: 7.4, delta: 5.3 });
    expect(by.colorUsage!.change).toBe('better');
    expect(by.typography).toMatchObject({ delta: -0.2, change: 'worse' });
    expect(by.wtfFactor).toMatchObject({ delta: 0, change: 'unchanged' });
  });

  it('sorts violations by code into fixed, new and still open, worst first', () => {
    expect(comparison.violations.fixed.map((v) => [v.code, v.severity])).toEqual([
      ['V011', 'Critical'],
      ['V001', 'Severe'],
    ]);
    expect(comparison.violations.new.map((v) => [v.code, v.severity])).toEqual([['V040', 'Severe']]);
    expect(comparison.violations.stillOpen).toEqual([
      expect.objectContaining({
        code: 'V030',
        before: expect.objectContaining({ severity: 'Mild' }),
        after: expect.objectContaining({ severity: 'Mild' }),
        severityChange: 'unchanged',
      }),
    ]);
  });

  it('says it in one sentence', () => {
    expect(comparison.summary).toBe(
      'The UGH Score went from 72 (Visual Offense) to 35 (Barely Passable), 37 points better: 2 fixed, 1 new, 1 still open violations.',
    );
    expect(compareRoasts(after, before).summary).toBe(
      'The UGH Score went from 35 (Barely Passable) to 72 (Visual Offense), 37 points worse: 1 fixed, 2 new, 1 still open violations.',
    );
    expect(compareRoasts(roast('a', 12, []), roast('b', 12, [violation('V001', 'Severe')])).summary).toBe(
      'The UGH Score stayed at 12 (Improbably Acceptable): 0 fixed, 1 new, 0 still open violation.',
    );
  });

  it('counts a repeated code once, at its worst severity, and reports a severity change of an open code', () => {
    const twice = roast('a', 50, [violation('V005', 'Mild'), violation('V005', 'Critical')]);
    const once = roast('b', 50, [violation('V005', 'Severe')]);
    const c = compareRoasts(twice, once);
    expect(c.violations.stillOpen).toHaveLength(1);
    expect(c.violations.stillOpen[0]).toMatchObject({
      before: { severity: 'Critical' },
      after: { severity: 'Severe' },
      severityChange: 'better',
    });
    expect(c.change).toBe('unchanged');
    expect(c.verdictChanged).toBe(false);
  });

  it('is plain data: it survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(comparison))).toEqual(comparison);
  });
});

describe('isSevereOrWorse', () => {
  it('holds for Severe, Critical and Unforgivable, not for Mild', () => {
    expect(['Mild', 'Severe', 'Critical', 'Unforgivable'].map((s) => isSevereOrWorse(s as Severity))).toEqual(
      [false, true, true, true],
    );
  });
});
