import type {
  DesignPrinciple,
  DesignPrinciplesResponse,
  DesignPrincipleSummary,
} from '../domain/api-schemas';
import { DESIGN_PRINCIPLES, citationKey, distinctCitations } from '../domain/design-principles/index';
import { NotFoundError } from '../domain/errors';

/** GET /api/design-principles/{slug} for a slug no principle has (malformed slugs included). */
export class DesignPrincipleNotFoundError extends NotFoundError {
  override readonly name = 'DesignPrincipleNotFound';
  constructor(readonly slug: string) {
    super('Design principle not found');
  }
}

/**
 * The list page: one summary per principle with its own citation count, and the number of distinct
 * works cited across all of them (a work cited by several principles counts once), so the page's
 * "50+ citations" is a count, not a claim.
 */
export function listDesignPrinciples(
  principles: readonly DesignPrinciple[] = DESIGN_PRINCIPLES,
): DesignPrinciplesResponse {
  const summaries: DesignPrincipleSummary[] = principles.map((p) => ({
    id: p.id,
    slug: p.slug,
    name: p.name,
    category: p.category,
    description: p.description,
    citationCount: new Set(p.citations.map(citationKey)).size,
  }));
  return { principles: summaries, totalCitations: distinctCitations(principles).length };
}

/** One principle by its exact slug; anything else (other case, encoded paths, junk) is not found. */
export function getDesignPrinciple(
  slug: string,
  principles: readonly DesignPrinciple[] = DESIGN_PRINCIPLES,
): { principle: DesignPrinciple } {
  const principle = principles.find((p) => p.slug === slug);
  if (!principle) throw new DesignPrincipleNotFoundError(slug);
  return { principle };
}
