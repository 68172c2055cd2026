/**
 * The design-principle guides (supporting-pages spec §2, §3): static, product-specific content, in
 * the spec's category order. The content is data: Markdown guides and CSL-JSON citations in content/
 * (format and validation: guide-format.ts), built into guides.generated.json by
 * bin/build-design-principles.ts, so every bundle that serves them carries them as a module. The use
 * case shapes the API answers; here are the guides and two small helpers.
 */
import type { Citation, DesignPrinciple } from '../api-schemas';
import guides from './guides.generated.json';

// Validated against designPrincipleSchema when built; test/unit/domain/design-principles*.test.ts
// check the module is the content's current build and still parses.
export const DESIGN_PRINCIPLES: readonly DesignPrinciple[] = guides as DesignPrinciple[];

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
