import { queryOptions } from '@tanstack/react-query';
import type { IndustryResponse, IndustrySlug } from '@domain/api-schemas';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /api/industries/{slug}: the industry and its public roasts. */
export const industryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['industries', slug] as const,
    queryFn: ({ signal }) =>
      apiRequest<IndustryResponse>(`/api/industries/${encodeURIComponent(slug)}`, { signal }),
  });

export interface IndustryLink {
  slug: string;
  name: string;
}

/** The four industry pages (spec §2), in the footer's order. */
export const KNOWN_INDUSTRIES: readonly (IndustryLink & { slug: IndustrySlug })[] = [
  { slug: 'saas-technology', name: 'SaaS & Technology' },
  { slug: 'creative-design', name: 'Creative & Design' },
  { slug: 'ecommerce-retail', name: 'E-commerce & Retail' },
  { slug: 'professional-services', name: 'Professional Services' },
];

const ADVICE: Record<IndustrySlug, string> = {
  'saas-technology':
    'Lead with one value proposition and one primary call to action, show the real product rather than an abstract illustration, and make the recommended plan obvious on the pricing page.',
  'creative-design':
    'Let the work speak: large imagery, restrained type and navigation that never competes with the portfolio. Personality is welcome, but contact details must stay one click away.',
  'ecommerce-retail':
    'Keep product photo, price and the add-to-cart button together in the first screen, keep filters reachable on mobile, show delivery costs early and never hide the basket.',
  'professional-services':
    'Earn trust first: say who you are, what you do and for whom in the first screen, show credentials or client logos, and make booking a call a single obvious step.',
};

/** Advice that holds for any site, for an industry without its own. */
export const GENERIC_ADVICE =
  'Whatever the industry: one clear message per screen, one primary action, readable contrast and generous white space.';

export function adviceFor(slug: string): string {
  return (ADVICE as Record<string, string | undefined>)[slug] ?? GENERIC_ADVICE;
}

function isIndustryList(value: unknown): value is IndustryLink[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as IndustryLink).slug === 'string' &&
        typeof (item as IndustryLink).name === 'string',
    )
  );
}

/**
 * What the not-found page lists: the industries the API names in its 404 body, then any known page it
 * left out, so every industry page stays reachable even when the request itself failed.
 */
export function availableIndustries(error: unknown): IndustryLink[] {
  const body = error instanceof ApiError ? error.json() : undefined;
  const listed =
    body &&
    typeof body === 'object' &&
    isIndustryList((body as { availableIndustries?: unknown }).availableIndustries)
      ? (body as { availableIndustries: IndustryLink[] }).availableIndustries
      : [];
  const seen = new Set(listed.map((i) => i.slug));
  return [...listed, ...KNOWN_INDUSTRIES.filter((i) => !seen.has(i.slug))];
}
