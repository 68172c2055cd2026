import { queryOptions } from '@tanstack/react-query';
import type {
  Citation,
  DesignPrinciple,
  DesignPrinciplesResponse,
  DesignPrincipleSummary,
  PrincipleCategory,
} from '@domain/api-schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/design-principles: every principle's summary and the distinct citation count. */
export const designPrinciplesQueryOptions = () =>
  queryOptions({
    queryKey: ['design-principles'] as const,
    queryFn: ({ signal }) => apiRequest<DesignPrinciplesResponse>('/api/design-principles', { signal }),
  });

/** GET /api/design-principles/{slug}: one principle in full. */
export const designPrincipleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['design-principles', slug] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ principle: DesignPrinciple }>(`/api/design-principles/${encodeURIComponent(slug)}`, {
        signal,
      }),
  });

/** The six categories in reading order, with their human labels. */
export const CATEGORY_LABELS: Record<PrincipleCategory, string> = {
  'visual-hierarchy': 'Visual Hierarchy',
  typography: 'Typography',
  'color-theory': 'Color Theory',
  layout: 'Layout',
  usability: 'Usability',
  accessibility: 'Accessibility',
};
const CATEGORY_ORDER = Object.keys(CATEGORY_LABELS) as PrincipleCategory[];

export const categoryAnchor = (category: PrincipleCategory) => `category-${category}`;

/** Principles grouped by category, in {@link CATEGORY_LABELS} order; empty categories are left out. */
export function groupByCategory(
  principles: readonly DesignPrincipleSummary[],
): { category: PrincipleCategory; label: string; principles: DesignPrincipleSummary[] }[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    principles: principles.filter((p) => p.category === category),
  })).filter((group) => group.principles.length > 0);
}

/** The headline citation figure: the spec's "50+" claim only when the data bears it out. */
export const CITATION_CLAIM_THRESHOLD = 50;
export function citationFigure(total: number): string {
  return total >= CITATION_CLAIM_THRESHOLD ? `${CITATION_CLAIM_THRESHOLD}+` : String(total);
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** A reference-list entry: "Author (year). Title. Source." */
export function formatCitation(citation: Pick<Citation, 'author' | 'year' | 'title' | 'source'>): {
  lead: string;
  title: string;
  source: string;
} {
  return {
    lead: `${citation.author} (${citation.year}).`,
    title: sentence(citation.title),
    source: sentence(citation.source),
  };
}

export const CITATION_TYPE_LABELS: Record<Citation['type'], string> = {
  book: 'Book',
  paper: 'Paper',
  standard: 'Standard',
  article: 'Article',
  guideline: 'Guideline',
};

/** Long texts come as paragraphs separated by blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
