/**
 * The design gate for CI: `ugh roast … --fail-above N` and `--baseline … [--margin M]`.
 * Pure: a roast and the options in, the checks out. The roast command prints the checks and turns a
 * failed gate into exit code 1; the JUnit and SARIF reports show the same checks.
 */
import type { RoastDetail } from '../../functions/domain/api-schemas';
import {
  compareRoasts,
  isSevereOrWorse,
  type RoastComparison,
} from '../../functions/domain/roast-comparison';

/**
 * How many points worse than the baseline a roast may score before the gate fails. Offline roasts of
 * the same screenshots give the same score, so any margin tolerates no real change of its own; 3
 * points lets a page move its content a little (new copy, a different photo) without failing, while
 * a change a person would notice costs more than that (a verdict band is 20 points wide).
 */
export const DEFAULT_MARGIN = 3;

export interface Baseline {
  roast: RoastDetail;
  /** Where it came from, as given on the command line: a file path or a roast id. */
  source: string;
}

export interface GateOptions {
  /** Fail when the UGH Score is above this (0–100). */
  failAbove?: number;
  baseline?: Baseline;
  /** Points the score may worsen against the baseline (default DEFAULT_MARGIN). */
  margin: number;
}

export type GateCheckId = 'score-limit' | 'baseline-score' | 'baseline-new-severe';

export interface GateCheck {
  id: GateCheckId;
  /** What is checked, as a test's name. */
  name: string;
  passed: boolean;
  /** What was found, one sentence. */
  message: string;
}

export interface GateResult {
  /** True when no check failed (also when there are no checks). */
  passed: boolean;
  checks: GateCheck[];
  failAbove?: number;
  margin?: number;
  baseline?: { source: string; id: string };
  comparison?: RoastComparison;
}

const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

export function evaluateGate(roast: RoastDetail, options: GateOptions): GateResult {
  const checks: GateCheck[] = [];
  const score = roast.ughScore;
  if (options.failAbove !== undefined) {
    const limit = options.failAbove;
    checks.push({
      id: 'score-limit',
      name: `UGH Score is at most ${limit}`,
      passed: score <= limit,
      message:
        score <= limit
          ? `UGH Score ${score} (${roast.verdict}) is at most ${limit}.`
          : `UGH Score ${score} (${roast.verdict}) is above the limit of ${limit} (--fail-above ${limit}).`,
    });
  }
  let comparison: RoastComparison | undefined;
  if (options.baseline) {
    const { source, roast: base } = options.baseline;
    comparison = compareRoasts(base, roast);
    const { margin } = options;
    const delta = comparison.scoreDelta;
    const moved =
      delta === 0
        ? `the same as the baseline's`
        : `${points(Math.abs(delta))} ${delta > 0 ? 'worse' : 'better'} than the baseline's ${base.ughScore}`;
    checks.push({
      id: 'baseline-score',
      name: `UGH Score is at most ${points(margin)} worse than the baseline`,
      passed: delta <= margin,
      message:
        `UGH Score ${score} is ${moved} (${source})` +
        (delta > margin ? `, more than the margin of ${points(margin)} (--margin ${margin}).` : '.'),
    });
    const newSevere = comparison.violations.new.filter((v) => isSevereOrWorse(v.severity));
    checks.push({
      id: 'baseline-new-severe',
      name: 'No new Severe, Critical or Unforgivable violations since the baseline',
      passed: newSevere.length === 0,
      message:
        newSevere.length === 0
          ? `No new Severe-or-worse violations since the baseline (${comparison.violations.new.length} new in all).`
          : `${newSevere.length} new Severe-or-worse violation${newSevere.length === 1 ? '' : 's'} since the baseline: ` +
            `${newSevere.map((v) => `${v.code} ${v.type} (${v.severity})`).join(', ')}.`,
    });
  }
  return {
    passed: checks.every((c) => c.passed),
    checks,
    ...(options.failAbove !== undefined && { failAbove: options.failAbove }),
    ...(options.baseline && {
      margin: options.margin,
      baseline: { source: options.baseline.source, id: options.baseline.roast.id },
      comparison,
    }),
  };
}

/** The lines the roast command prints on stderr: one per check, then the verdict of the gate. */
export function gateLines(gate: GateResult): string[] {
  if (gate.checks.length === 0) return [];
  const failed = gate.checks.filter((c) => !c.passed);
  return [
    ...gate.checks.map((c) => `  ${c.passed ? 'pass' : 'FAIL'}  ${c.message}`),
    failed.length
      ? `Design gate failed: ${failed.length} of ${gate.checks.length} check${gate.checks.length === 1 ? '' : 's'} (exit code 1).`
      : `Design gate passed: ${gate.checks.length} check${gate.checks.length === 1 ? '' : 's'}.`,
  ];
}
