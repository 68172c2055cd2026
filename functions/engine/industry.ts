/**
 * Industry from the text read on the first screen, with a confidence.
 *
 * Each industry has a keyword family (functions/domain/industries.ts, the same words its page shows).
 * A family's hits are the distinct keywords of the family found in the text (case-insensitive, a
 * plural "s" allowed, phrases with any whitespace). The family with the most hits wins when it has
 * at least two and strictly more than every other family: a tie is evidence for neither.
 *
 * Confidence (0–100) = evidence × distinctiveness, rounded:
 *   evidence        = 1 − 2^(1 − h)     h = the winner's hits: 2 → 0.5, 3 → 0.75, 4 → 0.875 …
 *   distinctiveness = 1 − r / (2h)      r = the runner-up's hits: 1 with no competition, ½ at a tie
 * So two keywords and nothing else give 50, three give 75, four 88; a runner-up with two hits pulls
 * a three-hit winner from 75 down to 50. It is capped at 99: a few words on one screen are never
 * proof.
 */
import type { IndustrySlug } from '../domain/api-schemas';
import { INDUSTRIES } from '../domain/industries';

export interface IndustryClassification {
  slug: IndustrySlug;
  confidence: number;
  /** Distinct keywords of the winning family found in the text. */
  matched: string[];
  /** Hits of the strongest other family. */
  runnerUpHits: number;
}

const MIN_HITS = 2;
const MAX_CONFIDENCE = 99;

function keywordPattern(keyword: string): string {
  const escaped = keyword
    .toLowerCase()
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  // Word boundaries only where the keyword itself starts or ends with a word character: "% off"
  // must still match in "50% off".
  const before = /^\w/.test(keyword) ? '(?<!\\w)' : '';
  const after = /\w$/.test(keyword) ? '(?!\\w)' : '';
  return `${before}${escaped}s?${after}`;
}

const FAMILIES = Object.values(INDUSTRIES).map((industry) => ({
  slug: industry.slug,
  keywords: industry.keywords.map((keyword) => ({
    keyword,
    pattern: new RegExp(keywordPattern(keyword), 'i'),
  })),
}));

/** The confidence rule above, for a winner with `hits` and a runner-up with `runnerUp` hits. */
export function industryConfidence(hits: number, runnerUp: number): number {
  if (hits < MIN_HITS || runnerUp >= hits) return 0;
  const evidence = 1 - 2 ** (1 - hits);
  const distinctiveness = 1 - Math.max(0, runnerUp) / (2 * hits);
  return Math.min(MAX_CONFIDENCE, Math.round(100 * evidence * distinctiveness));
}

export function classifyIndustry(text: string): IndustryClassification | undefined {
  const scored = FAMILIES.map((family) => ({
    slug: family.slug,
    matched: family.keywords.filter((k) => k.pattern.test(text)).map((k) => k.keyword),
  })).sort((a, b) => b.matched.length - a.matched.length);
  const [best, second] = scored;
  if (!best) return undefined;
  const hits = best.matched.length;
  const runnerUpHits = second?.matched.length ?? 0;
  if (hits < MIN_HITS || runnerUpHits >= hits) return undefined;
  return {
    slug: best.slug,
    confidence: industryConfidence(hits, runnerUpHits),
    matched: best.matched,
    runnerUpHits,
  };
}
