/**
 * What a page capture collects for technology detection (DESIGN §8), and the in-page probes the
 * capture must run to fill `jsGlobals`. Pure data: no I/O here, the capture code evaluates the probes.
 *
 * Everything in a PageEvidence is controlled by the captured site and therefore untrusted: the matcher
 * caps every string and list before it runs a single regex (see match.ts).
 */
export interface PageEvidence {
  /** The final page address after redirects. */
  url: string;
  /** Response headers of the main document; names lower-cased. Repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Cookie names only (values are never needed and never stored). */
  cookies: string[];
  /**
   * `<meta>` tags: lower-cased `name` / `property` / `http-equiv` → `content`, e.g. `generator`,
   * `og:site_name`, `twitter:card`, `content-security-policy`. When a page repeats a name (WordPress,
   * WooCommerce and Elementor each emit a `generator`), the contents are joined with "\n".
   */
  meta: Record<string, string>;
  /** Absolute `src` of every `<script>` (document order, including ones added at runtime). */
  scriptSrcs: string[];
  /** Absolute `href` of `<link>` elements: stylesheets, preconnects, icons, manifests, preloads. */
  linkHrefs: string[];
  /**
   * Results of JS_GLOBAL_PROBES, keyed by probe key: a version string when the page exposes one
   * (`React.version`, `jQuery.fn.jquery`, `Vue.version`, …) or `true` when only presence is known.
   * Absent keys mean "not present".
   */
  jsGlobals: Record<string, string | true>;
  /** The selectors from DOM_MARKER_SELECTORS (rules.ts) that matched at least one element. */
  domMarkers: string[];
  /** The rendered document's outer HTML, first ~200 KB (the matcher scans at most HTML_SCAN_LIMIT). */
  html?: string;
}

/** One in-page probe: `expression` is evaluated in the page; its result is stored under `key`. */
export interface JsGlobalProbe {
  readonly key: string;
  /** A JavaScript expression; string/number → version, other truthy → presence, falsy → absent. */
  readonly expression: string;
}

/** Longest version string kept from a probe (pages can put anything in their globals). */
export const MAX_PROBE_VALUE_LENGTH = 64;

const q = (s: string): string => JSON.stringify(s);

/**
 * `window[root]` exists and is not an element: browsers expose elements with an `id` as window
 * properties, so `<div id="Stripe">` must not count as Stripe.
 */
const presentExpr = (root: string): string =>
  `(window[${q(root)}] != null && !(typeof Node !== 'undefined' && window[${q(root)}] instanceof Node)` +
  ` && !(typeof HTMLCollection !== 'undefined' && window[${q(root)}] instanceof HTMLCollection))`;

/** A probe for a global, optionally reading a version at a dotted path below it. */
function globalProbe(root: string, versionPath?: string, key: string = root): JsGlobalProbe {
  const chain = versionPath
    ? `window[${q(root)}]` +
      versionPath
        .split('.')
        .map((p) => `?.[${q(p)}]`)
        .join('')
    : 'undefined';
  return { key, expression: `${presentExpr(root)} ? (${chain} ?? true) : undefined` };
}

/** A probe for a global whose presence is all we read. */
const presence = (root: string): JsGlobalProbe => globalProbe(root);

/**
 * Every probe the capture must run. Rule patterns of kind `jsGlobal` refer to these keys (a unit test
 * checks that every referenced key exists here and every probe is used by some rule).
 */
