/**
 * The design-principle guides (supporting-pages spec §2, §3): static, product-specific content, in
 * the spec's category order. Pure data and two small helpers; the use case shapes the API answers.
 */
import type { Citation, DesignPrinciple } from '../api-schemas';
import { ACCESSIBILITY_PRINCIPLES } from './accessibility';
import { COLOR_THEORY_PRINCIPLES } from './color-theory';
import { LAYOUT_PRINCIPLES } from './layout';
import { TYPOGRAPHY_PRINCIPLES } from './typography';
import { USABILITY_PRINCIPLES } from './usability';
import { VISUAL_HIERARCHY_PRINCIPLES } from './visual-hierarchy';

export const DESIGN_PRINCIPLES: readonly DesignPrinciple[] = [
  ...VISUAL_HIERARCHY_PRINCIPLES,
  ...TYPOGRAPHY_PRINCIPLES,
  ...COLOR_THEORY_PRINCIPLES,
  ...LAYOUT_PRINCIPLES,
  ...USABILITY_PRINCIPLES,
  ...ACCESSIBILITY_PRINCIPLES,
];

/**
 * A citation's identity: the same work cited by two principles counts once. Case and spacing are
 * normalised so a retyped title cannot pass for a second work.
 */
export function citationKey(citation: Pick<Citation, 'title' | 'author' | 'year'>): string {
  const norm = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  return `${norm(citation.title)}|${norm(citation.author)}|${citation.year}`;
}

/** Distinct citations across the given principles, first occurrence kept, in order of appearance. */
export function distinctCitations(principles: readonly DesignPrinciple[]): Citation[] {
  const seen = new Map<string, Citation>();
  for (const principle of principles)
    for (const citation of principle.citations) {
      const key = citationKey(citation);
      if (!seen.has(key)) seen.set(key, citation);
    }
  return [...seen.values()];
}
