/**
 * Evaluates the violation catalogue against the facts: each entry fires when its fact was measured and
 * is strictly beyond the threshold; the violation carries the measured value, the threshold, the
 * unit and the region. Higher tiers suppress the lower tiers they supersede. Findings are ordered by
 * expected impact: severity, then how far past the threshold, then the weight of the criterion hit.
 */
import { CRITERIA } from '../domain/criteria';
import { FACTS, VIOLATION_CATALOGUE, type CatalogueEntry } from '../domain/violation-catalogue';
import type { Severity, Violation } from '../domain/violations';
import type { Facts } from './facts';

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

/** How a fact value reads in a sentence: fractions of a screen as percentages, others rounded. */
export function formatFact(key: keyof typeof FACTS, value: number): string {
  const { unit, digits } = FACTS[key];
  if (/^fraction/.test(unit)) {
    const pct = value * 100;
    return pct > 0 && pct < 1 ? `${round(pct, 1)}%` : `${Math.round(pct)}%`;
  }
  const r = round(value, digits);
  return digits === 0 ? r.toLocaleString('en-US') : String(r);
}

export const fill = (template: string, shown: string, threshold: string) =>
  template.replaceAll('{value}', shown).replaceAll('{threshold}', threshold);

export function findViolations(facts: Facts): Finding[] {
  const found: Finding[] = [];
  for (const entry of VIOLATION_CATALOGUE) {
    const fact = facts[entry.fact];
    if (!fact || !Number.isFinite(fact.value)) continue;
    const over = entry.op === 'above' ? fact.value - entry.threshold : entry.threshold - fact.value;
    if (!(over > 0)) continue;
    const { unit, digits } = FACTS[entry.fact];
    const scale = Math.max(Math.abs(entry.threshold), 1e-9);
    found.push({
      entry,
      shown: formatFact(entry.fact, fact.value),
      shownThreshold: formatFact(entry.fact, entry.threshold),
      impact: SEVERITY_RANK[entry.severity] + Math.min(1, over / scale) + WEIGHT[entry.criterion]!,
      violation: {
        code: entry.code,
        type: entry.name,
        // Page facts know the element: name it, so the finding can be checked on the live page.
        description: fact.subject
          ? `${entry.description} Worst: ${fact.subject} (${formatFact(entry.fact, fact.value)}).`
          : entry.description,
        severity: entry.severity,
        criterion: entry.criterion,
        evidence: {
          metric: entry.fact,
          value: round(fact.value, digits),
          threshold: entry.threshold,
          unit,
          ...(fact.region && {
            region: {
              imageIndex: fact.region.imageIndex,
              x: Math.round(fact.region.x),
              y: Math.round(fact.region.y),
              width: Math.round(fact.region.width),
              height: Math.round(fact.region.height),
            },
          }),
        },
      },
    });
  }
  const superseded = new Set(found.flatMap((f) => f.entry.supersedes ?? []));
  return found
    .filter((f) => !superseded.has(f.entry.code))
    .sort((a, b) => b.impact - a.impact || a.entry.code.localeCompare(b.entry.code));
}
