import { describe, expect, it } from 'vitest';
import { DEFAULT_MARGIN, evaluateGate, gateLines } from '../../../bin/cli/gate';
import { BEIGE, RAINBOW, roastFixture } from './gate-fixtures';

describe('the design gate', () => {
  it('has no checks, and passes, when neither --fail-above nor --baseline is given', () => {
    const gate = evaluateGate(roastFixture('a', 99, [RAINBOW]), { margin: DEFAULT_MARGIN });
    expect(gate).toEqual({ passed: true, checks: [] });
    expect(gateLines(gate)).toEqual([]);
  });

  it('fails above --fail-above and passes at or below it, saying why', () => {
    const above = evaluateGate(roastFixture('a', 41, []), { failAbove: 40, margin: DEFAULT_MARGIN });
    expect(above.passed).toBe(false);
    expect(above.checks).toEqual([
      {
        id: 'score-limit',
        name: 'UGH Score is at most 40',
        passed: false,
        message: 'UGH Score 41 (Low Grade Pain) is above the limit of 40 (--fail-above 40).',
      },
    ]);
    expect(gateLines(above)).toEqual([
      '  FAIL  UGH Score 41 (Low Grade Pain) is above the limit of 40 (--fail-above 40).',
      'Design gate failed: 1 of 1 check (exit code 1).',
    ]);
    const at = evaluateGate(roastFixture('a', 40, []), { failAbove: 40, margin: DEFAULT_MARGIN });
    expect(at.passed).toBe(true);
    expect(gateLines(at).at(-1)).toBe('Design gate passed: 1 check.');
  });

  it('tolerates a score up to the margin worse than the baseline, and fails beyond it', () => {
    const baseline = { source: 'main.json', roast: roastFixture('base', 30, []) };
    const within = evaluateGate(roastFixture('new', 33, []), { baseline, margin: 3 });
    expect(within.checks.find((c) => c.id === 'baseline-score')).toMatchObject({
      passed: true,
      message: "UGH Score 33 is 3 points worse than the baseline's 30 (main.json).",
    });
    const beyond = evaluateGate(roastFixture('new', 34, []), { baseline, margin: 3 });
    expect(beyond.passed).toBe(false);
    expect(beyond.checks.find((c) => c.id === 'baseline-score')).toMatchObject({
      passed: false,
      message:
        "UGH Score 34 is 4 points worse than the baseline's 30 (main.json), more than the margin of 3 points (--margin 3).",
    });
    expect(beyond.baseline).toEqual({ source: 'main.json', id: baseline.roast.id });
    expect(beyond.comparison?.scoreDelta).toBe(4);
    const better = evaluateGate(roastFixture('new', 10, []), { baseline, margin: 0 });
    expect(better.passed).toBe(true);
  });

  it('fails on a new Severe-or-worse violation even when the score is better, not on a new Mild one', () => {
    const baseline = { source: 'abcdefghijklmnopqrstuv', roast: roastFixture('base', 50, [BEIGE]) };
    const newSevere = evaluateGate(roastFixture('new', 20, [RAINBOW]), { baseline, margin: 3 });
    expect(newSevere.passed).toBe(false);
    expect(newSevere.checks.find((c) => c.id === 'baseline-new-severe')).toMatchObject({
      passed: false,
      message: '1 new Severe-or-worse violation since the baseline: V001 Rainbow Overdose (Severe).',
    });
    const onlyMild = evaluateGate(roastFixture('new', 50, [BEIGE]), {
      baseline: { source: 'b.json', roast: roastFixture('base', 50, [RAINBOW]) },
      margin: 3,
    });
    expect(onlyMild.passed).toBe(true);
    // A Severe violation already in the baseline is not new: the gate guards against regressions.
    const stillOpen = evaluateGate(roastFixture('new', 50, [RAINBOW]), {
      baseline: { source: 'b.json', roast: roastFixture('base', 50, [RAINBOW]) },
      margin: 3,
    });
    expect(stillOpen.passed).toBe(true);
  });
});
