/**
 * Hand-built evidence for typical sites, shaped like what the capture collects (types.ts). Headers,
 * cookie names, asset URLs and markup follow what these stacks really serve; ids and hashes are made up.
 */
import { type PageEvidence } from '../../../functions/domain/tech-stack/types';

export const emptyEvidence: PageEvidence = {
  url: '',
  headers: {},
  cookies: [],
  meta: {},
  scriptSrcs: [],
  linkHrefs: [],
  jsGlobals: {},
  domMarkers: [],
};

/** A bare page with the usual harmless headers and nothing else. */
export const plainPage: PageEvidence = {
  ...emptyEvidence,
  url: 'https://example.org/',
  headers: { 'content-type': 'text/html; charset=utf-8', date: 'Sun, 22 Nov 2026 19:00:00 GMT' },
  html: '<!doctype html><html lang="en"><head><title>Example</title></head><body><p>Hello.</p></body></html>',
};

export const nextOnVercel: PageEvidence = {
  url: 'https://acme-dashboard.vercel.app/pricing',
  headers: {
    server: 'Vercel',
    'x-vercel-id': 'fra1::iad1::8x7vq-1732302000000-1a2b3c4d5e6f',
    'x-vercel-cache': 'HIT',
    'x-powered-by': 'Next.js',
    'x-nextjs-prerender': '1',
    'strict-transport-security': 'max-age=63072000',
    'content-type': 'text/html; charset=utf-8',
  },
  cookies: ['_ga', '_ga_7XK2M9QZ1B', '__stripe_mid', '__stripe_sid'],
  meta: {
    viewport: 'width=device-width, initial-scale=1',
    'og:title': 'Pricing – Acme',
    'og:image': 'https://acme-dashboard.vercel.app/og.png',
    'twitter:card': 'summary_large_image',
  },
  scriptSrcs: [
    'https://acme-dashboard.vercel.app/_next/static/chunks/webpack-4f0a1b2c3d4e5f60.js',
    'https://acme-dashboard.vercel.app/_next/static/chunks/framework-8a9b0c1d2e3f4a5b.js',
    'https://acme-dashboard.vercel.app/_next/static/chunks/main-1c2d3e4f5a6b7c8d.js',
    'https://acme-dashboard.vercel.app/_next/static/chunks/pages/pricing-9e8d7c6b5a4f3e2d.js',
    'https://www.googletagmanager.com/gtag/js?id=G-7XK2M9QZ1B',
    'https://js.stripe.com/v3/',
  ],
  linkHrefs: [
    'https://acme-dashboard.vercel.app/_next/static/css/5e6f7a8b9c0d1e2f.css',
    'https://acme-dashboard.vercel.app/favicon.ico',
  ],
  jsGlobals: {
    __NEXT_DATA__: true,
    next: '14.1.0',
    gtag: true,
    dataLayer: true,
    google_tag_manager: true,
    Stripe: true,
    webpackChunk: true,
  },
  domMarkers: ['#__next', 'iframe[src*="js.stripe.com"]'],
  html:
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Pricing – Acme</title>' +
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-7XK2M9QZ1B"></script>' +
    "<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-7XK2M9QZ1B');</script>" +
    '</head><body><div id="__next"><main class="pricing"><h1>Simple pricing</h1></main></div>' +
    '<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/pricing","buildId":"aBcD"}</script></body></html>',
};

