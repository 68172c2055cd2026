import { describe, expect, it } from 'vitest';
import {
  TECHNOLOGY_CATEGORIES,
  websiteAnalysisSchema,
  type WebsiteAnalysis,
} from '../../../functions/domain/api-schemas';
import { detectTechnologies, MIN_CONFIDENCE } from '../../../functions/domain/tech-stack/match';
import {
  angularOnFirebase,
  drupalOnApache,
  emptyEvidence,
  nextOnVercel,
  nuxtOnNetlify,
  plainPage,
  shopifyStore,
  SITE_FIXTURES,
  staticOnGitHubPages,
  webflowWithHubSpotAndIntercom,
  wooCommerceBehindCloudflare,
} from './fixtures';

type Category = (typeof TECHNOLOGY_CATEGORIES)[number];
const NOW = new Date('2026-11-22T19:00:00.000Z');

function item(result: WebsiteAnalysis, category: Category, name: string) {
  return result.technology[category].find((t) => t.name === name);
}

function allNames(result: WebsiteAnalysis): string[] {
  return TECHNOLOGY_CATEGORIES.flatMap((c) => result.technology[c].map((t) => t.name));
}

/** Expect `name` in `category` (and nowhere else), with `version` when given. */
function expectFound(result: WebsiteAnalysis, category: Category, name: string, version?: string) {
  const found = item(result, category, name);
  expect(found, `${name} in ${category}; got ${allNames(result).join(', ')}`).toBeDefined();
  if (version !== undefined) expect(found!.version).toBe(version);
  for (const other of TECHNOLOGY_CATEGORIES.filter((c) => c !== category)) {
    expect(item(result, other, name)).toBeUndefined();
  }
  return found!;
}

describe('detectTechnologies on fixture sites', () => {
  it('Next.js app on Vercel with GA4 and Stripe', () => {
    const r = detectTechnologies(nextOnVercel, NOW);
    expectFound(r, 'frontend', 'Next.js', '14.1.0');
    const react = expectFound(r, 'frontend', 'React');
    expect(react.version).toBeUndefined(); // only implied: production React exposes no version
    expect(react.confidence).toBeLessThan(item(r, 'frontend', 'Next.js')!.confidence);
    expectFound(r, 'hosting', 'Vercel');
    expectFound(r, 'analytics', 'Google Analytics');
    expectFound(r, 'other', 'Stripe');
    expectFound(r, 'security', 'HSTS');
    expect(allNames(r)).not.toContain('Universal Analytics');
    expect(allNames(r)).not.toContain('Google Tag Manager'); // gtag.js alone is not a GTM container
  });

  it('WordPress + WooCommerce on nginx behind Cloudflare', () => {
    const r = detectTechnologies(wooCommerceBehindCloudflare, NOW);
    expectFound(r, 'backend', 'WordPress', '6.4.2');
    expectFound(r, 'backend', 'WooCommerce', '8.4.0');
    expectFound(r, 'backend', 'PHP', '8.2.13');
    expectFound(r, 'frontend', 'jQuery', '3.7.1'); // not 3.4.1 from jquery-migrate, not 6.4.2 from core
    expectFound(r, 'frontend', 'jQuery Migrate', '3.4.1');
    expectFound(r, 'marketing', 'Yoast SEO', '21.7');
    expectFound(r, 'hosting', 'Cloudflare');
    expectFound(r, 'hosting', 'nginx');
    expectFound(r, 'security', 'Cloudflare Bot Management');
    expect(allNames(r)).not.toContain('Shopify');
    expect(allNames(r)).not.toContain('Drupal');
  });

  it('Shopify store with Klaviyo and Facebook Pixel', () => {
    const r = detectTechnologies(shopifyStore, NOW);
    expectFound(r, 'backend', 'Shopify');
    expectFound(r, 'marketing', 'Klaviyo');
    expectFound(r, 'marketing', 'Facebook Pixel');
    expectFound(r, 'hosting', 'Cloudflare');
    for (const absurd of ['WordPress', 'WooCommerce', 'PHP', 'Magento', 'Wix', 'Squarespace', 'jQuery']) {
      expect(allNames(r)).not.toContain(absurd);
    }
  });

  it('plain static site on GitHub Pages with Plausible', () => {
    const r = detectTechnologies(staticOnGitHubPages, NOW);
    expectFound(r, 'hosting', 'GitHub Pages');
    expectFound(r, 'hosting', 'Fastly'); // GitHub Pages is served through Fastly
    expectFound(r, 'analytics', 'Plausible');
    expect(r.technology.frontend).toEqual([]);
    expect(r.technology.backend).toEqual([]);
    expect(r.technology.marketing).toEqual([]);
  });

  it('Angular app on Firebase with reCAPTCHA', () => {
    const r = detectTechnologies(angularOnFirebase, NOW);
    expectFound(r, 'frontend', 'Angular', '17.3.2');
    expectFound(r, 'hosting', 'Firebase Hosting');
    expectFound(r, 'security', 'reCAPTCHA');
    expectFound(r, 'other', 'Firebase', '10.8.0');
    expect(allNames(r)).not.toContain('AngularJS');
    expect(allNames(r)).not.toContain('React');
  });

  it('Vue 3 / Nuxt site on Netlify with Hotjar', () => {
    const r = detectTechnologies(nuxtOnNetlify, NOW);
    expectFound(r, 'frontend', 'Nuxt'); // Nuxt 3 does not publish its version to the page
    expectFound(r, 'frontend', 'Vue.js', '3.4.15'); // from the root element's __vue_app__.version
    expectFound(r, 'hosting', 'Netlify');
    expectFound(r, 'analytics', 'Hotjar');
    expect(allNames(r)).not.toContain('React');
    expect(allNames(r)).not.toContain('Next.js');
  });

  it('Drupal 10 on Apache with Matomo', () => {
    const r = detectTechnologies(drupalOnApache, NOW);
    expectFound(r, 'backend', 'Drupal', '10');
    const php = expectFound(r, 'backend', 'PHP');
    expect(php.version).toBeUndefined(); // implied by Drupal; the page never said which PHP
    expectFound(r, 'hosting', 'Apache HTTP Server', '2.4.57');
    expectFound(r, 'analytics', 'Matomo');
    expect(allNames(r)).not.toContain('WordPress');
  });

  it('Webflow site with HubSpot and Intercom', () => {
    const r = detectTechnologies(webflowWithHubSpotAndIntercom, NOW);
    expectFound(r, 'backend', 'Webflow');
    expectFound(r, 'marketing', 'HubSpot');
    expectFound(r, 'marketing', 'Intercom');
    expectFound(r, 'frontend', 'jQuery', '3.5.1');
    expect(allNames(r)).not.toContain('HubSpot CMS'); // HubSpot tracking code on a Webflow site
    expect(allNames(r)).not.toContain('WordPress');
  });
});