export const JS_GLOBAL_PROBES: readonly JsGlobalProbe[] = [
  // ---- frontend frameworks and libraries ----
  globalProbe('React', 'version'),
  {
    key: 'reactRoot',
    expression:
      "Array.prototype.slice.call(document.querySelectorAll('body, body *'), 0, 400).some(function (e) {" +
      " return Object.keys(e).some(function (k) { return k.indexOf('__reactContainer$') === 0 ||" +
      " k.indexOf('__reactFiber$') === 0 || k === '_reactRootContainer'; }); }) || undefined",
  },
  globalProbe('preact', 'version'),
  globalProbe('Vue', 'version'),
  presence('__VUE__'),
  {
    key: 'vueApp',
    expression:
      "(function () { var el = document.querySelector('[data-v-app]'); var app = el && el.__vue_app__;" +
      ' return app ? (app.version || true) : undefined; })()',
  },
  presence('__NUXT__'),
  globalProbe('$nuxt', 'versions.nuxt'),
  {
    key: 'ng-version',
    expression:
      "(function () { var el = document.querySelector('[ng-version]'); return el ? el.getAttribute('ng-version') || true : undefined; })()",
  },
  presence('getAllAngularTestabilities'),
  globalProbe('angular', 'version.full'),
  {
    key: '__svelte',
    expression: `${presentExpr('__svelte')} ? (window.__svelte.v && window.__svelte.v.size ? Array.from(window.__svelte.v).join(',') : true) : undefined`,
  },
  presence('__NEXT_DATA__'),
  globalProbe('next', 'version'),
  presence('___loader'),
  presence('__remixContext'),
  presence('__reactRouterContext'),
  presence('_$HY'),
  globalProbe('Ember', 'VERSION'),
  globalProbe('Backbone', 'VERSION'),
  globalProbe('Alpine', 'version'),
  globalProbe('htmx', 'version'),
  {
    key: 'litHtmlVersions',
    expression: `${presentExpr('litHtmlVersions')} ? (window.litHtmlVersions[0] || true) : undefined`,
  },
  presence('Stimulus'),
  presence('Turbo'),
  presence('Turbolinks'),
  globalProbe('jQuery', 'fn.jquery'),
  {
    key: 'jQuery.ui',
    expression: `${presentExpr('jQuery')} && window.jQuery.ui ? (window.jQuery.ui.version || true) : undefined`,
  },
  {
    key: 'jQuery.migrateVersion',
    expression: `${presentExpr('jQuery')} ? window.jQuery.migrateVersion : undefined`,
  },
  {
    key: 'bootstrap',
    expression:
      `(${presentExpr('bootstrap')} ? (window.bootstrap.Tooltip && window.bootstrap.Tooltip.VERSION || true) : undefined)` +
      ` || (${presentExpr('jQuery')} && window.jQuery.fn && window.jQuery.fn.tooltip && window.jQuery.fn.tooltip.Constructor` +
      ' ? (window.jQuery.fn.tooltip.Constructor.VERSION || undefined) : undefined)',
  },
  globalProbe('Foundation', 'version'),
  presence('FontAwesome'),
  presence('Typekit'),
  {
    key: 'lodash',
    expression: `${presentExpr('_')} && typeof window._.flatMapDeep === 'function' ? (window._.VERSION || true) : undefined`,
  },
  {
    key: 'underscore',
    expression:
      `${presentExpr('_')} && typeof window._.flatMapDeep !== 'function' && typeof window._.pluck === 'function'` +
      ' ? (window._.VERSION || true) : undefined',
  },
  globalProbe('moment', 'version'),
  globalProbe('gsap', 'version'),
  globalProbe('THREE', 'REVISION'),
  presence('Swiper'),
  presence('lottie'),
  globalProbe('Modernizr', '_version'),
  {
    key: '__core-js_shared__',
    expression:
      `${presentExpr('__core-js_shared__')} ? (window['__core-js_shared__'].versions && window['__core-js_shared__'].versions[0]` +
      " && window['__core-js_shared__'].versions[0].version || true) : undefined",
  },
  {
    key: 'Chart',
    expression: `${presentExpr('Chart')} && typeof window.Chart === 'function' ? (window.Chart.version || true) : undefined`,
  },
  globalProbe('d3', 'version'),
  {
    key: 'webpackChunk',
    expression:
      "Object.keys(window).some(function (k) { return k.indexOf('webpackChunk') === 0 || k === 'webpackJsonp'; }) || undefined",
  },
  presence('Livewire'),
  presence('lazySizes'),
  // ---- CMSs, shops, site builders, server frameworks ----
  presence('wp'),
  presence('woocommerce_params'),
  presence('drupalSettings'),
  presence('Drupal'),
  presence('Joomla'),
  presence('Shopify'),
  presence('ShopifyAnalytics'),
  presence('wixBiSession'),
  {
    key: 'Static.SQUARESPACE_CONTEXT',
    expression: `${presentExpr('Static')} && window.Static.SQUARESPACE_CONTEXT ? true : undefined`,
  },
  presence('Webflow'),
  presence('BCData'),
  presence('prestashop'),
  presence('Mage'),
  presence('dmAPI'),
  presence('docusaurus'),
  presence('Rails'),
  // ---- analytics ----
  presence('gtag'),
  presence('dataLayer'),
  presence('google_tag_manager'),
  presence('ga'),
  presence('_gaq'),
  presence('plausible'),
  presence('fathom'),
  presence('_paq'),
  presence('Matomo'),
  presence('Piwik'),
  presence('mixpanel'),
  presence('analytics'),
  presence('amplitude'),
  presence('hj'),
  presence('_hjSettings'),
  presence('heap'),
  presence('clarity'),
  presence('posthog'),
  presence('_fs_namespace'),
  presence('sa_event'),
  presence('umami'),
  presence('__cfBeacon'),
  presence('s_c_il'),
  presence('AppMeasurement'),
  presence('_satellite'),
  presence('ym'),
  presence('_mfq'),
  presence('CE2'),
  presence('__lo_site_id'),
  presence('pendo'),
  presence('va'),
  presence('_sf_async_config'),
  presence('_kmq'),
  presence('smartlook'),
  presence('rudderanalytics'),
  presence('goatcounter'),
  presence('sc_project'),
  presence('GlobalSnowplowNamespace'),
  presence('_uxa'),
  presence('LogRocket'),
  presence('zaraz'),
  presence('utag'),
  // ---- marketing ----
  presence('_hsq'),
  presence('hbspt'),
  presence('Intercom'),
  presence('intercomSettings'),
  presence('drift'),
  presence('$mcGoal'),
  presence('klaviyo'),
  presence('_learnq'),
  presence('fbq'),
  presence('_linkedin_partner_id'),
  presence('lintrk'),
  presence('ttq'),
  presence('twq'),
  presence('adsbygoogle'),
  presence('googletag'),
  presence('optimizely'),
  presence('_vwo_code'),
  presence('ABTasty'),
  presence('$crisp'),
  presence('zE'),
  presence('Tawk_API'),
  presence('LiveChatWidget'),
  presence('olark'),
  presence('tidioChatApi'),
  presence('fcWidget'),
  presence('pintrk'),
  presence('snaptr'),
  presence('rdt'),
  presence('uetq'),
  presence('criteo_q'),
  presence('_taboola'),
  presence('obApi'),
  presence('Munchkin'),
  presence('piAId'),
  presence('vgo'),
  presence('sendinblue'),
  presence('_dcq'),
  presence('yotpo'),
  presence('jdgm'),
  presence('addthis'),
  presence('__sharethis__'),
  presence('_qevents'),
  // ---- security and consent ----
  presence('grecaptcha'),
  presence('hcaptcha'),
  presence('turnstile'),
  presence('OneTrust'),
  presence('Cookiebot'),
  presence('Osano'),
  presence('truste'),
  presence('UC_UI'),
  presence('Didomi'),
  presence('_iub'),
  presence('_pxAppId'),
  presence('AwsWafIntegration'),
  // ---- other: payments, media, maps, monitoring, services ----
  presence('Stripe'),
  presence('paypal'),
  presence('Klarna'),
  presence('braintree'),
  presence('AdyenCheckout'),
  presence('YT'),
  presence('Vimeo'),
  presence('Wistia'),
  {
    key: 'google.maps',
    expression: `${presentExpr('google')} && window.google.maps ? (window.google.maps.version || true) : undefined`,
  },
  globalProbe('mapboxgl', 'version'),
  {
    key: 'Leaflet',
    expression: `${presentExpr('L')} && typeof window.L.map === 'function' ? (window.L.version || true) : undefined`,
  },
  {
    key: 'Sentry',
    expression:
      `(${presentExpr('Sentry')} ? (window.Sentry.SDK_VERSION || true) : undefined)` +
      ` || (${presentExpr('__SENTRY__')} ? (typeof window.__SENTRY__.version === 'string' ? window.__SENTRY__.version : true) : undefined)`,
  },
  globalProbe('DD_RUM', 'version'),
  presence('NREUM'),
  globalProbe('algoliasearch', 'version'),
  presence('docsearch'),
  globalProbe('firebase', 'SDK_VERSION'),
  presence('supabase'),
  presence('Bugsnag'),
  presence('_rollbarConfig'),
  presence('dtrum'),
  presence('ADRUM'),
  presence('elasticApm'),
  presence('DISQUS'),
  presence('Calendly'),
  presence('auth0'),
  presence('FB'),
  presence('twttr'),
  presence('Weglot'),
  {
    key: 'google.accounts',
    expression: `${presentExpr('google')} && window.google.accounts && window.google.accounts.id ? true : undefined`,
  },
];

/**
 * One script the capture can evaluate (e.g. `page.evaluate(source)`) to fill `PageEvidence.jsGlobals`:
 * runs every probe in its own try/catch and keeps only short strings or `true`.
 */
export function buildJsGlobalsCollector(probes: readonly JsGlobalProbe[] = JS_GLOBAL_PROBES): string {
  const entries = probes.map((p) => `[${q(p.key)}, function () { return (${p.expression}); }]`).join(',\n');
  return (
    '(function () {\n' +
    '  var out = {};\n' +
    `  var probes = [\n${entries}\n  ];\n` +
    '  for (var i = 0; i < probes.length; i++) {\n' +
    '    try {\n' +
    '      var v = probes[i][1]();\n' +
    `      if (typeof v === 'string') { v = v.trim().slice(0, ${MAX_PROBE_VALUE_LENGTH}); if (v) out[probes[i][0]] = v; }\n` +
    "      else if (typeof v === 'number' && isFinite(v)) out[probes[i][0]] = String(v);\n" +
    '      else if (v) out[probes[i][0]] = true;\n' +
    '    } catch (e) { /* a hostile or odd page: the probe simply did not match */ }\n' +
    '  }\n' +
    '  return out;\n' +
    '})()'
  );
}