export const wooCommerceBehindCloudflare: PageEvidence = {
  url: 'https://shop.example-coffee.com/product/house-blend/',
  headers: {
    server: 'cloudflare',
    'cf-ray': '8e1f2a3b4c5d6e7f-LHR',
    'cf-cache-status': 'DYNAMIC',
    'x-fastcgi-cache': 'BYPASS',
    'x-powered-by': 'PHP/8.2.13',
    link: '<https://shop.example-coffee.com/wp-json/>; rel="https://api.w.org/", <https://shop.example-coffee.com/wp-json/wp/v2/product/42>; rel="alternate"; type="application/json"',
    'content-type': 'text/html; charset=UTF-8',
  },
  cookies: [
    '__cf_bm',
    'woocommerce_items_in_cart',
    'woocommerce_cart_hash',
    'wp_woocommerce_session_9f8e7d6c5b4a3',
  ],
  meta: {
    generator: 'WordPress 6.4.2\nWooCommerce 8.4.0',
    robots: 'index, follow, max-image-preview:large',
    'og:title': 'House Blend – Example Coffee',
    'og:site_name': 'Example Coffee',
  },
  scriptSrcs: [
    'https://shop.example-coffee.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
    'https://shop.example-coffee.com/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1',
    'https://shop.example-coffee.com/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=8.4.0',
    'https://shop.example-coffee.com/wp-content/plugins/woocommerce/assets/js/js-cookie/js.cookie.min.js?ver=2.1.4-wc.8.4.0',
    'https://shop.example-coffee.com/wp-includes/js/wp-emoji-release.min.js?ver=6.4.2',
    'https://shop.example-coffee.com/wp-content/themes/storefront/assets/js/navigation.min.js?ver=4.5.3',
  ],
  linkHrefs: [
    'https://shop.example-coffee.com/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2',
    'https://shop.example-coffee.com/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=8.4.0',
    'https://shop.example-coffee.com/wp-json/',
    'https://fonts.googleapis.com/css?family=Source+Sans+Pro:400,300,300italic,400italic,600,700,900&subset=latin%2Clatin-ext&ver=4.5.3',
  ],
  jsGlobals: { jQuery: '3.7.1', 'jQuery.migrateVersion': '3.4.1', woocommerce_params: true, wp: true },
  domMarkers: [
    'body.woocommerce-page',
    '[class*="wp-block-"]',
    'script[type="application/ld+json"]',
    'script.yoast-schema-graph',
  ],
  html:
    '<!DOCTYPE html><html lang="en-GB"><head><meta charset="UTF-8">' +
    '<!-- This site is optimized with the Yoast SEO plugin v21.7 - https://yoast.com/wordpress/plugins/seo/ -->' +
    '<title>House Blend – Example Coffee</title>' +
    '<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org"}</script>' +
    '<!-- / Yoast SEO plugin. -->' +
    '<meta name="generator" content="WordPress 6.4.2" /><meta name="generator" content="WooCommerce 8.4.0" />' +
    '</head><body class="product-template-default single single-product woocommerce woocommerce-page">' +
    '<div class="wp-block-group"><p>Freshly roasted.</p></div></body></html>',
};

export const shopifyStore: PageEvidence = {
  url: 'https://www.example-candles.com/collections/all',
  headers: {
    server: 'cloudflare',
    'cf-ray': '8e1f99aa00bb11cc-AMS',
    'x-shopid': '55512345',
    'x-shopify-stage': 'production',
    'powered-by': 'Shopify',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'strict-transport-security': 'max-age=7889238',
    'content-type': 'text/html; charset=utf-8',
  },
  cookies: ['_shopify_y', '_shopify_s', 'cart_currency', 'localization', '_fbp', '__kla_id'],
  meta: {
    'og:site_name': 'Example Candles',
    'og:title': 'All products',
    'twitter:card': 'summary_large_image',
  },
  scriptSrcs: [
    'https://www.example-candles.com/cdn/shop/t/12/assets/global.js?v=1234567890',
    'https://cdn.shopify.com/shopifycloud/shopify/assets/storefront/load_feature-1a2b3c.js',
    'https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=AbC123',
    'https://connect.facebook.net/en_US/fbevents.js',
  ],
  linkHrefs: ['https://cdn.shopify.com/s/files/1/0555/1234/files/favicon.png?v=1690000000'],
  jsGlobals: { Shopify: true, ShopifyAnalytics: true, klaviyo: true, _learnq: true, fbq: true },
  domMarkers: ['script[type="application/ld+json"]'],
  html:
    "<!doctype html><html><head><script>!function(f,b,e,v,n,t,s){}(window, document,'script');fbq('init', '123456789012345');fbq('track', 'PageView');</script>" +
    '</head><body><div class="shopify-section"><h1>All products</h1></div></body></html>',
};

