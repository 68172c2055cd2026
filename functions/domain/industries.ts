/**
 * The industry catalogue (supporting-pages spec §2–§3): the four industry pages, their copy, and the
 * keyword families the offline engine classifies with (functions/engine/industry.ts). The keywords a
 * page shows are the very words that put a roast on it: one list, two uses.
 */
import { INDUSTRY_SLUGS, type IndustrySlug } from './api-schemas';

export interface IndustryDefinition {
  slug: IndustrySlug;
  name: string;
  description: string;
  /**
   * Words and phrases read on the first screen that count towards this industry. Matching ignores
   * case and a plural "s"; a phrase matches with any whitespace between its words.
   */
  keywords: readonly string[];
}

export const INDUSTRIES: Readonly<Record<IndustrySlug, IndustryDefinition>> = {
  'saas-technology': {
    slug: 'saas-technology',
    name: 'SaaS & Technology',
    description:
      'Software products, platforms and developer tools. Their first screen has one job: say what the product does and get a trial started, without a wall of feature badges.',
    keywords: [
      'software',
      'platform',
      'API',
      'cloud',
      'SaaS',
      'app',
      'developer',
      'integration',
      'dashboard',
      'automation',
      'AI',
      'data',
      'analytics',
      'DevOps',
      'workflow',
      'free trial',
      'pricing',
    ],
  },
  'creative-design': {
    slug: 'creative-design',
    name: 'Creative & Design',
    description:
      'Studios, agencies, portfolios and photographers: sites judged by people who judge design for a living, where the work must lead and the chrome must get out of its way.',
    keywords: [
      'design',
      'studio',
      'portfolio',
      'creative',
      'agency',
      'branding',
      'photography',
      'illustration',
      'art',
      'gallery',
      'showcase',
      'motion',
    ],
  },
  'ecommerce-retail': {
    slug: 'ecommerce-retail',
    name: 'E-commerce & Retail',
    description:
      'Shops, marketplaces and product pages, where every extra banner competes with the buy button and clutter is paid for in abandoned carts.',
    keywords: [
      'shop',
      'cart',
      'sale',
      'buy',
      'deal',
      'shipping',
      'order',
      'store',
      'collection',
      'discount',
      '% off',
      'new arrivals',
      'checkout',
      'product',
    ],
  },
  'professional-services': {
    slug: 'professional-services',
    name: 'Professional Services',
    description:
      'Consultants, law and accounting firms, clinics and advisers: trust is the product, so clarity, contrast and one obvious way to book beat decoration.',
    keywords: [
      'consulting',
      'law',
      'legal',
      'accounting',
      'dental',
      'clinic',
      'service',
      'client',
      'advisor',
      'firm',
      'insurance',
      'finance',
      'appointment',
      'book a call',
    ],
  },
};

export function isIndustrySlug(value: string): value is IndustrySlug {
  return (INDUSTRY_SLUGS as readonly string[]).includes(value);
}

/** The industry page's "not found" answer lists every industry there is (spec §8). */
export const INDUSTRY_NOT_FOUND_MESSAGE = 'Industry not found';
export function availableIndustries(): { slug: IndustrySlug; name: string }[] {
  return INDUSTRY_SLUGS.map((slug) => ({ slug, name: INDUSTRIES[slug].name }));
}

/** Newest public roasts shown on an industry page. */
export const INDUSTRY_PAGE_ROASTS = 24;

/**
 * Mean classification confidence of an industry's public roasts, as a whole percentage; 0 when none
 * carries a confidence (the schema's "0 when there are none").
 */
export function averageConfidence(confidences: readonly number[]): number {
  if (confidences.length === 0) return 0;
  return Math.round(confidences.reduce((sum, c) => sum + c, 0) / confidences.length);
}
