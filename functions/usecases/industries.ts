import type { IndustryResponse } from '../domain/api-schemas';
import { INDUSTRIES, INDUSTRY_PAGE_ROASTS, averageConfidence, isIndustrySlug } from '../domain/industries';
import type { IndustryRoastIndex } from '../ports/roast-repository';
import { toSummary } from './roast-views';

/**
 * GET /api/industries/{slug}: the industry, the figures over its public roasts and the newest of them.
 * null for a slug that names no industry (the handler answers the not-found page's list).
 */
export async function getIndustryPage(
  industries: IndustryRoastIndex,
  slug: string,
): Promise<IndustryResponse | null> {
  if (!isIndustrySlug(slug)) return null;
  const { name, description, keywords } = INDUSTRIES[slug];
  const listing = await industries.listIndustry(slug, INDUSTRY_PAGE_ROASTS);
  return {
    industry: {
      slug,
      name,
      description,
      totalRoasts: listing.total,
      avgConfidence: averageConfidence(listing.confidences),
      keywords: [...keywords],
    },
    roasts: listing.roasts.map(toSummary),
  };
}