export const staticOnGitHubPages: PageEvidence = {
  url: 'https://jane-doe.github.io/',
  headers: {
    server: 'GitHub.com',
    'x-github-request-id': 'A1B2:3C4D:5E6F70:6A7B8C:6740A1B2',
    via: '1.1 varnish',
    'x-served-by': 'cache-lhr-egll1980043-LHR',
    'x-fastly-request-id': '0123456789abcdef0123456789abcdef01234567',
    'x-cache': 'HIT',
    'content-type': 'text/html; charset=utf-8',
  },
  cookies: [],
  meta: { viewport: 'width=device-width, initial-scale=1' },
  scriptSrcs: ['https://plausible.io/js/script.js'],
  linkHrefs: ['https://jane-doe.github.io/style.css', 'https://jane-doe.github.io/favicon.svg'],
  jsGlobals: { plausible: true },
  domMarkers: [],
  html:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Jane Doe</title>' +
    '<script defer data-domain="jane-doe.github.io" src="https://plausible.io/js/script.js"></script></head>' +
    '<body><h1>Jane Doe</h1><p>I make things.</p></body></html>',
};

export const angularOnFirebase: PageEvidence = {
  url: 'https://tasks-demo.web.app/login',
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'strict-transport-security': 'max-age=31556926; includeSubDomains; preload',
    'x-served-by': 'cache-fra-eddf8230142-FRA',
    'x-cache': 'HIT',
  },
  cookies: ['_GRECAPTCHA'],
  meta: { viewport: 'width=device-width, initial-scale=1' },
  scriptSrcs: [
    'https://tasks-demo.web.app/runtime.4a1b2c3d5e6f7a8b.js',
    'https://tasks-demo.web.app/polyfills.9c8d7e6f5a4b3c2d.js',
    'https://tasks-demo.web.app/main.1f2e3d4c5b6a7980.js',
    'https://tasks-demo.web.app/__/firebase/init.js',
    'https://www.google.com/recaptcha/api.js?render=6LdAbCdEAAAAAB1c2d3e4f5g6h7i8j9k0l',
    'https://www.gstatic.com/recaptcha/releases/u-xcq3POCWFlCr3x8_IPxgPu/recaptcha__en.js',
  ],
  linkHrefs: [
    'https://tasks-demo.web.app/styles.5e4d3c2b1a098f7e.css',
    'https://tasks-demo.web.app/favicon.ico',
  ],
  jsGlobals: {
    'ng-version': '17.3.2',
    getAllAngularTestabilities: true,
    grecaptcha: true,
    firebase: '10.8.0',
  },
  domMarkers: ['[ng-version]', '.g-recaptcha'],
  html:
    '<!DOCTYPE html><html lang="en"><head><title>Tasks</title></head><body>' +
    '<app-root _nghost-ng-c1234567890="" ng-version="17.3.2"><app-login _ngcontent-ng-c1234567890="">' +
    '<form><div class="g-recaptcha"></div></form></app-login></app-root></body></html>',
};

export const nuxtOnNetlify: PageEvidence = {
  url: 'https://studio-bloom.netlify.app/',
  headers: {
    server: 'Netlify',
    'x-nf-request-id': '01HZYX9ABCDEF0123456789XYZ',
    age: '0',
    'cache-control': 'public,max-age=0,must-revalidate',
    'content-type': 'text/html; charset=UTF-8',
  },
  cookies: ['_hjSessionUser_3456789', '_hjSession_3456789'],
  meta: { description: 'A design studio' },
  scriptSrcs: [
    'https://studio-bloom.netlify.app/_nuxt/entry.5f6a7b8c.js',
    'https://static.hotjar.com/c/hotjar-3456789.js?sv=6',
  ],
  linkHrefs: [
    'https://studio-bloom.netlify.app/_nuxt/entry.1a2b3c4d.css',
    'https://fonts.googleapis.com/css2?family=Inter',
  ],
  jsGlobals: { __NUXT__: true, __VUE__: true, vueApp: '3.4.15', _hjSettings: true, hj: true },
  domMarkers: ['#__nuxt', '[data-v-app]', 'script#__NUXT_DATA__'],
  html:
    '<!DOCTYPE html><html><head><meta name="description" content="A design studio"></head><body>' +
    '<div id="__nuxt" data-v-app=""><header class="hero" data-v-4a2f9c1e=""><h1 data-v-4a2f9c1e="">Bloom</h1></header></div>' +
    '<script type="application/json" id="__NUXT_DATA__" data-ssr="true">[{"state":1},{}]</script>' +
    '<script>window.__NUXT__={};window.__NUXT__.config={public:{},app:{baseURL:"/"}}</script></body></html>',
};

