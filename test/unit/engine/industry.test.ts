import { describe, expect, it } from 'vitest';
import { INDUSTRY_SLUGS } from '../../../functions/domain/api-schemas';
import {
  INDUSTRIES,
  availableIndustries,
  averageConfidence,
  isIndustrySlug,
} from '../../../functions/domain/industries';
import { classifyIndustry, industryConfidence } from '../../../functions/engine/industry';

describe('industry confidence rule', () => {
  it.each([
    [2, 0, 50],
    [3, 0, 75],
    [4, 0, 88],
    [5, 0, 94],
    [2, 1, 38],
    [3, 1, 63],
    [3, 2, 50],
    [6, 5, 57],
  ])('%i hits with a runner-up of %i → %i', (hits, runnerUp, expected) => {
    expect(industryConfidence(hits, runnerUp)).toBe(expected);
  });

  it('grows with the evidence and shrinks with the competition, capped at 99', () => {
    for (let hits = 2; hits < 7; hits++) {
      expect(industryConfidence(hits + 1, 0)).toBeGreaterThan(industryConfidence(hits, 0));
      expect(industryConfidence(hits, 1)).toBeLessThan(industryConfidence(hits, 0));
    }
    expect(industryConfidence(9, 0)).toBe(99);
    expect(industryConfidence(30, 0)).toBe(99);
  });

  it('is 0 when nothing would be classified (fewer than two hits, or a tie)', () => {
    expect(industryConfidence(1, 0)).toBe(0);
    expect(industryConfidence(3, 3)).toBe(0);
  });
});

describe('classifyIndustry', () => {
  it('classifies a SaaS first screen, naming the keywords it found', () => {
    const result = classifyIndustry(
      'Automate your workflow. The analytics platform for developers. Start free trial',
    );
    expect(result).toEqual({
      slug: 'saas-technology',
      confidence: 94,
      matched: ['platform', 'developer', 'analytics', 'workflow', 'free trial'],
      runnerUpHits: 0,
    });
  });

  it('reads a shop, including "% off" after a number and plurals', () => {
    expect(classifyIndustry('SUMMER SALE 50% off all products. Free shipping')).toMatchObject({
      slug: 'ecommerce-retail',
      matched: ['sale', 'shipping', '% off', 'product'],
    });
  });

  it('counts a keyword once however often it appears, and ignores case', () => {
    expect(classifyIndustry('Dental dental DENTAL clinic')).toMatchObject({
      slug: 'professional-services',
      matched: ['dental', 'clinic'],
      confidence: 50,
    });
  });

  it('matches whole words only', () => {
    // "apparel" is not "app", "artist" is not "art", "shopping" is not "shop".
    expect(classifyIndustry('apparel artist shopping datum')).toBeUndefined();
  });

  it('lowers the confidence when another industry is also present', () => {
    const alone = classifyIndustry('Design studio portfolio');
    const contested = classifyIndustry('Design studio portfolio, shop our store');
    expect(alone).toMatchObject({ slug: 'creative-design', confidence: 75 });
    expect(contested).toMatchObject({ slug: 'creative-design', confidence: 50, runnerUpHits: 2 });
  });

  it('refuses a single keyword and a tie', () => {
    expect(classifyIndustry('Our software')).toBeUndefined();
    expect(classifyIndustry('')).toBeUndefined();
    expect(classifyIndustry('cloud software shop cart')).toBeUndefined();
  });
});

describe('industry catalogue', () => {
  it('has the four spec industries with their names', () => {
    expect(availableIndustries()).toEqual([
      { slug: 'saas-technology', name: 'SaaS & Technology' },
      { slug: 'creative-design', name: 'Creative & Design' },
      { slug: 'ecommerce-retail', name: 'E-commerce & Retail' },
      { slug: 'professional-services', name: 'Professional Services' },
    ]);
    for (const slug of INDUSTRY_SLUGS) {
      expect(INDUSTRIES[slug].slug).toBe(slug);
      expect(INDUSTRIES[slug].description.length).toBeGreaterThan(40);
    }
  });

  it('shows exactly the keywords the classifier uses: each one alone is a hit for its own industry', () => {
    for (const slug of INDUSTRY_SLUGS) {
      for (const keyword of INDUSTRIES[slug].keywords) {
        // A keyword plus one more from the same family classifies into that family.
        const other = INDUSTRIES[slug].keywords.find((k) => k !== keyword)!;
        expect(classifyIndustry(`${keyword} ${other}`)?.slug, keyword).toBe(slug);
      }
    }
  });

  it('knows its slugs', () => {
    expect(isIndustrySlug('creative-design')).toBe(true);
    expect(isIndustrySlug('fintech')).toBe(false);
  });

  it('averages confidences as a whole percentage, 0 for none', () => {
    expect(averageConfidence([])).toBe(0);
    expect(averageConfidence([50, 75, 88])).toBe(71);
  });
});
