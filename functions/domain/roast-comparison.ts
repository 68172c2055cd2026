/**
 * Before and after: what changed between two roasts of the same site. Shared by the CLI
 * (`ugh compare`, `ugh roast --baseline`) and, later, the web's "Roast the new version" view, so it takes
 * the roast detail shape the API and the CLI already return and gives back a plain, serialisable
 * object. Pure: no I/O, no clock, and the same two roasts always give the same comparison.
 *
 * Directions: the UGH Score is 0–100 where higher is worse; sub-scores are 0–10 where higher is better.
 * Every delta here is `after − before` in the score's own units, and `change` says which way that is.
 */
import type { RoastDetail } from './api-schemas';
import { CRITERIA, type CriterionKey } from './criteria';
import type { Verdict } from './verdicts';
import { SEVERITIES, type Severity, type ViolationEvidence } from './violations';

/** The fields of a roast a comparison reads: any roast detail from the API or the CLI has them. */
export type ComparableRoast = Pick<RoastDetail, 'id' | 'ughScore' | 'verdict' | 'violations' | CriterionKey>;

export type Change = 'better' | 'worse' | 'unchanged';

export interface RoastSide {
  id: string;
  ughScore: number;
  verdict: Verdict;
}

export interface SubScoreChange {
  key: CriterionKey;
  label: string;
  before: number;
  after: number;
  /** after − before, to one decimal like the sub-scores; positive is better. */
  delta: number;
  change: Change;
}

/** One violation code as seen in one roast. */
export interface ViolationSighting {
  code: string;
  type: string;
  severity: Severity;
  criterion: CriterionKey;
  description: string;
  evidence?: ViolationEvidence;
}

/** A code reported by both roasts: as it was, and as it is now. */
export interface OpenViolation {
  code: string;
  type: string;
  criterion: CriterionKey;
  before: ViolationSighting;
  after: ViolationSighting;
  /** The severity went up (worse), down (better) or stayed. */
  severityChange: Change;
}

export interface RoastComparison {
  before: RoastSide;
  after: RoastSide;
  /** after − before in UGH points; negative is better. */
  scoreDelta: number;
  change: Change;
  verdictChanged: boolean;
  subScores: SubScoreChange[];
  violations: {
    /** In the old roast only. */
    fixed: ViolationSighting[];
    /** In the new roast only. */
    new: ViolationSighting[];
    /** In both. */
    stillOpen: OpenViolation[];
  };
  /** One sentence for people: the score's move, then the violation counts. */
  summary: string;
}

const SEVERITY_RANK: Record<Severity, number> = Object.fromEntries(
  SEVERITIES.map((s, i) => [s, i]),
) as Record<Severity, number>;

/** Severe, Critical and Unforgivable: the severities a design gate refuses when they are new. */
export function isSevereOrWorse(severity: Severity): boolean {
  return SEVERITY_RANK[severity] >= SEVERITY_RANK.Severe;
}

/** Worst first, then by code: the order every list of violations here is given in. */
function bySeverityThenCode(
  a: { code: string; severity: Severity },
  b: { code: string; severity: Severity },
) {
  return SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || a.code.localeCompare(b.code, 'en');
}

/**
 * A roast's violations by code. A critic reports each code once, but a model-written roast may repeat
 * one (two regions with the same fault): the most severe sighting stands for the code.
 */
function byCode(roast: ComparableRoast): Map<string, ViolationSighting> {
  const codes = new Map<string, ViolationSighting>();
  for (const v of roast.violations) {
    const seen = codes.get(v.code);
    if (seen && SEVERITY_RANK[seen.severity] >= SEVERITY_RANK[v.severity]) continue;
    codes.set(v.code, {
      code: v.code,
      type: v.type,
      severity: v.severity,
      criterion: v.criterion,
      description: v.description,
      ...(v.evidence && { evidence: v.evidence }),
    });
  }
  return codes;
}

function changeOf(delta: number, higherIsBetter: boolean): Change {
  if (delta === 0) return 'unchanged';
  return delta > 0 === higherIsBetter ? 'better' : 'worse';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summarise(
  before: RoastSide,
  after: RoastSide,
  counts: { fixed: number; new: number; stillOpen: number },
): string {
  const points = Math.abs(after.ughScore - before.ughScore);
  const move =
    after.ughScore === before.ughScore
      ? `The UGH Score stayed at ${after.ughScore} (${after.verdict})`
      : `The UGH Score went from ${before.ughScore} (${before.verdict}) to ${after.ughScore} (${after.verdict}), ` +
        `${plural(points, 'point')} ${after.ughScore < before.ughScore ? 'better' : 'worse'}`;
  return `${move}: ${counts.fixed} fixed, ${counts.new} new, ${counts.stillOpen} still open ${counts.fixed + counts.new + counts.stillOpen === 1 ? 'violation' : 'violations'}.`;
}

/** Compares an earlier roast (`before`) with a later one (`after`). */
export function compareRoasts(before: ComparableRoast, after: ComparableRoast): RoastComparison {
  const side = (r: ComparableRoast): RoastSide => ({ id: r.id, ughScore: r.ughScore, verdict: r.verdict });
  const old = byCode(before);
  const now = byCode(after);
  const fixed = [...old.values()].filter((v) => !now.has(v.code)).sort(bySeverityThenCode);
  const added = [...now.values()].filter((v) => !old.has(v.code)).sort(bySeverityThenCode);
  const stillOpen = [...now.values()]
    .filter((v) => old.has(v.code))
    .sort(bySeverityThenCode)
    .map((v): OpenViolation => {
      const was = old.get(v.code)!;
      return {
        code: v.code,
        type: v.type,
        criterion: v.criterion,
        before: was,
        after: v,
        severityChange: changeOf(SEVERITY_RANK[v.severity] - SEVERITY_RANK[was.severity], false),
      };
    });
  const scoreDelta = after.ughScore - before.ughScore;
  return {
    before: side(before),
    after: side(after),
    scoreDelta,
    change: changeOf(scoreDelta, false),
    verdictChanged: before.verdict !== after.verdict,
    subScores: CRITERIA.map(({ key, label }) => {
      // Sub-scores carry one decimal; rounding the difference keeps 6.3 − 6.1 from printing 0.19999….
      const delta = Math.round((after[key] - before[key]) * 10) / 10;
      return { key, label, before: before[key], after: after[key], delta, change: changeOf(delta, true) };
    }),
    violations: { fixed, new: added, stillOpen },
    summary: summarise(side(before), side(after), {
      fixed: fixed.length,
      new: added.length,
      stillOpen: stillOpen.length,
    }),
  };
}