export const drupalOnApache: PageEvidence = {
  url: 'https://www.example-university.edu/admissions',
  headers: {
    server: 'Apache/2.4.57 (Debian)',
    'x-generator': 'Drupal 10 (https://www.drupal.org)',
    'x-drupal-cache': 'HIT',
    'x-drupal-dynamic-cache': 'MISS',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'content-language': 'en',
    'content-type': 'text/html; charset=UTF-8',
  },
  cookies: ['_pk_id.3.1fff', '_pk_ses.3.1fff'],
  meta: {
    generator: 'Drupal 10 (https://www.drupal.org)',
    mobileoptimized: 'width',
    handheldfriendly: 'true',
  },
  scriptSrcs: [
    'https://www.example-university.edu/sites/default/files/js/js_Ab3dEf9hIjKlMnOpQrStUvWxYz.js?scope=footer&delta=0&language=en&theme=olivero&include=eJx',
    'https://analytics.example-university.edu/matomo.js',
  ],
  linkHrefs: [
    'https://www.example-university.edu/sites/default/files/css/css_QwErTyUiOp.css?delta=0&language=en&theme=olivero',
    'https://www.example-university.edu/core/themes/olivero/favicon.ico',
  ],
  jsGlobals: { drupalSettings: true, Drupal: true, _paq: true, Matomo: true },
  domMarkers: ['[data-drupal-selector]'],
  html:
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />' +
    '<script>var _paq = window._paq = window._paq || []; _paq.push(["trackPageView"]);</script></head>' +
    '<body><form data-drupal-selector="search-block-form"></form></body></html>',
};

export const webflowWithHubSpotAndIntercom: PageEvidence = {
  url: 'https://www.example-saas.io/',
  headers: {
    server: 'cloudflare',
    'cf-ray': '8e1f0000aaaa1111-SJC',
    'cf-cache-status': 'HIT',
    'content-type': 'text/html',
  },
  cookies: ['hubspotutk', '__hstc', '__hssc', 'intercom-id-abc12345', 'intercom-device-id-abc12345'],
  meta: {
    generator: 'Webflow',
    'og:title': 'Example SaaS',
    'og:image': 'https://cdn.prod.website-files.com/x/og.png',
  },
  scriptSrcs: [
    'https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64a1b2c3d4e5f6a7b8c9d0e1',
    'https://cdn.prod.website-files.com/64a1b2c3d4e5f6a7b8c9d0e1/js/webflow.4b1c2d3e.js',
    'https://js.hs-scripts.com/8765432.js',
    'https://js.hs-analytics.net/analytics/1732302000000/8765432.js',
    'https://widget.intercom.io/widget/abc12345',
    'https://js.intercomcdn.com/frame-modern.1a2b3c4d.js',
  ],
  linkHrefs: [
    'https://cdn.prod.website-files.com/64a1b2c3d4e5f6a7b8c9d0e1/css/example-saas.webflow.1a2b3c4d.css',
  ],
  jsGlobals: { Webflow: true, jQuery: '3.5.1', _hsq: true, Intercom: true, intercomSettings: true },
  domMarkers: ['html[data-wf-site]', 'html[data-wf-page]', '.intercom-lightweight-app'],
  html:
    '<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><html data-wf-domain="www.example-saas.io" data-wf-page="64a1b2c3d4e5f6a7b8c9d0e2" data-wf-site="64a1b2c3d4e5f6a7b8c9d0e1">' +
    '<head><meta content="Webflow" name="generator"/></head><body><div class="hero"></div></body></html>',
};

/** Every realistic site fixture, by a short label. */
export const SITE_FIXTURES: Record<string, PageEvidence> = {
  nextOnVercel,
  wooCommerceBehindCloudflare,
  shopifyStore,
  staticOnGitHubPages,
  angularOnFirebase,
  nuxtOnNetlify,
  drupalOnApache,
  webflowWithHubSpotAndIntercom,
};