describe('detectTechnologies output', () => {
  it.each(Object.entries({ ...SITE_FIXTURES, emptyEvidence, plainPage }))(
    '%s validates against websiteAnalysisSchema, with confidences in range and ordered',
    (_label, evidence) => {
      const r = detectTechnologies(evidence, NOW);
      expect(websiteAnalysisSchema.safeParse(r).success).toBe(true);
      expect(Object.keys(r.technology).sort()).toEqual([...TECHNOLOGY_CATEGORIES].sort());
      expect(r.timestamp).toBe('2026-11-22T19:00:00.000Z');
      for (const c of TECHNOLOGY_CATEGORIES) {
        const list = r.technology[c];
        for (const t of list) {
          expect(Number.isInteger(t.confidence)).toBe(true);
          expect(t.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
          expect(t.confidence).toBeLessThanOrEqual(100);
          expect(t.description).toBeTruthy();
          expect(
            Object.keys(t).every((k) => ['name', 'version', 'description', 'confidence'].includes(k)),
          ).toBe(true);
        }
        for (let i = 1; i < list.length; i++) {
          const [a, b] = [list[i - 1]!, list[i]!];
          expect(
            a.confidence > b.confidence ||
              (a.confidence === b.confidence && a.name.localeCompare(b.name) < 0),
          ).toBe(true);
        }
        expect(new Set(list.map((t) => t.name)).size).toBe(list.length);
      }
    },
  );

  it('finds nothing at all in empty evidence or a bare page', () => {
    for (const evidence of [emptyEvidence, plainPage]) {
      const r = detectTechnologies(evidence, NOW);
      expect(allNames(r)).toEqual([]);
    }
  });

  it('stamps the current time when none is given', () => {
    const before = Date.now();
    const r = detectTechnologies(emptyEvidence);
    expect(Date.parse(r.timestamp)).toBeGreaterThanOrEqual(before);
  });

  it('is deterministic', () => {
    expect(detectTechnologies(wooCommerceBehindCloudflare, NOW)).toEqual(
      detectTechnologies(wooCommerceBehindCloudflare, NOW),
    );
  });
});
