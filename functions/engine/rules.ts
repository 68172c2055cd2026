/**
 * Evaluates the violation catalogue against the facts: each entry fires when its fact was measured and
 * is strictly beyond the threshold; the violation carries the measured value, the threshold, the
 * unit and the region. One measurement raises one violation: higher tiers suppress the lower tiers
 * they supersede, and of the entries one measurement fires (MEASUREMENT_OF: one quantity seen through
 * several facts, or one fact's tiers) on one screenshot only the most severe is reported. Findings are
 * ordered by expected impact: severity, then how far past the threshold, then the weight of the
 * criterion hit.
 */
import { CRITERIA } from '../domain/criteria';
import { formatFact } from '../domain/evidence';
import {
  FACTS,
  MEASUREMENT_OF,
  VIOLATION_CATALOGUE,
  type CatalogueEntry,
} from '../domain/violation-catalogue';
import type { Severity, Violation } from '../domain/violations';
import type { Facts } from './facts';

export { formatFact };

export const SEVERITY_RANK: Record<Severity, number> = { Mild: 1, Severe: 2, Critical: 3, Unforgivable: 4 };
const WEIGHT = Object.fromEntries(CRITERIA.map((c) => [c.key, c.weightPercent / 100]));

export interface Finding {
  entry: CatalogueEntry;
  violation: Violation;
  /** The value as shown in text (rounded to the fact's digits, percentages for fractions). */
  shown: string;
  shownThreshold: string;
  impact: number;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export const fill = (template: string, shown: string, threshold: string) =>
  template.replaceAll('{value}', shown).replaceAll('{threshold}', threshold);

/**
 * Whether two findings report one measurement: the same quantity (MEASUREMENT_OF, else the fact
 * itself) on the same screenshot, or on the page as a whole (a fact with no screenshot: a page fact, a
 * drift between screenshots), which covers every screenshot.
 */
function sameMeasurement(a: Finding, b: Finding): boolean {
  const measure = (f: Finding) => MEASUREMENT_OF[f.entry.fact] ?? f.entry.fact;
  if (measure(a) !== measure(b)) return false;
  const ia = a.violation.evidence?.region?.imageIndex,
    ib = b.violation.evidence?.region?.imageIndex;
  return ia === undefined || ib === undefined || ia === ib;
}

export function findViolations(facts: Facts): Finding[] {
  const found: Finding[] = [];
  for (const entry of VIOLATION_CATALOGUE) {
    const fact = facts[entry.fact];
    if (!fact || !Number.isFinite(fact.value)) continue;
    const over = entry.op === 'above' ? fact.value - entry.threshold : entry.threshold - fact.value;
    if (!(over > 0)) continue;
    const { unit, digits } = FACTS[entry.fact];
    const scale = Math.max(Math.abs(entry.threshold), 1e-9);
    // The value as the evidence stores it, so that every text quotes the same rounded number.
    const shown = formatFact(entry.fact, round(fact.value, digits));
    const shownThreshold = formatFact(entry.fact, entry.threshold);
    const description = fill(entry.description, shown, shownThreshold);
    // A high (or low) page-wide value points where it shows most; the other direction keeps its scope.
    const place = fact.spot?.when === entry.op ? fact.spot.region : fact.region;
    found.push({
      entry,
      shown,
      shownThreshold,
      impact: SEVERITY_RANK[entry.severity] + Math.min(1, over / scale) + WEIGHT[entry.criterion]!,
      violation: {
        code: entry.code,
        type: entry.name,
        // Page facts know the element: name it, so the finding can be checked on the live page.
        description: fact.subject ? `${description} Worst: ${fact.subject} (${shown}).` : description,
        severity: entry.severity,
        criterion: entry.criterion,
        evidence: {
          metric: entry.fact,
          value: round(fact.value, digits),
          threshold: entry.threshold,
          unit,
          ...(place && {
            region: {
              imageIndex: place.imageIndex,
              x: Math.round(place.x),
              y: Math.round(place.y),
              width: Math.round(place.width),
              height: Math.round(place.height),
            },
          }),
        },
      },
    });
  }
  const superseded = new Set(found.flatMap((f) => f.entry.supersedes ?? []));
  const byImpact = (a: Finding, b: Finding) =>
    b.impact - a.impact || a.entry.code.localeCompare(b.entry.code);
  const reported: Finding[] = [];
  // The most severe finding of a measurement stands for it (then the one furthest past its threshold).
  const bySeverity = found
    .filter((f) => !superseded.has(f.entry.code))
    .sort((a, b) => SEVERITY_RANK[b.entry.severity] - SEVERITY_RANK[a.entry.severity] || byImpact(a, b));
  for (const f of bySeverity) if (!reported.some((r) => sameMeasurement(r, f))) reported.push(f);
  return reported.sort(byImpact);
}
