import type { ClarityAnalysis } from './api-schemas';
import { consistentClarity } from './clarity';
import { CRITERIA, SUB_SCORE_MAX, SUB_SCORE_MIN, type SubScores } from './criteria';
import { verdictFor, type Verdict } from './verdicts';
import type { Severity, Violation } from './violations';

/**
 * Sub-scores are kept to one decimal place. Working in integer tenths and integer weight percents
 * keeps the weighted sum exact, so a quality of exactly x.5 always rounds the same way.
 */
function toTenths(value: number): number {
  if (!Number.isFinite(value) || value < SUB_SCORE_MIN || value > SUB_SCORE_MAX) {
    throw new RangeError(`Sub-score ${value} is outside ${SUB_SCORE_MIN}–${SUB_SCORE_MAX}`);
  }
  return Math.round(value * 10);
}

/** Weighted quality on a 0–100 scale, exact to 0.01 (sum of weight% × sub-score / 10). */
export function qualityScore(subScores: SubScores): number {
  const weightedTenthsPercent = CRITERIA.reduce(
    (sum, c) => sum + c.weightPercent * toTenths(subScores[c.key]),
    0,
  );
  // weightPercent (sums to 100) × tenths (0–100) ⇒ 0–10 000; /100 gives quality on 0–100.
  return weightedTenthsPercent / 100;
}

/** UGH Score = 100 − round(weighted quality × 10); higher is worse. */
export function ughScore(subScores: SubScores): number {
  return 100 - Math.round(qualityScore(subScores));
}

/** Rounds a measured or proposed sub-score to the one-decimal precision the product stores. */
export function roundSubScore(value: number): number {
  const clamped = Math.min(SUB_SCORE_MAX, Math.max(SUB_SCORE_MIN, value));
  return Math.round(clamped * 10) / 10;
}

/**
 * Severity bounds the verdict: a roast that reports an Unforgivable finding cannot sit in
 * the two best bands, one with a Critical finding not in the best band. The value is the lowest UGH
 * score each severity allows; Mild and Severe findings allow any.
 */
export const SEVERITY_FLOORS: Readonly<Partial<Record<Severity, number>>> = {
  Critical: 21,
  Unforgivable: 41,
};

/** The lowest UGH score the reported findings allow (0 when none of them bounds it). */
export function severityFloor(violations: readonly Pick<Violation, 'severity'>[]): number {
  return Math.max(0, ...violations.map((v) => SEVERITY_FLOORS[v.severity] ?? 0));
}

const lowerByTenth = (value: number) => Math.max(SUB_SCORE_MIN, (Math.round(value * 10) - 1) / 10);

/**
 * The sub-scores, rounded to one decimal, lowered just enough that their UGH score reaches the floor
 * the findings set (severityFloor), so that `ughScore(subScores)` stays the score shown everywhere.
 * The criteria of the findings that set the floor give way first, a tenth at a time in turn; only when
 * they reach 0 do the other criteria follow, again in turn. Sub-scores already at or past the floor
 * are returned unchanged (rounded).
 */
export function boundBySeverity(
  subScores: SubScores,
  violations: readonly Pick<Violation, 'severity' | 'criterion'>[],
): SubScores {
  const bounded = Object.fromEntries(
    CRITERIA.map((c) => [c.key, roundSubScore(subScores[c.key])]),
  ) as SubScores;
  const floor = severityFloor(violations);
  if (ughScore(bounded) >= floor) return bounded;
  const first = CRITERIA.map((c) => c.key).filter((key) =>
    violations.some((v) => v.criterion === key && (SEVERITY_FLOORS[v.severity] ?? 0) === floor),
  );
  const rest = CRITERIA.map((c) => c.key).filter((key) => !first.includes(key));
  for (const group of [first, rest]) {
    while (ughScore(bounded) < floor) {
      const open = group.filter((key) => bounded[key] > SUB_SCORE_MIN);
      if (open.length === 0) break;
      for (const key of open) {
        bounded[key] = lowerByTenth(bounded[key]);
        if (ughScore(bounded) >= floor) break;
      }
    }
  }
  return bounded;
}

/**
 * The score of a critique, as every caller shows it (the workflow's Score step, the offline CLI; the
 * engine bounds its own sub-scores the same way before it words them): sub-scores rounded and bounded
 * by the findings' severity, the UGH score of those sub-scores, its verdict, and the critic's clarity
 * test held to that score (domain/clarity.ts; advice from the critique's suggestions).
 */
export function scoreCritique(critique: {
  subScores: SubScores;
  violations: readonly Pick<Violation, 'severity' | 'criterion'>[];
  clarityAnalysis?: ClarityAnalysis | null;
  improvements?: readonly string[];
}): { subScores: SubScores; ughScore: number; verdict: Verdict; clarityAnalysis: ClarityAnalysis | null } {
  const subScores = boundBySeverity(critique.subScores, critique.violations);
  const score = ughScore(subScores);
  return {
    subScores,
    ughScore: score,
    verdict: verdictFor(score),
    clarityAnalysis: critique.clarityAnalysis
      ? consistentClarity(critique.clarityAnalysis, score, critique.improvements ?? [])
      : null,
  };
}
