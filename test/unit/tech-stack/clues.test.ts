import { describe, expect, it } from 'vitest';
import { detectTechnologies } from '../../../functions/domain/tech-stack/match';
import { type PageEvidence } from '../../../functions/domain/tech-stack/types';
import { emptyEvidence } from './fixtures';

const NOW = new Date('2026-11-22T19:00:00.000Z');
const ev = (over: Partial<PageEvidence>): PageEvidence => ({
  ...emptyEvidence,
  url: 'https://site.test/',
  ...over,
});
const detect = (evidence: PageEvidence) => Object.values(detectTechnologies(evidence, NOW).technology).flat();

/** One realistic clue (or a few) → the technology it should reveal, with its version when it carries one. */
const CASES: [string, Partial<PageEvidence>, string, string?][] = [
  [
    'jQuery from a cdnjs URL',
    { scriptSrcs: ['https://cdnjs.cloudflare.com/ajax/libs/jquery/3.6.0/jquery.min.js'] },
    'jQuery',
    '3.6.0',
  ],
  [
    'jQuery from code.jquery.com',
    { scriptSrcs: ['https://code.jquery.com/jquery-3.7.1.slim.min.js'] },
    'jQuery',
    '3.7.1',
  ],
  [
    'jQuery from jsDelivr npm',
    { scriptSrcs: ['https://cdn.jsdelivr.net/npm/jquery@3.5.1/dist/jquery.min.js'] },
    'jQuery',
    '3.5.1',
  ],
  [
    'Bootstrap from jsDelivr',
    { linkHrefs: ['https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css'] },
    'Bootstrap',
    '5.3.2',
  ],
  ['Bootstrap from its global', { jsGlobals: { bootstrap: '5.3.3' } }, 'Bootstrap', '5.3.3'],
  ['React from its global', { jsGlobals: { React: '18.2.0' } }, 'React', '18.2.0'],
  ['React from a mounted root', { jsGlobals: { reactRoot: true } }, 'React'],
  ['Vue 2 from its global', { jsGlobals: { Vue: '2.7.16' } }, 'Vue.js', '2.7.16'],
  ['AngularJS from its global', { jsGlobals: { angular: '1.8.3' } }, 'AngularJS', '1.8.3'],
  ['Svelte from scoped classes', { html: '<h1 class="title svelte-1x2y3z4">Hi</h1>' }, 'Svelte'],
  ['Astro from its generator', { meta: { generator: 'Astro v4.5.2' } }, 'Astro', '4.5.2'],
  ['Gatsby from its generator', { meta: { generator: 'Gatsby 5.12.4' } }, 'Gatsby', '5.12.4'],
  ['Alpine from its global', { jsGlobals: { Alpine: '3.13.5' } }, 'Alpine.js', '3.13.5'],
  ['htmx from unpkg', { scriptSrcs: ['https://unpkg.com/htmx.org@1.9.10'] }, 'htmx', '1.9.10'],
  [
    'Tailwind from its banner',
    { html: '<style>/*! tailwindcss v3.4.1 | MIT License | https://tailwindcss.com */</style>' },
    'Tailwind CSS',
    '3.4.1',
  ],
  ['Font Awesome kit', { scriptSrcs: ['https://kit.fontawesome.com/1a2b3c4d5e.js'] }, 'Font Awesome'],
  [
    'Google Fonts',
    { linkHrefs: ['https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap'] },
    'Google Fonts',
  ],
  ['Adobe Fonts', { linkHrefs: ['https://use.typekit.net/abc1def.css'] }, 'Adobe Fonts'],
  ['Ghost from its generator', { meta: { generator: 'Ghost 5.75' } }, 'Ghost', '5.75'],
  ['Wix from its header', { headers: { 'x-wix-request-id': '1732302000.123' } }, 'Wix'],
  [
    'Squarespace from its comment',
    { html: '<!doctype html><!-- This is Squarespace. --><html>' },
    'Squarespace',
  ],
  ['Magento from its init scripts', { html: '<script type="text/x-magento-init">{}</script>' }, 'Magento'],
  ['Laravel from its session cookie', { cookies: ['XSRF-TOKEN', 'laravel_session'] }, 'Laravel'],
  ['ASP.NET from its header', { headers: { 'x-aspnet-version': '4.0.30319' } }, 'ASP.NET', '4.0.30319'],
  ['Express from x-powered-by', { headers: { 'x-powered-by': 'Express' } }, 'Express'],
  [
    'Django from its CSRF field',
    { html: '<input type="hidden" name="csrfmiddlewaretoken" value="x">' },
    'Django',
  ],
  ['Hugo from its generator', { meta: { generator: 'Hugo 0.121.1' } }, 'Hugo', '0.121.1'],
  [
    'Universal Analytics',
    { scriptSrcs: ['https://www.google-analytics.com/analytics.js'] },
    'Universal Analytics',
  ],
  [
    'Google Tag Manager',
    { scriptSrcs: ['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234'] },
    'Google Tag Manager',
  ],
  ['Microsoft Clarity', { scriptSrcs: ['https://www.clarity.ms/tag/abcdef1234'] }, 'Microsoft Clarity'],
  ['PostHog', { cookies: ['ph_phc_AbCdEf1234567890_posthog'] }, 'PostHog'],
  ['Mixpanel', { cookies: ['mp_0123456789abcdef0123456789abcdef_mixpanel'] }, 'Mixpanel'],
  ['Segment', { scriptSrcs: ['https://cdn.segment.com/analytics.js/v1/AbC123/analytics.min.js'] }, 'Segment'],
  ['Fathom', { scriptSrcs: ['https://cdn.usefathom.com/script.js'] }, 'Fathom'],
  [
    'LinkedIn Insight',
    { scriptSrcs: ['https://snap.licdn.com/li.lms-analytics/insight.min.js'] },
    'LinkedIn Insight Tag',
  ],
  [
    'TikTok Pixel',
    { scriptSrcs: ['https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=ABC'] },
    'TikTok Pixel',
  ],
  ['Google Ads', { scriptSrcs: ['https://www.googletagmanager.com/gtag/js?id=AW-123456789'] }, 'Google Ads'],
  ['Crisp', { scriptSrcs: ['https://client.crisp.chat/l.js'] }, 'Crisp'],
  ['Zendesk', { domMarkers: ['#ze-snippet'] }, 'Zendesk'],
  [
    'CloudFront',
    { headers: { 'x-amz-cf-id': 'abc==', via: '1.1 0123abcd.cloudfront.net (CloudFront)' } },
    'Amazon CloudFront',
  ],
  ['Akamai', { headers: { server: 'AkamaiGHost' } }, 'Akamai'],
  ['Heroku', { headers: { via: '1.1 vegur' } }, 'Heroku'],
  ['IIS', { headers: { server: 'Microsoft-IIS/10.0' } }, 'Microsoft IIS', '10.0'],
  ['LiteSpeed', { headers: { server: 'LiteSpeed' } }, 'LiteSpeed'],
  ['Caddy', { headers: { server: 'Caddy' } }, 'Caddy'],
  ['Azure', { url: 'https://contoso.azurewebsites.net/' }, 'Microsoft Azure'],
  ['Google Cloud', { headers: { server: 'Google Frontend' } }, 'Google Cloud'],
  ['hCaptcha', { scriptSrcs: ['https://js.hcaptcha.com/1/api.js'] }, 'hCaptcha'],
  [
    'Turnstile',
    { scriptSrcs: ['https://challenges.cloudflare.com/turnstile/v0/api.js'] },
    'Cloudflare Turnstile',
  ],
  ['CSP', { headers: { 'content-security-policy': "default-src 'self'" } }, 'Content Security Policy'],
  ['Sucuri', { headers: { 'x-sucuri-id': '12345' } }, 'Sucuri'],
  ['Imperva', { cookies: ['visid_incap_123456', 'incap_ses_123_456'] }, 'Imperva'],
  ['OneTrust', { cookies: ['OptanonConsent'] }, 'OneTrust'],
  ['Cookiebot', { domMarkers: ['#CybotCookiebotDialog'] }, 'Cookiebot'],
  ['Osano', { scriptSrcs: ['https://cmp.osano.com/AzZ123/abc/osano.js'] }, 'Osano'],
  ['PayPal', { scriptSrcs: ['https://www.paypal.com/sdk/js?client-id=abc'] }, 'PayPal'],
  ['YouTube embed', { domMarkers: ['iframe[src*="youtube.com/embed"]'] }, 'YouTube'],
  ['Vimeo embed', { domMarkers: ['iframe[src*="player.vimeo.com"]'] }, 'Vimeo'],
  ['Google Maps', { scriptSrcs: ['https://maps.googleapis.com/maps/api/js?key=x'] }, 'Google Maps'],
  [
    'Sentry CDN bundle',
    { scriptSrcs: ['https://browser.sentry-cdn.com/7.91.0/bundle.min.js'] },
    'Sentry',
    '7.91.0',
  ],
  [
    'Datadog RUM',
    { scriptSrcs: ['https://www.datadoghq-browser-agent.com/us1/v5/datadog-rum.js'] },
    'Datadog RUM',
  ],
  ['New Relic', { jsGlobals: { NREUM: true } }, 'New Relic'],
  ['Algolia', { jsGlobals: { algoliasearch: '4.22.1' } }, 'Algolia', '4.22.1'],
  ['unpkg', { scriptSrcs: ['https://unpkg.com/alpinejs@3.13.5/dist/cdn.min.js'] }, 'unpkg'],
  ['web app manifest', { linkHrefs: ['https://site.test/site.webmanifest'] }, 'Web App Manifest'],
  [
    'service worker registration',
    { html: "<script>navigator.serviceWorker.register('/sw.js')</script>" },
    'Service Worker',
  ],
];

describe('single clues', () => {
  it.each(CASES)('%s', (_label, over, name, version) => {
    const found = detect(ev(over)).find((t) => t.name === name);
    expect(found, `${name} not found`).toBeDefined();
    if (version) expect(found!.version).toBe(version);
  });
});

describe('clues that must not mislead', () => {
  it('does not read the jQuery version from jquery-migrate or a plugin named jquery.*', () => {
    const found = detect(
      ev({
        scriptSrcs: [
          'https://site.test/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1',
          'https://site.test/js/jquery.jsonp.js',
        ],
      }),
    );
    expect(found.find((t) => t.name === 'jQuery')).toMatchObject({ confidence: 72 }); // implied by Migrate only
    expect(found.find((t) => t.name === 'jQuery')?.version).toBeUndefined();
  });

  it('does not take a WordPress theme version for the Bootstrap version', () => {
    const found = detect(
      ev({ linkHrefs: ['https://site.test/wp-content/themes/x/css/bootstrap.min.css?ver=1.0.2'] }),
    );
    const bootstrap = found.find((t) => t.name === 'Bootstrap');
    expect(bootstrap).toBeDefined();
    expect(bootstrap!.version).toBeUndefined();
  });

  it('does not take a vendored library version for the WooCommerce version', () => {
    const found = detect(
      ev({
        scriptSrcs: [
          'https://site.test/wp-content/plugins/woocommerce/assets/js/js-cookie/js.cookie.min.js?ver=2.1.4-wc.8.4.0',
          'https://site.test/wp-content/plugins/woocommerce/assets/js/frontend/cart.min.js?ver=8.4.0',
        ],
      }),
    );
    expect(found.find((t) => t.name === 'WooCommerce')?.version).toBe('8.4.0');
  });

  it('does not call Tomcat "Apache HTTP Server"', () => {
    const found = detect(ev({ headers: { server: 'Apache-Coyote/1.1' } })).map((t) => t.name);
    expect(found).toContain('Apache Tomcat');
    expect(found).not.toContain('Apache HTTP Server');
  });

  it('does not report generic, single weak clues', () => {
    const found = detect(
      ev({
        cookies: ['XSRF-TOKEN', '_myapp_session', 'csrftoken'],
        jsGlobals: { analytics: true, dataLayer: true, google_tag_manager: true },
        domMarkers: ['[data-controller]', 'link[rel="modulepreload"]'],
      }),
    ).map((t) => t.name);
    for (const name of ['Laravel', 'Ruby on Rails', 'Segment', 'Google Tag Manager', 'Stimulus', 'Vite']) {
      expect(found).not.toContain(name);
    }
  });
});
