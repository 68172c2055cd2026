/**
 * The project's own technology-detection ruleset (DESIGN §8). Written from first-hand knowledge of how
 * each technology shows itself (its response headers, cookie names, generator tags, asset hosts and
 * paths, page globals and markup); no third-party fingerprint database was used or consulted.
 *
 * Authoring rules:
 * - Every regex uses bounded quantifiers only (`{0,40}`, never `*`, `+` or `{n,}`) and no `g`/`y`
 *   flag: evidence is attacker-controlled, and a unit test enforces both.
 * - A version is read from the first capture group that matched (`version: true`), or from a probe's
 *   string value for `jsGlobal` patterns. `(\d[\d.]{0,15})` is the usual version group.
 * - Weights are percentages: how sure one matching pattern alone makes us (match.ts combines them).
 *   Unique asset hosts, vendor headers and generator tags score 85–100; names other products also use
 *   (`_ga`, `XSRF-TOKEN`, `dataLayer`, a `.swiper` class) score 10–60; below MIN_CONFIDENCE (30, match.ts)
 *   such a clue is never reported on its own.
 */
import { type TECHNOLOGY_CATEGORIES } from '../api-schemas';

export type TechCategory = (typeof TECHNOLOGY_CATEGORIES)[number];

export type Pattern =
  /** A response header is present (and its value matches). */
  | { kind: 'header'; name: string; value?: RegExp; weight: number; version?: boolean }
  /** A cookie name matches. */
  | { kind: 'cookie'; name: RegExp; weight: number }
  /** A `<meta>` (name/property/http-equiv, lower-case) is present (and its content matches). */
  | { kind: 'meta'; name: string; content?: RegExp; weight: number; version?: boolean }
  /** A script src (`script`), link href (`link`) or either (`resource`) matches. */
  | { kind: 'script' | 'link' | 'resource'; url: RegExp; weight: number; version?: boolean }
  /** A JS_GLOBAL_PROBES key was found; `version: true` reads the probe's string value. */
  | { kind: 'jsGlobal'; name: string; weight: number; version?: boolean }
  /** A selector from DOM_MARKER_SELECTORS matched an element. */
  | { kind: 'dom'; selector: string; weight: number }
  /** The (capped) HTML matches. */
  | { kind: 'html'; pattern: RegExp; weight: number; version?: boolean }
  /** The page's host name matches. */
  | { kind: 'host'; pattern: RegExp; weight: number };

export interface TechRule {
  readonly name: string;
  readonly category: TechCategory;
  /** One line, shown next to the detection. */
  readonly description: string;
  readonly patterns: readonly Pattern[];
  /** Technologies this one runs on (detected with lower confidence, no version). */
  readonly implies?: readonly string[];
  /** Technologies that cannot be on the same page; dropped when this one is at least as confident. */
  readonly excludes?: readonly string[];
}

// ---------- pattern helpers (keep the table readable) ----------

const V = true;
const header = (name: string, value?: RegExp, weight = 90, version = false): Pattern => ({
  kind: 'header',
  name,
  value,
  weight,
  version,
});
const cookie = (name: RegExp, weight = 80): Pattern => ({ kind: 'cookie', name, weight });
const meta = (name: string, content?: RegExp, weight = 90, version = false): Pattern => ({
  kind: 'meta',
  name,
  content,
  weight,
  version,
});
const script = (url: RegExp, weight = 90, version = false): Pattern => ({
  kind: 'script',
  url,
  weight,
  version,
});
const link = (url: RegExp, weight = 90, version = false): Pattern => ({ kind: 'link', url, weight, version });
const resource = (url: RegExp, weight = 90, version = false): Pattern => ({
  kind: 'resource',
  url,
  weight,
  version,
});
const js = (name: string, weight = 80, version = false): Pattern => ({
  kind: 'jsGlobal',
  name,
  weight,
  version,
});
const dom = (selector: string, weight = 80): Pattern => ({ kind: 'dom', selector, weight });
const html = (pattern: RegExp, weight = 80, version = false): Pattern => ({
  kind: 'html',
  pattern,
  weight,
  version,
});
const host = (pattern: RegExp, weight = 90): Pattern => ({ kind: 'host', pattern, weight });

function tech(
  name: string,
  category: TechCategory,
  description: string,
  patterns: Pattern[],
  extra: { implies?: string[]; excludes?: string[] } = {},
): TechRule {
  return { name, category, description, patterns, ...extra };
}

const F: TechCategory = 'frontend';
const B: TechCategory = 'backend';
const A: TechCategory = 'analytics';
const M: TechCategory = 'marketing';
const H: TechCategory = 'hosting';
const S: TechCategory = 'security';
const O: TechCategory = 'other';

// ---------- frontend ----------

const FRONTEND: TechRule[] = [
  tech('React', F, 'Component-based UI library from Meta', [
    js('React', 95, V),
    js('reactRoot', 90),
    dom('[data-reactroot]', 90),
    dom('[data-reactid]', 90),
    resource(/\/react(?:@|\/)(\d[\d.]{0,15})\/(?:umd|cjs|dist)\//i, 90, V),
    resource(/\/react(?:\.production|\.development)(?:\.min)?\.js/i, 85),
  ]),
  tech(
    'Preact',
    F,
    'Tiny React-compatible UI library',
    [
      js('preact', 90, V),
      resource(/\/preact@(\d[\d.]{0,15})\//i, 90, V),
      resource(/\/preact(?:\.min)?\.js/i, 70),
    ],
    { excludes: ['React'] },
  ),
  tech('Vue.js', F, 'Progressive JavaScript framework for reactive interfaces', [
    js('Vue', 95, V),
    js('__VUE__', 90),
    js('vueApp', 95, V),
    dom('[data-v-app]', 90),
    dom('[data-server-rendered]', 50),
    html(/\sdata-v-[0-9a-f]{8}(?:=""|[\s>])/i, 80),
    resource(/\/vue@(\d[\d.]{0,15})\//i, 90, V),
    resource(/\/vue(?:\.global|\.runtime)?(?:\.prod)?(?:\.min)?\.js/i, 75),
  ]),
  tech(
    'Nuxt',
    F,
    'Full-stack framework built on Vue',
    [
      js('__NUXT__', 95),
      js('$nuxt', 85, V),
      dom('#__nuxt', 90),
      dom('script#__NUXT_DATA__', 95),
      script(/\/_nuxt\//i, 90),
      link(/\/_nuxt\//i, 80),
    ],
    { implies: ['Vue.js'] },
  ),
  tech('Angular', F, "Google's TypeScript application framework", [
    js('ng-version', 95, V),
    dom('[ng-version]', 95),
    html(/\sng-version="(\d[\d.]{0,15})/i, 95, V),
    html(/\s_ngcontent-[a-z0-9]{2,12}-c\d{1,6}/i, 85),
    js('getAllAngularTestabilities', 70),
  ]),
  tech('AngularJS', F, 'The original Angular 1.x framework (end of life since 2022)', [
    js('angular', 90, V),
    dom('[ng-app]', 85),
    dom('.ng-scope', 70),
    dom('[ng-controller]', 80),
    resource(/\/angular(?:js)?\/(1\.\d[\d.]{0,12})\/angular(?:\.min)?\.js/i, 95, V),
    resource(/\/angular(?:\.min)?\.js/i, 60),
  ]),
  tech('Svelte', F, 'Compiler-first UI framework', [
    js('__svelte', 85, V),
    html(/\sclass="[^"<>]{0,300}\bsvelte-[a-z0-9]{5,8}\b/i, 80),
  ]),
  tech(
    'SvelteKit',
    F,
    'Full-stack application framework for Svelte',
    [
      dom('[data-sveltekit-preload-data]', 90),
      dom('[data-sveltekit-hydrate]', 90),
      resource(/\/_app\/immutable\//i, 90),
      html(/__sveltekit_[a-z0-9]{3,12}/i, 85),
    ],
    { implies: ['Svelte'] },
  ),
  tech(
    'Next.js',
    F,
    'React framework for server-rendered and static sites',
    [
      js('next', 95, V),
      js('__NEXT_DATA__', 95),
      dom('#__next', 85),
      script(/\/_next\/static\//i, 95),
      link(/\/_next\/static\//i, 85),
      header('x-powered-by', /\bNext\.js(?: (\d[\d.]{0,15}))?/i, 95, V),
      header('x-nextjs-cache', undefined, 90),
      header('x-nextjs-prerender', undefined, 90),
      html(/self\.__next_f\.push\(/i, 90),
    ],
    { implies: ['React'] },
  ),
  tech(
    'Gatsby',
    F,
    'React-based static site generator',
    [
      meta('generator', /\bGatsby(?: (\d[\d.]{0,15}))?/i, 100, V),
      dom('#___gatsby', 95),
      js('___loader', 85),
      html(/\sid="gatsby-focus-wrapper"/i, 90),
    ],
    { implies: ['React'], excludes: ['Next.js'] },
  ),
  tech(
    'Remix',
    F,
    'Full-stack React framework built on web fundamentals',
    [js('__remixContext', 95), html(/window\.__remixContext\s{0,3}=/i, 95), html(/__remixManifest/i, 85)],
    { implies: ['React'] },
  ),
  tech(
    'React Router',
    F,
    'Routing library and framework for React',
    [js('__reactRouterContext', 95), html(/window\.__reactRouterContext\s{0,3}=/i, 95)],
    { implies: ['React'] },
  ),
  tech('Astro', F, 'Content-focused web framework shipping little JavaScript', [
    meta('generator', /\bAstro v?(\d[\d.]{0,15})/i, 100, V),
    dom('astro-island', 90),
    html(/\sdata-astro-cid-[a-z0-9]{6,10}/i, 85),
    resource(/\/_astro\//i, 80),
  ]),
  tech('Qwik', F, 'Resumable web framework', [
    dom('[q\\:container]', 95),
    html(/\sq:container="/i, 95),
    html(/\sq:version="(\d[\d.]{0,15})/i, 95, V),
  ]),
  tech('SolidJS', F, 'Fine-grained reactive UI library', [
    js('_$HY', 85),
    html(/\sdata-hk="[0-9-]{1,30}"/i, 60),
  ]),
  tech('Ember.js', F, 'Convention-driven JavaScript application framework', [
    js('Ember', 95, V),
    dom('.ember-application', 85),
    html(/\sid="ember\d{1,8}"\s{1,3}class="[^"<>]{0,100}ember-view/i, 85),
  ]),
  tech('Backbone.js', F, 'Minimal MVC library for JavaScript apps', [
    js('Backbone', 95, V),
    resource(/\/backbone(?:[.-]min)?\.js/i, 70),
    resource(/\/backbone(?:\.js)?[@/](\d[\d.]{0,15})\//i, 90, V),
  ]),
  tech('Alpine.js', F, 'Lightweight behaviour sprinkled directly in markup', [
    js('Alpine', 95, V),
    dom('[x-data]', 70),
    resource(/\/alpinejs@(\d[\d.]{0,15})/i, 95, V),
    resource(/\/alpine(?:js)?(?:\.min)?\.js/i, 70),
  ]),
  tech('htmx', F, 'HTML-first library for AJAX via attributes', [
    js('htmx', 95, V),
    dom('[hx-get]', 75),
    dom('[hx-post]', 75),
    resource(/\/htmx\.org@(\d[\d.]{0,15})/i, 95, V),
    resource(/\/htmx(?:\.min)?\.js/i, 80),
  ]),
  tech('Lit', F, 'Small library for fast web components', [
    js('litHtmlVersions', 90, V),
    resource(/\/lit(?:-element|-html)?@(\d[\d.]{0,15})/i, 90, V),
  ]),
  tech('Stimulus', F, 'Modest JavaScript framework from the Hotwire family', [
    js('Stimulus', 75),
    dom('[data-controller]', 25),
    resource(/\/@hotwired\/stimulus@(\d[\d.]{0,15})/i, 95, V),
  ]),
  tech('Turbo', F, 'Hotwire page-acceleration library', [
    js('Turbo', 90),
    dom('turbo-frame', 90),
    meta('turbo-visit-control', undefined, 80),
    meta('turbo-cache-control', undefined, 80),
    resource(/\/@hotwired\/turbo(?:-rails)?@(\d[\d.]{0,15})/i, 95, V),
  ]),
  tech('Turbolinks', F, 'Predecessor of Turbo for Rails apps', [js('Turbolinks', 95)]),
  tech('jQuery', F, 'Classic DOM manipulation and AJAX library', [
    js('jQuery', 95, V),
    resource(/\/jquery[.-](\d[\d.]{0,15})(?:\.slim)?(?:\.min)?(?:\.[0-9a-f]{6,12})?\.js/i, 95, V),
    resource(/\/jquery@(\d[\d.]{0,15})\//i, 95, V),
    resource(/\/jquery\/(\d[\d.]{0,15})\/jquery(?:\.slim)?(?:\.min)?\.js/i, 95, V),
    resource(/\/jquery(?:\.slim)?(?:\.min)?\.js(?:\?ver=(\d[\d.]{0,15})(?:$|&)|$|[?#])/i, 85, V),
  ]),
  tech(
    'jQuery UI',
    F,
    'Widgets and interactions built on jQuery',
    [
      js('jQuery.ui', 90, V),
      resource(/\/jquery-ui[.-](\d[\d.]{0,15})(?:\.custom)?(?:\.min)?\.(?:js|css)/i, 95, V),
      resource(/\/jqueryui\/(\d[\d.]{0,15})\//i, 95, V),
      resource(/\/jquery-ui(?:\.min)?\.(?:js|css)/i, 85),
    ],
    { implies: ['jQuery'] },
  ),
  tech(
    'jQuery Migrate',
    F,
    'Compatibility shim for old jQuery code',
    [
      js('jQuery.migrateVersion', 95, V),
      resource(/\/jquery-migrate(?:-(\d[\d.]{0,15}))?(?:\.min)?\.js(?:\?ver=(\d[\d.]{0,15}))?/i, 90, V),
    ],
    { implies: ['jQuery'] },
  ),
  tech('Bootstrap', F, 'Popular CSS and component framework', [
    js('bootstrap', 85, V),
    resource(/\/bootstrap@(\d[\d.]{0,15})\//i, 95, V),
    resource(/\/bootstrap\/(\d[\d.]{0,15})\/(?:css|js)\//i, 95, V),
    // No version from WordPress-style `?ver=`: themes pass their own version there.
    resource(/\/bootstrap(?:\.bundle)?(?:\.min)?\.(?:css|js)(?:$|[?#])/i, 85),
    html(/\/\*!\s{0,3}\*?\s{0,3}Bootstrap\s{1,3}v(\d[\d.]{0,15})/i, 95, V),
  ]),
  tech('Tailwind CSS', F, 'Utility-first CSS framework', [
    script(/\/\/cdn\.tailwindcss\.com/i, 95),
    html(/tailwindcss v(\d[\d.]{0,15})/i, 95, V),
    resource(/\/tailwindcss@(\d[\d.]{0,15})\//i, 95, V),
    resource(/\/tailwind(?:css)?[^/?]{0,40}\.css/i, 70),
    html(/--tw-(?:ring-offset-shadow|shadow|translate-x|rotate|border-spacing-x)\s{0,3}:/i, 85),
    html(
      /\sclass="[^"<>]{0,400}\b(?:sm|md|lg|xl):(?:flex|grid|hidden|block|px-\d|py-\d|text-(?:sm|lg|xl|base))\b/,
      50,
    ),
  ]),
  tech('Bulma', F, 'Flexbox-based CSS framework', [
    resource(/\/bulma@(\d[\d.]{0,15})\//i, 95, V),
    resource(/\/bulma(?:\.min)?\.css/i, 90),
  ]),
  tech('Foundation', F, 'Responsive front-end framework by ZURB', [
    js('Foundation', 90, V),
    resource(/\/foundation-sites@(\d[\d.]{0,15})/i, 95, V),
    resource(/\/foundation(?:\.min)?\.(?:css|js)/i, 70),
  ]),
  tech(
    'MUI',
    F,
    'React component library implementing Material Design',
    [
      html(/\sclass="[^"<>]{0,300}\bMui[A-Z][a-zA-Z]{2,30}-root\b/, 90),
      dom('style[data-emotion^="mui"]', 70),
    ],
    { implies: ['React'] },
  ),
  tech(
    'Chakra UI',
    F,
    'Accessible React component library',
    [html(/--chakra-(?:colors|space|fonts)-/i, 90)],
    {
      implies: ['React'],
    },
  ),
  tech('styled-components', F, 'CSS-in-JS styling for React components', [
    dom('style[data-styled]', 90),
    html(/\sdata-styled-version="(\d[\d.]{0,15})"/i, 95, V),
  ]),
  tech('Emotion', F, 'CSS-in-JS library', [dom('style[data-emotion]', 90)]),
  tech('Font Awesome', F, 'Icon font and SVG icon toolkit', [
    js('FontAwesome', 85),
    script(/\/\/kit\.fontawesome\.com\/[a-z0-9]{6,20}\.js/i, 95),
    resource(/\/\/use\.fontawesome\.com\//i, 95),
    resource(/\/font-?awesome\/(\d[\d.]{0,15})\//i, 95, V),
    resource(/@fortawesome\/fontawesome-(?:free|svg-core|pro)@(\d[\d.]{0,15})/i, 95, V),
    resource(/font-?awesome[^/?]{0,30}\.(?:css|js)/i, 85),
    dom('i.fa', 45),
    dom('i.fa-solid', 60),
  ]),
  tech('Google Fonts', F, "Google's free web font service", [
    link(/\/\/fonts\.googleapis\.com\/css/i, 95),
    link(/\/\/fonts\.gstatic\.com/i, 70),
    html(/@import\s{1,3}url\(\s{0,3}['"]?https:\/\/fonts\.googleapis\.com\//i, 90),
  ]),
  tech('Adobe Fonts', F, "Adobe's font subscription service (formerly Typekit)", [
    resource(/\/\/use\.typekit\.net\/[a-z0-9]{5,12}\.(?:css|js)/i, 95),
    resource(/\/\/p\.typekit\.net\//i, 80),
    js('Typekit', 90),
  ]),
  tech('Bunny Fonts', F, 'Privacy-friendly drop-in Google Fonts replacement', [
    link(/\/\/fonts\.bunny\.net\//i, 95),
  ]),
  tech('Lodash', F, 'Utility library for arrays, objects and functions', [
    js('lodash', 90, V),
    resource(/\/lodash(?:\.js)?@(\d[\d.]{0,15})/i, 95, V),
    resource(/\/lodash(?:\.core)?(?:\.min)?\.js/i, 80),
  ]),
  tech('Underscore.js', F, 'Functional helpers for JavaScript', [
    js('underscore', 90, V),
    resource(/\/underscore(?:-min|\.min)?\.js(?:\?ver=(\d[\d.]{0,15}))?/i, 85, V),
  ]),
  tech('Moment.js', F, 'Date library (in maintenance mode)', [
    js('moment', 90, V),
    resource(/\/moment(?:\.js)?[@/](\d[\d.]{0,15})\//i, 95, V),
    resource(/\/moment(?:-with-locales)?(?:\.min)?\.js/i, 85),
  ]),
  tech('GSAP', F, 'GreenSock animation platform', [
    js('gsap', 95, V),
    resource(/\/gsap@(\d[\d.]{0,15})\//i, 95, V),
    resource(/\/gsap\/(\d[\d.]{0,15})\//i, 95, V),
    resource(/\/(?:gsap|TweenMax|TweenLite)(?:\.min)?\.js/i, 85),
  ]),
  tech('Three.js', F, '3D graphics library on WebGL', [
    js('THREE', 90, V),
    resource(/\/three@(\d[\d.]{0,15})\//i, 95, V),
    resource(/\/three(?:\.module)?(?:\.min)?\.js/i, 80),
  ]),
  tech('Swiper', F, 'Touch slider and carousel', [
    js('Swiper', 80),
    resource(/\/swiper@(\d[\d.]{0,15})\//i, 95, V),
    resource(/\/swiper(?:-bundle)?(?:\.min)?\.(?:js|css)/i, 90),
    dom('.swiper-wrapper', 60),
  ]),
  tech(
    'Slick',
    F,
    'jQuery carousel plugin',
    [
      resource(/\/slick-carousel@(\d[\d.]{0,15})\//i, 95, V),
      resource(/\/slick(?:-theme)?(?:\.min)?\.(?:js|css)(?:$|[?#])/i, 85),
      dom('.slick-slider', 80),
    ],
    { implies: ['jQuery'] },
  ),
  tech('Lottie', F, 'Plays After Effects animations exported as JSON', [
    js('lottie', 85),
    dom('lottie-player', 90),
    dom('dotlottie-player', 90),
    resource(/\/lottie-web@(\d[\d.]{0,15})\//i, 95, V),
    resource(/\/lottie(?:_light|_svg)?(?:\.min)?\.js(?:$|[?#])/i, 85),
  ]),
  tech('Modernizr', F, 'Browser feature detection library', [
    js('Modernizr', 95, V),
    resource(/\/modernizr[^/?]{0,30}\.js/i, 85),
  ]),
  tech('core-js', F, 'Standard library polyfills', [js('__core-js_shared__', 90, V)]),
  tech('Polyfill.io', F, 'Polyfill service whose domain was hijacked in 2024; should be removed', [
    script(/\/\/(?:cdn\.)?polyfill\.io\//i, 100),
  ]),
  tech('Chart.js', F, 'Canvas charting library', [
    js('Chart', 75, V),
    resource(/\/chart\.js@(\d[\d.]{0,15})/i, 95, V),
    resource(/\/Chart(?:\.bundle|\.umd)?(?:\.min)?\.js/i, 85),
  ]),
  tech('D3', F, 'Data-driven document visualisation library', [
    js('d3', 90, V),
    resource(/\/d3@(\d[\d.]{0,15})/i, 95, V),
    resource(/\/d3(?:\.v\d{1,2})?(?:\.min)?\.js/i, 85),
  ]),
  tech('webpack', F, 'JavaScript module bundler', [js('webpackChunk', 85)]),
  tech('Vite', F, 'Fast dev server and bundler', [
    script(/\/@vite\/client/i, 95),
    script(/\/assets\/index-[A-Za-z0-9_-]{8}\.js/, 45),
    dom('link[rel="modulepreload"]', 25),
  ]),
  tech('Inertia.js', F, 'Builds single-page apps on classic server routing', [dom('div#app[data-page]', 85)]),
  tech(
    'Livewire',
    F,
    'Reactive components for Laravel without writing JavaScript',
    [
      js('Livewire', 95),
      html(/\swire:(?:id|snapshot)="/i, 90),
      script(/\/livewire\/livewire(?:\.min)?\.js/i, 95),
    ],
    { implies: ['Laravel'] },
  ),
  tech('lazysizes', F, 'Lazy-loading library for images and iframes', [
    js('lazySizes', 90),
    resource(/\/lazysizes(?:\.min)?\.js/i, 90),
  ]),
];

// ---------- backend: CMSs, shops, builders, generators, languages, frameworks ----------

const BACKEND: TechRule[] = [
  tech(
    'WordPress',
    B,
    'Open-source CMS that powers a large share of the web',
    [
      meta('generator', /\bWordPress ?(\d[\d.]{0,15})?/i, 100, V),
      resource(
        /\/wp-includes\/(?:css\/dist\/block-library\/style|js\/wp-emoji-release|js\/wp-embed|css\/dashicons)(?:\.min)?\.(?:css|js)\?ver=(\d[\d.]{0,15})(?:$|&)/i,
        95,
        V,
      ),
      resource(/\/wp-includes\//i, 90),
      resource(/\/wp-content\//i, 85),
      link(/\/wp-json\//i, 90),
      header('link', /rel="https:\/\/api\.w\.org\/"/i, 95),
      header('x-pingback', /\/xmlrpc\.php/i, 90),
      cookie(/^wordpress_(?:logged_in_|sec_|test_cookie)/, 90),
      cookie(/^wp-settings-/, 85),
      dom('[class*="wp-block-"]', 60),
      js('wp', 40),
    ],
    { implies: ['PHP'] },
  ),
  tech(
    'WooCommerce',
    B,
    'E-commerce plugin for WordPress',
    [
      meta('generator', /\bWooCommerce ?(\d[\d.]{0,15})?/i, 100, V),
      resource(/\/wp-content\/plugins\/woocommerce\/[^?]{0,200}\?ver=(\d[\d.]{0,15})(?:$|&)/i, 95, V),
      resource(/\/wp-content\/plugins\/woocommerce\//i, 95),
      cookie(/^woocommerce_(?:items_in_cart|cart_hash)$/, 95),
      cookie(/^wp_woocommerce_session_/, 95),
      js('woocommerce_params', 90),
      dom('body.woocommerce-page', 80),
    ],
    { implies: ['WordPress'] },
  ),
  tech(
    'Elementor',
    B,
    'Visual page builder for WordPress',
    [
      meta('generator', /\bElementor (\d[\d.]{0,15})/i, 100, V),
      resource(/\/wp-content\/plugins\/elementor\//i, 95),
      dom('.elementor', 70),
    ],
    { implies: ['WordPress'] },
  ),
  tech(
    'Drupal',
    B,
    'Enterprise-grade open-source CMS',
    [
      meta('generator', /\bDrupal (\d[\d.]{0,15})/i, 100, V),
      header('x-generator', /\bDrupal (\d[\d.]{0,15})/i, 100, V),
      header('x-drupal-cache', undefined, 95),
      header('x-drupal-dynamic-cache', undefined, 95),
      js('drupalSettings', 95),
      js('Drupal', 85),
      script(/\/core\/misc\/drupal(?:\.init)?\.js\?v=(\d[\d.]{0,15})/i, 95, V),
      script(/\/(?:core\/)?misc\/drupal\.js/i, 90),
      dom('[data-drupal-selector]', 90),
      resource(/\/sites\/(?:default|all)\/(?:files|themes|modules)\//i, 70),
      cookie(/^S?SESS[0-9a-f]{32}$/, 60),
    ],
    { implies: ['PHP'] },
  ),
  tech(
    'Joomla',
    B,
    'Open-source PHP content management system',
    [
      meta('generator', /\bJoomla!?(?: (\d[\d.]{0,15}))?/i, 100, V),
      js('Joomla', 90),
      resource(/\/media\/(?:jui|system)\/(?:js|css)\//i, 75),
      resource(/\/components\/com_[a-z0-9_]{2,40}\//i, 70),
    ],
    { implies: ['PHP'] },
  ),
  tech(
    'Shopify',
    B,
    'Hosted e-commerce platform',
    [
      header('x-shopid', undefined, 95),
      header('x-shopify-stage', undefined, 95),
      header('powered-by', /Shopify/i, 95),
      js('Shopify', 85),
      js('ShopifyAnalytics', 95),
      resource(/\/\/cdn\.shopify\.com\//i, 95),
      cookie(/^_shopify_[a-z]{1,8}$/, 90),
      cookie(/^cart_currency$/, 50),
      host(/\.myshopify\.com$/i, 95),
    ],
    { excludes: ['WordPress', 'WooCommerce', 'Magento', 'BigCommerce', 'PrestaShop', 'Wix', 'Squarespace'] },
  ),
  tech('Wix', B, 'Drag-and-drop hosted website builder', [
    header('x-wix-request-id', undefined, 95),
    meta('generator', /\bWix\.com Website Builder/i, 100),
    resource(/\/\/static\.parastorage\.com\//i, 90),
    resource(/\/\/static\.wixstatic\.com\//i, 85),
    js('wixBiSession', 90),
    host(/\.wixsite\.com$/i, 95),
  ]),
  tech('Squarespace', B, 'Hosted website builder with designer templates', [
    html(/<!-- This is Squarespace\. -->/i, 95),
    resource(/\/\/(?:static1|assets|images)\.squarespace(?:-cdn)?\.com\//i, 95),
    js('Static.SQUARESPACE_CONTEXT', 95),
    header('server', /^Squarespace/i, 95),
    cookie(/^SS_MID$/, 85),
  ]),
  tech('Webflow', B, 'Visual web design and hosting platform', [
    meta('generator', /\bWebflow\b/i, 100),
    dom('html[data-wf-site]', 95),
    dom('html[data-wf-page]', 90),
    resource(/\/\/(?:assets|uploads-ssl|cdn\.prod)\.website-files\.com\//i, 90),
    script(/\/webflow(?:\.[0-9a-f]{6,32})?(?:\.min)?\.js/i, 80),
    js('Webflow', 85),
    host(/\.webflow\.io$/i, 95),
  ]),
  tech(
    'Ghost',
    B,
    'Open-source publishing platform for newsletters and blogs',
    [
      meta('generator', /\bGhost (\d[\d.]{0,15})/i, 100, V),
      cookie(/^ghost-members-ssr/, 90),
      resource(/\/@tryghost\/portal@/i, 90),
      resource(/\/public\/ghost(?:\.min)?\.css/i, 80),
    ],
    { implies: ['Node.js'] },
  ),
  tech(
    'Magento',
    B,
    'PHP e-commerce platform (Adobe Commerce)',
    [
      html(/type="text\/x-magento-init"/i, 95),
      dom('[data-mage-init]', 90),
      cookie(/^mage-cache-(?:storage|sessid)/, 95),
      cookie(/^X-Magento-Vary$/, 95),
      resource(/\/static\/(?:version\d{6,12}\/)?frontend\/[A-Za-z0-9_]{1,40}\/[A-Za-z0-9_]{1,40}\//, 85),
      resource(/\/skin\/frontend\//i, 75),
      js('Mage', 80),
      header('x-magento-cache-debug', undefined, 95),
      header('x-magento-tags', undefined, 95),
    ],
    { implies: ['PHP'] },
  ),
  tech(
    'PrestaShop',
    B,
    'Open-source PHP e-commerce solution',
    [meta('generator', /\bPrestaShop/i, 100), cookie(/^PrestaShop-[0-9a-f]{32}$/, 95), js('prestashop', 90)],
    { implies: ['PHP'] },
  ),
  tech('BigCommerce', B, 'Hosted e-commerce platform for growing brands', [
    resource(/\/\/cdn\d{1,2}\.bigcommerce\.com\//i, 95),
    cookie(/^SHOP_SESSION_TOKEN$/, 90),
    js('BCData', 90),
  ]),
  tech(
    'OpenCart',
    B,
    'Open-source PHP shopping cart',
    [cookie(/^OCSESSID$/, 90), resource(/\/catalog\/view\/(?:theme|javascript)\//i, 80)],
    { implies: ['PHP'] },
  ),
  tech(
    'TYPO3',
    B,
    'Enterprise open-source CMS popular in Europe',
    [meta('generator', /\bTYPO3\b(?: CMS)?/i, 100), resource(/\/typo3(?:conf|temp)\//i, 90)],
    { implies: ['PHP'] },
  ),
  tech(
    'Craft CMS',
    B,
    'Flexible PHP CMS for custom sites',
    [
      header('x-powered-by', /Craft CMS/i, 100),
      cookie(/^CraftSessionId$/, 95),
      cookie(/^CRAFT_CSRF_TOKEN$/, 90),
    ],
    { implies: ['PHP'] },
  ),
  tech('HubSpot CMS', B, "HubSpot's hosted content platform", [
    meta('generator', /\bHubSpot\b/i, 100),
    header('x-hs-hub-id', undefined, 85),
    header('x-powered-by', /HubSpot/i, 95),
    resource(/\/hs\/hsstatic\//i, 90),
    resource(/\/\/static\.hsappstatic\.net\//i, 80),
  ]),
  tech('Contentful', B, 'API-first headless CMS', [
    resource(/\/\/(?:images|assets|videos)\.ctfassets\.net\//i, 85),
    html(/\/\/(?:images|assets|videos)\.ctfassets\.net\//i, 80),
  ]),
  tech('Sanity', B, 'Structured-content headless CMS', [
    resource(/\/\/cdn\.sanity\.io\//i, 85),
    html(/\/\/cdn\.sanity\.io\/(?:images|files)\//i, 80),
  ]),
  tech('Strapi', B, 'Open-source Node.js headless CMS', [header('x-powered-by', /Strapi/i, 100)], {
    implies: ['Node.js'],
  }),
  tech('Prismic', B, 'Headless website builder and CMS', [
    resource(/\/\/static\.cdn\.prismic\.io\//i, 95),
    resource(/\/\/images\.prismic\.io\//i, 85),
    html(/\/\/images\.prismic\.io\//i, 80),
  ]),
  tech('Storyblok', B, 'Headless CMS with a visual editor', [
    resource(/\/\/a(?:-us)?\.storyblok\.com\//i, 85),
    html(/\/\/a(?:-us)?\.storyblok\.com\//i, 80),
    script(/\/\/app\.storyblok\.com\/f\/storyblok/i, 95),
  ]),
  tech('DatoCMS', B, 'Hosted headless CMS', [
    resource(/\/\/www\.datocms-assets\.com\//i, 85),
    html(/\/\/www\.datocms-assets\.com\//i, 80),
  ]),
  tech('Duda', B, 'Website builder for agencies', [
    resource(/\/\/(?:irp|static|lirp)\.cdn-website\.com\//i, 90),
    js('dmAPI', 85),
  ]),
  tech('Weebly', B, 'Hosted website builder owned by Square', [
    resource(/\/\/cdn\d{1,2}\.editmysite\.com\//i, 95),
    host(/\.weebly\.com$/i, 95),
  ]),
  tech('Jimdo', B, 'Simple hosted website builder', [
    resource(/\/\/assets\.jimstatic\.com\//i, 95),
    host(/\.jimdo(?:site|free)?\.com$/i, 95),
  ]),
  tech('GoDaddy Website Builder', B, "GoDaddy's hosted site builder", [
    meta('generator', /Go ?Daddy Website Builder/i, 100),
    resource(/\/\/img1\.wsimg\.com\//i, 70),
  ]),
  tech('Framer', B, 'Design tool that publishes websites', [
    meta('generator', /\bFramer\b/i, 100),
    resource(/\/\/framerusercontent\.com\//i, 90),
    script(/\/\/events\.framer\.com\//i, 90),
    host(/\.framer\.(?:website|app|ai)$/i, 95),
  ]),
  tech('Blogger', B, "Google's free blogging platform", [
    meta('generator', /\bBlogger\b/i, 100),
    resource(/\/\/www\.blogger\.com\/static\//i, 90),
    host(/\.blogspot\.com$/i, 95),
  ]),
  tech('Substack', B, 'Newsletter publishing platform', [
    resource(/\/\/substackcdn\.com\//i, 95),
    host(/\.substack\.com$/i, 95),
  ]),
  tech('Hugo', B, 'Fast static site generator written in Go', [
    meta('generator', /\bHugo (\d[\d.]{0,15})/i, 100, V),
  ]),
  tech('Jekyll', B, 'Ruby static site generator behind GitHub Pages', [
    meta('generator', /\bJekyll v?(\d[\d.]{0,15})/i, 100, V),
    html(/<!-- Begin Jekyll SEO tag v\d/i, 90),
  ]),
  tech('Eleventy', B, 'Simple JavaScript static site generator', [
    meta('generator', /\bEleventy v?(\d[\d.]{0,15})/i, 100, V),
  ]),
  tech('Hexo', B, 'Node.js blog framework', [meta('generator', /\bHexo (\d[\d.]{0,15})/i, 100, V)]),
  tech(
    'Docusaurus',
    B,
    'Documentation site generator from Meta',
    [meta('generator', /\bDocusaurus v?(\d[\d.]{0,15})/i, 100, V), js('docusaurus', 90)],
    { implies: ['React'] },
  ),
  tech('MkDocs', B, 'Python static site generator for project documentation', [
    meta('generator', /\bmkdocs-(\d[\d.]{0,15})/i, 100, V),
  ]),
  tech('VitePress', B, 'Vite-powered static site generator for docs', [
    meta('generator', /\bVitePress v?(\d[\d.]{0,15})/i, 100, V),
  ]),
  tech('Salesforce Commerce Cloud', B, 'Enterprise e-commerce platform (formerly Demandware)', [
    resource(/\/demandware\.static\//i, 95),
    cookie(/^dwsid$/, 90),
    cookie(/^dwanonymous_/, 90),
  ]),
  tech(
    'Sitecore',
    B,
    'Enterprise .NET digital experience platform',
    [cookie(/^SC_ANALYTICS_GLOBAL_COOKIE$/, 90), resource(/\/-\/media\//i, 45)],
    { implies: ['ASP.NET'] },
  ),
  tech('Adobe Experience Manager', B, "Adobe's enterprise CMS", [
    resource(/\/etc\.clientlibs\//i, 90),
    resource(/\/content\/dam\//i, 50),
  ]),
  tech('PHP', B, 'Server-side scripting language', [
    header('x-powered-by', /\bPHP(?:\/(\d[\d.]{0,15}))?/i, 95, V),
    cookie(/^PHPSESSID$/, 85),
    html(/<form[^>]{0,200}\saction="[^"]{0,200}\.php[?"]/i, 50),
  ]),
  tech('ASP.NET', B, "Microsoft's web framework on .NET", [
    header('x-aspnet-version', /(\d[\d.]{0,15})/, 100, V),
    header('x-aspnetmvc-version', undefined, 95),
    header('x-powered-by', /\bASP\.NET\b/i, 90),
    cookie(/^ASP\.NET_SessionId$/, 95),
    cookie(/^\.AspNetCore\./, 95),
    cookie(/^\.ASPXAUTH$/, 90),
    cookie(/^__RequestVerificationToken/, 70),
    html(/\sname="__VIEWSTATE"/i, 90),
  ]),
  tech('Node.js', B, 'JavaScript runtime on the server', [header('x-powered-by', /\bNode\.?js\b/i, 80)]),
  tech('Express', B, 'Minimal web framework for Node.js', [header('x-powered-by', /\bExpress\b/i, 95)], {
    implies: ['Node.js'],
  }),
  tech(
    'Ruby on Rails',
    B,
    'Convention-over-configuration Ruby web framework',
    [
      meta('csrf-param', /^authenticity_token$/, 85),
      header('x-runtime', /^\d{1,4}\.\d{1,8}$/, 35),
      script(/\/assets\/application-[0-9a-f]{32,64}\.js/i, 60),
      script(/\/packs\/js\/application-[0-9a-f]{16,64}\.js/i, 60),
      js('Rails', 70),
      cookie(/^_[a-z0-9]{1,40}_session$/, 25),
    ],
    { implies: ['Ruby'] },
  ),
  tech('Ruby', B, 'Dynamic programming language', [header('x-powered-by', /\bPhusion Passenger\b/i, 60)]),
  tech(
    'Django',
    B,
    'Batteries-included Python web framework',
    [html(/\sname="csrfmiddlewaretoken"/i, 90), cookie(/^django_language$/, 85), cookie(/^csrftoken$/, 50)],
    { implies: ['Python'] },
  ),
  tech(
    'Flask',
    B,
    'Lightweight Python web framework',
    [header('server', /\bWerkzeug(?:\/(\d[\d.]{0,15}))?/i, 80, V)],
    { implies: ['Python'] },
  ),
  tech('Python', B, 'General-purpose programming language', [
    header('server', /\bPython\/(\d[\d.]{0,15})/i, 80, V),
  ]),
  tech(
    'Laravel',
    B,
    'Expressive PHP web framework',
    [cookie(/^laravel_session$/, 95), cookie(/^XSRF-TOKEN$/, 25)],
    { implies: ['PHP'] },
  ),
  tech(
    'Symfony',
    B,
    'Component-based PHP framework',
    [
      cookie(/^sf_redirect$/, 80),
      header('x-debug-token', undefined, 80),
      header('x-debug-token-link', undefined, 85),
    ],
    { implies: ['PHP'] },
  ),
  tech('CodeIgniter', B, 'Small-footprint PHP framework', [cookie(/^ci_session$/, 90)], { implies: ['PHP'] }),
  tech('Java', B, 'JVM platform for server applications', [
    cookie(/^JSESSIONID$/, 80),
    header('x-powered-by', /\b(?:Servlet|JSP)\b/i, 85),
  ]),
];

// ---------- analytics ----------

const ANALYTICS: TechRule[] = [
  tech('Google Analytics', A, "Google's web analytics (GA4, via gtag.js)", [
    script(/\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-/i, 95),
    html(/gtag\(\s{0,5}['"]config['"]\s{0,5},\s{0,5}['"]G-[A-Z0-9]{4,14}['"]/, 95),
    cookie(/^_ga_[A-Z0-9]{4,14}$/, 85),
    cookie(/^_ga$/, 50),
    js('gtag', 45),
  ]),
  tech('Universal Analytics', A, 'Legacy Google Analytics (analytics.js / ga.js), retired in 2023', [
    script(/\/\/www\.google-analytics\.com\/(?:analytics|ga)\.js/i, 95),
    script(/\/\/www\.googletagmanager\.com\/gtag\/js\?id=UA-/i, 95),
    html(/['"]UA-\d{4,10}-\d{1,4}['"]/, 85),
    js('_gaq', 80),
    js('ga', 35),
    cookie(/^__utm[abz]$/, 80),
  ]),
  tech('Google Tag Manager', A, "Google's tag management container", [
    script(/\/\/www\.googletagmanager\.com\/gtm\.js/i, 95),
    html(/['"]GTM-[A-Z0-9]{4,10}['"]/, 85),
    dom('iframe[src*="googletagmanager.com/ns.html"]', 95),
    js('google_tag_manager', 15),
    js('dataLayer', 10),
  ]),
  tech('Plausible', A, 'Lightweight, cookie-free privacy-first analytics', [
    script(/\/\/plausible\.io\/js\//i, 95),
    script(/\/js\/(?:plausible|script)(?:\.[a-z-]{1,40}){0,4}\.js$/i, 40),
    js('plausible', 85),
  ]),
  tech('Fathom', A, 'Privacy-focused simple analytics', [
    script(/\/\/cdn\.usefathom\.com\//i, 95),
    js('fathom', 80),
  ]),
  tech('Matomo', A, 'Open-source, self-hostable web analytics (formerly Piwik)', [
    script(/\/(?:matomo|piwik)\.js/i, 90),
    script(/\/\/cdn\.matomo\.cloud\//i, 95),
    js('_paq', 85),
    js('Matomo', 90),
    js('Piwik', 80),
    cookie(/^_pk_(?:id|ses|ref)\./, 90),
    cookie(/^MATOMO_SESSID$/, 90),
  ]),
  tech('Mixpanel', A, 'Product and event analytics', [
    script(/\/\/cdn(?:4)?\.mxpnl\.com\//i, 95),
    script(/\/\/cdn\.mxpnl\.com\/libs\/mixpanel-(\d[\d.]{0,10})/i, 95),
    js('mixpanel', 85),
    cookie(/^mp_[0-9a-f]{32}_mixpanel$/, 95),
  ]),
  tech('Segment', A, 'Customer data platform that routes events to other tools', [
    script(/\/\/cdn\.segment\.(?:com|io)\/analytics\.js/i, 95),
    cookie(/^ajs_(?:anonymous|user)_id$/, 85),
    js('analytics', 25),
  ]),
  tech('Amplitude', A, 'Product analytics platform', [
    script(/\/\/cdn\.amplitude\.com\//i, 95),
    js('amplitude', 85),
    cookie(/^AMP_[0-9a-fA-F]{10}$/, 85),
    cookie(/^amp_[0-9a-f]{6}$/, 60),
  ]),
  tech('Hotjar', A, 'Heatmaps, session recordings and feedback polls', [
    script(/\/\/static\.hotjar\.com\/c\/hotjar-\d{1,12}\.js/i, 95),
    js('_hjSettings', 95),
    js('hj', 60),
    cookie(/^_hjSession(?:User)?_\d{1,12}$/, 90),
    cookie(/^_hj[A-Za-z]{3,40}$/, 70),
  ]),
  tech('Heap', A, 'Autocapture product analytics', [
    script(/\/\/cdn\.(?:us\.)?heapanalytics\.com\//i, 95),
    js('heap', 70),
    cookie(/^_hp2_(?:id|ses_props)\./, 90),
  ]),
  tech('Microsoft Clarity', A, 'Free heatmaps and session replays from Microsoft', [
    script(/\/\/www\.clarity\.ms\/tag\//i, 95),
    js('clarity', 80),
    cookie(/^_cl(?:ck|sk)$/, 85),
  ]),
  tech('PostHog', A, 'Open-source product analytics suite', [
    script(/\/\/(?:[a-z0-9-]{1,30}\.)?(?:i\.)?posthog\.com\/static\//i, 95),
    script(/\/\/(?:us|eu)-assets\.i\.posthog\.com\//i, 95),
    js('posthog', 85),
    cookie(/^ph_phc_[A-Za-z0-9]{10,64}_posthog$/, 95),
  ]),
  tech('FullStory', A, 'Digital experience analytics with session replay', [
    script(/\/\/(?:edge\.)?fullstory\.com\/s\/fs\.js/i, 95),
    js('_fs_namespace', 90),
    cookie(/^fs_uid$/, 85),
  ]),
  tech('Simple Analytics', A, 'Privacy-first, cookie-free analytics', [
    script(/\/\/scripts\.simpleanalyticscdn\.com\//i, 95),
    js('sa_event', 80),
  ]),
  tech('Umami', A, 'Open-source privacy-focused analytics', [
    script(/\/\/(?:analytics|cloud)\.umami\.is\/script\.js/i, 95),
    script(/\/umami\.js/i, 80),
    js('umami', 80),
  ]),
  tech('Cloudflare Web Analytics', A, "Cloudflare's privacy-first visitor analytics", [
    script(/\/\/static\.cloudflareinsights\.com\/beacon(?:\.min)?\.js/i, 95),
    js('__cfBeacon', 85),
  ]),
  tech('Cloudflare Zaraz', A, 'Third-party tool manager running on Cloudflare', [
    script(/\/cdn-cgi\/zaraz\//i, 95),
    js('zaraz', 85),
  ]),
  tech('Adobe Analytics', A, "Adobe's enterprise analytics (AppMeasurement)", [
    js('s_c_il', 80),
    js('AppMeasurement', 90),
    script(/\/AppMeasurement(?:_Module_[A-Za-z]{1,30})?(?:\.min)?\.js/i, 85),
    cookie(/^s_(?:cc|sq|fid|vi)$/, 70),
    cookie(/^AMCV_/, 60),
  ]),
  tech('Adobe Experience Platform Tags', A, "Adobe's tag manager (formerly Launch / DTM)", [
    script(/\/\/assets\.adobedtm\.com\//i, 95),
    js('_satellite', 90),
  ]),
  tech('Tealium', A, 'Enterprise tag management', [script(/\/\/tags\.tiqcdn\.com\//i, 95), js('utag', 85)]),
  tech('Yandex Metrica', A, "Yandex's web analytics with session replay", [
    script(/\/\/mc\.yandex\.(?:ru|com)\/metrika\//i, 95),
    js('ym', 55),
    cookie(/^_ym_(?:uid|d|isad)$/, 90),
  ]),
  tech('Mouseflow', A, 'Session replay and heatmaps', [
    script(/\/\/cdn\.mouseflow\.com\//i, 95),
    js('_mfq', 80),
  ]),
  tech('Crazy Egg', A, 'Heatmaps and A/B testing', [
    script(/\/\/script\.crazyegg\.com\//i, 95),
    js('CE2', 80),
  ]),
  tech('Lucky Orange', A, 'Heatmaps, recordings and live chat', [
    script(/\/\/tools\.luckyorange\.com\//i, 95),
    js('__lo_site_id', 85),
  ]),
  tech('Pendo', A, 'Product analytics and in-app guidance', [
    script(/\/\/cdn\.(?:eu\.)?pendo\.io\/agent\/static\//i, 95),
    js('pendo', 75),
  ]),
  tech('Vercel Web Analytics', A, "Vercel's privacy-friendly page analytics", [
    script(/\/_vercel\/insights\/script\.js/i, 95),
    js('va', 40),
  ]),
  tech('Vercel Speed Insights', A, 'Real-user Core Web Vitals from Vercel', [
    script(/\/_vercel\/speed-insights\/script\.js/i, 95),
  ]),
  tech('Chartbeat', A, 'Real-time audience analytics for publishers', [
    script(/\/\/static\.chartbeat\.com\/js\//i, 95),
    js('_sf_async_config', 90),
  ]),
  tech('Piwik PRO', A, 'Privacy-compliant analytics suite', [
    script(/\/\/[a-z0-9-]{1,60}\.(?:containers\.)?piwik\.pro\//i, 95),
  ]),
  tech('Kissmetrics', A, 'Person-based behavioural analytics', [
    script(/\/\/(?:i|scripts)\.kissmetrics\.(?:com|io)\//i, 95),
    js('_kmq', 85),
  ]),
  tech('Smartlook', A, 'Session recording and product analytics', [
    script(/\/\/(?:web-sdk|rec)\.smartlook\.com\//i, 95),
    js('smartlook', 85),
  ]),
  tech('RudderStack', A, 'Open-source customer data pipeline', [
    script(/\/\/cdn\.rudderlabs\.com\//i, 95),
    js('rudderanalytics', 90),
    cookie(/^rl_anonymous_id$/, 85),
  ]),
  tech('GoatCounter', A, 'Simple open-source web analytics', [
    script(/\/\/gc\.zgo\.at\/count\.js/i, 95),
    js('goatcounter', 85),
  ]),
  tech('StatCounter', A, 'Long-running free web statistics counter', [
    script(/\/\/(?:www|secure)\.statcounter\.com\/counter\//i, 95),
    js('sc_project', 85),
  ]),
  tech('Snowplow', A, 'Behavioural data collection platform', [
    js('GlobalSnowplowNamespace', 90),
    cookie(/^_sp_(?:id|ses)\./, 80),
  ]),
  tech('Contentsquare', A, 'Experience analytics with zoning and replay', [
    script(/\/\/t\.contentsquare\.net\/uxa\//i, 95),
    js('_uxa', 85),
  ]),
  tech('LogRocket', A, 'Session replay with front-end monitoring', [
    script(/\/\/cdn\.(?:logrocket\.io|lr-ingest\.(?:io|com)|lr-in-prod\.com)\//i, 95),
    js('LogRocket', 85),
  ]),
];

// ---------- marketing ----------

const MARKETING: TechRule[] = [
  tech('HubSpot', M, 'Inbound marketing, CRM, forms and chat', [
    script(/\/\/js(?:-[a-z0-9]{2,4})?\.hs-scripts\.com\/\d{3,12}\.js/i, 95),
    script(/\/\/js(?:-[a-z0-9]{2,4})?\.hs-analytics\.net\//i, 95),
    script(/\/\/js(?:-[a-z0-9]{2,4})?\.hsforms\.net\//i, 90),
    script(/\/\/js(?:-[a-z0-9]{2,4})?\.hs-banner\.com\//i, 85),
    js('_hsq', 90),
    js('hbspt', 80),
    cookie(/^hubspotutk$/, 95),
    cookie(/^__hs(?:tc|sc|srcm)$/, 90),
  ]),
  tech('Intercom', M, 'Customer messaging and support chat', [
    script(/\/\/widget\.intercom\.io\/widget\//i, 95),
    script(/\/\/js\.intercomcdn\.com\//i, 90),
    js('Intercom', 85),
    js('intercomSettings', 90),
    cookie(/^intercom-(?:id|session|device-id)-/, 95),
    dom('#intercom-container', 90),
    dom('.intercom-lightweight-app', 90),
  ]),
  tech('Drift', M, 'Conversational marketing chat', [
    script(/\/\/js\.driftt\.com\//i, 95),
    js('drift', 80),
    cookie(/^drift_(?:aid|campaign_refresh)$/, 85),
  ]),
  tech('Mailchimp', M, 'Email marketing and audience forms', [
    script(/\/\/chimpstatic\.com\/mcjs-connected\//i, 95),
    html(/\saction="https?:\/\/[a-z0-9-]{1,60}\.(?:us\d{1,3}\.)?list-manage\.com\/subscribe/i, 90),
    script(/\/\/s3\.amazonaws\.com\/downloads\.mailchimp\.com\//i, 90),
    js('$mcGoal', 80),
  ]),
  tech('Klaviyo', M, 'Email and SMS marketing for online stores', [
    script(/\/\/static(?:-tracking)?\.klaviyo\.com\//i, 95),
    js('_learnq', 90),
    js('klaviyo', 80),
    cookie(/^__kla_id$/, 90),
  ]),
  tech('Facebook Pixel', M, "Meta's ad conversion tracking pixel", [
    script(/\/\/connect\.facebook\.net\/[a-zA-Z_]{2,8}\/fbevents\.js/i, 95),
    js('fbq', 85),
    html(/fbq\(\s{0,3}['"]init['"]/, 90),
    cookie(/^_fbp$/, 85),
    dom('img[src*="facebook.com/tr?"]', 85),
  ]),
  tech('LinkedIn Insight Tag', M, 'LinkedIn ads conversion and audience tracking', [
    script(/\/\/snap\.licdn\.com\/li\.lms-analytics\//i, 95),
    js('_linkedin_partner_id', 90),
    js('lintrk', 85),
  ]),
  tech('TikTok Pixel', M, 'TikTok ads conversion tracking', [
    script(/\/\/analytics\.tiktok\.com\/i18n\/pixel\//i, 95),
    js('ttq', 80),
    cookie(/^_ttp$/, 85),
  ]),
  tech('X (Twitter) Pixel', M, 'X/Twitter ads conversion tracking', [
    script(/\/\/static\.ads-twitter\.com\/(?:uwt|oct)\.js/i, 95),
    js('twq', 90),
  ]),
  tech('Google Ads', M, 'Google advertising conversion tracking and remarketing', [
    script(/\/\/www\.googletagmanager\.com\/gtag\/js\?id=AW-/i, 95),
    html(/['"]AW-\d{6,14}['"]/, 90),
    script(/\/\/www\.googleadservices\.com\/pagead\/conversion/i, 95),
    script(/\/\/googleads\.g\.doubleclick\.net\//i, 80),
    cookie(/^_gcl_(?:au|aw)$/, 40),
  ]),
  tech('Google AdSense', M, 'Display ads on publisher sites', [
    script(/\/\/pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js/i, 95),
    js('adsbygoogle', 90),
    dom('ins.adsbygoogle', 90),
  ]),
  tech('Google Ad Manager', M, "Google's ad server for publishers (GPT)", [
    script(/\/\/securepubads\.g\.doubleclick\.net\/tag\/js\/gpt\.js/i, 95),
    js('googletag', 75),
  ]),
  tech('Optimizely', M, 'Experimentation and A/B testing', [
    script(/\/\/cdn\.optimizely\.com\/js\//i, 95),
    js('optimizely', 85),
    cookie(/^optimizelyEndUserId$/, 90),
  ]),
  tech('VWO', M, 'Visual Website Optimizer A/B testing', [
    script(/\/\/dev\.visualwebsiteoptimizer\.com\//i, 95),
    js('_vwo_code', 90),
    cookie(/^_vwo_uuid/, 85),
  ]),
  tech('AB Tasty', M, 'Experimentation and personalisation', [
    script(/\/\/try\.abtasty\.com\//i, 95),
    js('ABTasty', 90),
  ]),
  tech('Google Optimize', M, "Google's A/B testing tool (shut down in 2023)", [
    script(/\/\/www\.googleoptimize\.com\/optimize\.js/i, 95),
  ]),
  tech('Crisp', M, 'Live chat and customer messaging', [
    script(/\/\/client\.crisp\.chat\//i, 95),
    js('$crisp', 90),
    cookie(/^crisp-client/, 85),
  ]),
  tech('Zendesk', M, 'Customer service widget and messaging', [
    script(/\/\/static\.zdassets\.com\/ekr\/snippet\.js/i, 95),
    dom('#ze-snippet', 95),
    js('zE', 75),
  ]),
  tech('Tawk.to', M, 'Free live chat widget', [script(/\/\/embed\.tawk\.to\//i, 95), js('Tawk_API', 90)]),
  tech('LiveChat', M, 'Live chat for sales and support', [
    script(/\/\/cdn\.livechatinc\.com\//i, 95),
    js('LiveChatWidget', 90),
  ]),
  tech('Olark', M, 'Live chat for sales', [script(/\/\/static\.olark\.com\//i, 95), js('olark', 80)]),
  tech('Tidio', M, 'Live chat and chatbots for small businesses', [
    script(/\/\/code\.tidio\.co\//i, 95),
    js('tidioChatApi', 90),
  ]),
  tech('Freshchat', M, "Freshworks' messaging widget", [
    script(/\/\/wchat\.(?:eu\.)?freshchat\.com\//i, 95),
    js('fcWidget', 90),
  ]),
  tech('Pinterest Tag', M, 'Pinterest ads conversion tracking', [
    script(/\/\/s\.pinimg\.com\/ct\/core\.js/i, 95),
    js('pintrk', 90),
    cookie(/^_pin_unauth$/, 80),
  ]),
  tech('Snap Pixel', M, 'Snapchat ads conversion tracking', [
    script(/\/\/sc-static\.net\/scevent\.min\.js/i, 95),
    js('snaptr', 90),
    cookie(/^_scid$/, 75),
  ]),
  tech('Reddit Pixel', M, 'Reddit ads conversion tracking', [
    script(/\/\/www\.redditstatic\.com\/ads\/pixel\.js/i, 95),
    js('rdt', 80),
    cookie(/^_rdt_uuid$/, 85),
  ]),
  tech('Microsoft Advertising', M, 'Bing ads Universal Event Tracking (UET)', [
    script(/\/\/bat\.bing\.com\/bat\.js/i, 95),
    js('uetq', 85),
    cookie(/^_uet(?:sid|vid)$/, 90),
  ]),
  tech('Criteo', M, 'Retargeting and commerce ads', [
    script(/\/\/static\.criteo\.net\/js\//i, 95),
    js('criteo_q', 90),
  ]),
  tech('Taboola', M, 'Sponsored content recommendations', [
    script(/\/\/cdn\.taboola\.com\/libtrc\//i, 95),
    js('_taboola', 90),
  ]),
  tech('Outbrain', M, 'Sponsored content recommendations', [
    script(/\/\/widgets\.outbrain\.com\/outbrain\.js/i, 95),
    js('obApi', 85),
  ]),
  tech('Marketo', M, "Adobe's B2B marketing automation", [
    script(/\/\/munchkin\.marketo\.net\//i, 95),
    js('Munchkin', 90),
    cookie(/^_mkto_trk$/, 95),
  ]),
  tech('Pardot', M, 'Salesforce B2B marketing automation (Account Engagement)', [
    script(/\/\/pi\.pardot\.com\/pd\.js/i, 95),
    js('piAId', 90),
  ]),
  tech('ActiveCampaign', M, 'Email marketing and automation', [
    script(/\/\/(?:trackcmp\.net|[a-z0-9-]{1,40}\.activehosted\.com)\//i, 90),
    js('vgo', 75),
  ]),
  tech('Brevo', M, 'Email and SMS marketing (formerly Sendinblue)', [
    script(/\/\/sibautomation\.com\/sa\.js/i, 95),
    script(/\/\/(?:sibforms\.com|[a-z0-9-]{1,40}\.sibforms\.com)\//i, 90),
    js('sendinblue', 85),
  ]),
  tech('ConvertKit', M, 'Email marketing for creators (Kit)', [
    script(/\/\/f\.convertkit\.com\//i, 95),
    html(/\saction="https:\/\/app\.convertkit\.com\/forms\//i, 90),
  ]),
  tech('Drip', M, 'E-commerce email automation', [script(/\/\/tag\.getdrip\.com\//i, 95), js('_dcq', 90)]),
  tech('OptinMonster', M, 'Lead-capture popups', [script(/\/\/a\.omappapi\.com\//i, 95)]),
  tech(
    'Yoast SEO',
    M,
    'SEO plugin for WordPress',
    [
      html(/This site is optimized with the Yoast SEO(?: Premium)? plugin v(\d[\d.]{0,15})/i, 100, V),
      dom('script.yoast-schema-graph', 90),
      meta('generator', /\bYoast SEO\b(?: v?(\d[\d.]{0,15}))?/i, 90, V),
    ],
    { implies: ['WordPress'] },
  ),
  tech(
    'Rank Math',
    M,
    'SEO plugin for WordPress',
    [html(/Search Engine Optimization by Rank Math/i, 95), dom('script.rank-math-schema', 90)],
    { implies: ['WordPress'] },
  ),
  tech('Trustpilot', M, 'Customer review widgets', [
    script(/\/\/widget\.trustpilot\.com\//i, 95),
    dom('.trustpilot-widget', 90),
  ]),
  tech('Yotpo', M, 'Reviews and loyalty for online stores', [
    script(/\/\/(?:staticw2|cdn-widgetsrepository)\.yotpo\.com\//i, 95),
    js('yotpo', 80),
  ]),
  tech('Judge.me', M, 'Product reviews for Shopify stores', [
    script(/\/\/cdn(?:wtf)?\.judge\.me\//i, 95),
    js('jdgm', 85),
  ]),
  tech('AddThis', M, 'Social sharing buttons (shut down in 2023)', [
    script(/\/\/s7\.addthis\.com\/js\//i, 95),
    js('addthis', 85),
  ]),
  tech('ShareThis', M, 'Social sharing buttons', [
    script(/\/\/platform-api\.sharethis\.com\/js\/sharethis\.js/i, 95),
    js('__sharethis__', 85),
  ]),
  tech('Quantcast', M, 'Audience measurement and advertising', [
    script(/\/\/(?:edge|secure)\.quantserve\.com\/quant\.js/i, 95),
    js('_qevents', 80),
  ]),
  tech('Privy', M, 'Popups and email capture for stores', [script(/\/\/widget\.privy\.com\//i, 95)]),
  tech('Attentive', M, 'SMS marketing for e-commerce', [script(/\/\/cdn\.attn\.tv\//i, 95)]),
];

// ---------- hosting, CDNs and web servers ----------

const HOSTING: TechRule[] = [
  tech('Cloudflare', H, 'CDN, DNS and security proxy', [
    header('server', /^cloudflare$/i, 95),
    header('cf-ray', undefined, 95),
    header('cf-cache-status', undefined, 85),
    script(/\/cdn-cgi\/scripts\//i, 80),
    cookie(/^__cflb$/, 85),
  ]),
  tech(
    'Cloudflare Pages',
    H,
    "Cloudflare's static and full-stack site hosting",
    [host(/\.pages\.dev$/i, 95)],
    {
      implies: ['Cloudflare'],
    },
  ),
  tech('Amazon CloudFront', H, "AWS's content delivery network", [
    header('x-amz-cf-id', undefined, 95),
    header('x-amz-cf-pop', undefined, 95),
    header('via', /\(CloudFront\)/i, 90),
    header('x-cache', /\bfrom cloudfront\b/i, 90),
  ]),
  tech('Amazon S3', H, 'AWS object storage serving the site directly', [
    header('server', /^AmazonS3$/i, 95),
    host(/\.s3(?:[.-][a-z0-9-]{1,30})?\.amazonaws\.com$/i, 95),
  ]),
  tech('AWS Elastic Load Balancing', H, "AWS's managed load balancers", [
    header('server', /^awselb\//i, 95),
    cookie(/^AWSALB(?:CORS)?$/, 90),
    cookie(/^AWSELB(?:CORS)?$/, 90),
  ]),
  tech('AWS Amplify Hosting', H, "AWS's managed hosting for web apps", [host(/\.amplifyapp\.com$/i, 95)], {
    implies: ['Amazon CloudFront'],
  }),
  tech('Fastly', H, 'Edge cloud and CDN', [
    header('x-fastly-request-id', undefined, 95),
    header('fastly-restarts', undefined, 90),
    header('x-served-by', /\bcache-[a-z]{3,4}(?:-[a-z]{3,5})?\d{1,10}-[A-Z]{3}\b/, 80),
    header('x-timer', /^S\d{6,12}\.\d{1,9},VS\d/, 70),
  ]),
  tech('Varnish', H, 'HTTP caching reverse proxy', [
    header('via', /\bvarnish\b/i, 85),
    header('x-varnish', undefined, 90),
  ]),
  tech('Akamai', H, 'Large enterprise CDN and edge platform', [
    header('server', /^Akamai(?:GHost|NetStorage)/i, 95),
    header('x-akamai-transformed', undefined, 95),
    header('akamai-grn', undefined, 95),
    header('akamai-cache-status', undefined, 95),
    header('x-akamai-request-id', undefined, 90),
  ]),
  tech('Vercel', H, 'Front-end cloud for frameworks like Next.js', [
    header('server', /^Vercel$/i, 95),
    header('x-vercel-id', undefined, 95),
    header('x-vercel-cache', undefined, 90),
    host(/\.vercel\.app$/i, 95),
  ]),
  tech('Netlify', H, 'Hosting and deployment platform for web projects', [
    header('server', /^Netlify$/i, 95),
    header('x-nf-request-id', undefined, 95),
    host(/\.netlify\.app$/i, 95),
  ]),
  tech('GitHub Pages', H, 'Free static hosting from GitHub repositories', [
    header('server', /^GitHub\.com$/i, 95),
    header('x-github-request-id', undefined, 85),
    host(/\.github\.io$/i, 95),
  ]),
  tech('GitLab Pages', H, 'Static hosting from GitLab repositories', [host(/\.gitlab\.io$/i, 95)]),
  tech('Heroku', H, 'Platform as a service for apps', [
    header('via', /\b(?:vegur|heroku-router)\b/i, 90),
    host(/\.herokuapp\.com$/i, 95),
  ]),
  tech('Firebase Hosting', H, "Google's hosting for web apps and static content", [
    host(/\.(?:web\.app|firebaseapp\.com)$/i, 95),
    script(/\/__\/firebase\//i, 90),
  ]),
  tech('Microsoft Azure', H, "Microsoft's cloud platform", [
    host(/\.(?:azurewebsites\.net|azurestaticapps\.net|cloudapp\.azure\.com|azureedge\.net)$/i, 95),
    cookie(/^ARRAffinity(?:SameSite)?$/, 85),
    header('x-ms-request-id', undefined, 60),
  ]),
  tech(
    'Azure Front Door',
    H,
    "Microsoft's global CDN and application gateway",
    [header('x-azure-ref', undefined, 95)],
    {
      implies: ['Microsoft Azure'],
    },
  ),
  tech('Google Cloud', H, "Google's cloud platform (load balancer, App Engine, Cloud Run, Storage)", [
    header('via', /\b1\.1 google\b/i, 85),
    header('server', /^Google Frontend$/i, 90),
    header('x-cloud-trace-context', undefined, 80),
    header('x-goog-generation', undefined, 85),
    header('x-guploader-uploadid', undefined, 70),
    host(/\.(?:appspot\.com|run\.app)$/i, 95),
  ]),
  tech('nginx', H, 'High-performance web server and reverse proxy', [
    header('server', /^nginx(?:\/(\d[\d.]{0,15}))?/i, 95, V),
    header('x-fastcgi-cache', undefined, 60),
  ]),
  tech(
    'OpenResty',
    H,
    'nginx bundled with LuaJIT for scriptable servers',
    [header('server', /^openresty(?:\/(\d[\d.]{0,15}))?/i, 95, V)],
    { implies: ['nginx'] },
  ),
  tech('Apache HTTP Server', H, 'The long-standing open-source web server', [
    header('server', /^Apache(?:\/(\d[\d.]{0,15}))?(?![-\w])/i, 95, V),
  ]),
  tech('Microsoft IIS', H, "Microsoft's web server for Windows", [
    header('server', /^Microsoft-IIS(?:\/(\d[\d.]{0,15}))?/i, 95, V),
  ]),
  tech('LiteSpeed', H, 'Drop-in Apache replacement with built-in caching', [
    header('server', /^LiteSpeed/i, 95),
    header('x-litespeed-cache', undefined, 90),
    header('x-turbo-charged-by', /LiteSpeed/i, 90),
  ]),
  tech('Caddy', H, 'Web server with automatic HTTPS', [header('server', /^Caddy\b/i, 95)]),
  tech('Envoy', H, 'Cloud-native edge and service proxy', [
    header('server', /^envoy$/i, 95),
    header('x-envoy-upstream-service-time', undefined, 85),
  ]),
  tech(
    'Gunicorn',
    H,
    'Python WSGI HTTP server',
    [header('server', /^gunicorn(?:\/(\d[\d.]{0,15}))?/i, 95, V)],
    {
      implies: ['Python'],
    },
  ),
  tech('Kestrel', H, 'Cross-platform web server of ASP.NET Core', [header('server', /^Kestrel$/i, 95)], {
    implies: ['ASP.NET'],
  }),
  tech('Apache Tomcat', H, 'Java servlet container', [header('server', /^Apache-Coyote\//i, 90)], {
    implies: ['Java'],
  }),
  tech('Render', H, 'Cloud platform for web services and static sites', [
    header('rndr-id', undefined, 95),
    header('x-render-origin-server', undefined, 95),
    host(/\.onrender\.com$/i, 95),
  ]),
  tech('Fly.io', H, 'Runs app servers close to users', [
    header('fly-request-id', undefined, 95),
    header('server', /^Fly\//i, 95),
    host(/\.fly\.dev$/i, 95),
  ]),
  tech('Railway', H, 'Deployment platform for apps and databases', [
    header('x-railway-request-id', undefined, 90),
    host(/\.up\.railway\.app$/i, 95),
  ]),
  tech('DigitalOcean', H, 'Developer cloud (App Platform, Spaces)', [
    host(/\.ondigitalocean\.app$/i, 95),
    resource(/\.digitaloceanspaces\.com\//i, 50),
  ]),
  tech(
    'WP Engine',
    H,
    'Managed WordPress hosting',
    [
      header('x-powered-by', /WP Engine/i, 95),
      header('wpe-backend', undefined, 90),
      host(/\.wpengine\.com$/i, 95),
    ],
    { implies: ['WordPress'] },
  ),
  tech('Kinsta', H, 'Managed WordPress hosting on Google Cloud', [header('x-kinsta-cache', undefined, 95)], {
    implies: ['WordPress'],
  }),
  tech('Pantheon', H, 'WebOps platform for Drupal and WordPress', [
    header('x-pantheon-styx-hostname', undefined, 95),
    header('x-styx-req-id', undefined, 90),
    host(/\.pantheonsite\.io$/i, 95),
  ]),
  tech('Acquia', H, 'Drupal cloud hosting', [header('x-ah-environment', undefined, 95)], {
    implies: ['Drupal'],
  }),
  tech('Bunny CDN', H, 'Affordable content delivery network', [
    header('server', /^BunnyCDN/i, 95),
    header('cdn-pullzone', undefined, 90),
    resource(/\.b-cdn\.net\//i, 80),
  ]),
  tech('KeyCDN', H, 'Pay-as-you-go CDN', [header('server', /^keycdn-engine/i, 95)]),
  tech('Deno Deploy', H, 'Serverless JavaScript hosting at the edge', [
    header('server', /^deno\b/i, 90),
    host(/\.deno\.dev$/i, 95),
  ]),
  tech('Hostinger', H, 'Shared and cloud web hosting', [
    header('platform', /^hostinger$/i, 90),
    header('panel', /^hpanel$/i, 85),
  ]),
  tech('Surge', H, 'Static web publishing from the command line', [host(/\.surge\.sh$/i, 95)]),
];

// ---------- security, privacy and consent ----------

const SECURITY: TechRule[] = [
  tech('reCAPTCHA', S, "Google's bot detection challenge", [
    script(/\/\/www\.(?:google|recaptcha)\.(?:com|net)\/recaptcha\/(?:api|enterprise)\.js/i, 95),
    script(/\/\/www\.gstatic\.com\/recaptcha\/releases\//i, 90),
    js('grecaptcha', 90),
    dom('.g-recaptcha', 85),
    dom('iframe[src*="/recaptcha/"]', 85),
    cookie(/^_GRECAPTCHA$/, 80),
  ]),
  tech('hCaptcha', S, 'Privacy-oriented bot detection challenge', [
    script(/\/\/(?:js\.)?hcaptcha\.com\/1\/api\.js/i, 95),
    js('hcaptcha', 90),
    dom('.h-captcha', 85),
  ]),
  tech('Cloudflare Turnstile', S, "Cloudflare's CAPTCHA alternative", [
    script(/\/\/challenges\.cloudflare\.com\/turnstile\//i, 95),
    dom('.cf-turnstile', 85),
    js('turnstile', 60),
  ]),
  tech('Friendly Captcha', S, 'Proof-of-work, privacy-friendly CAPTCHA', [
    resource(/friendly-challenge|friendlycaptcha/i, 90),
    dom('.frc-captcha', 85),
  ]),
  tech('HSTS', S, 'Strict-Transport-Security forces HTTPS on return visits', [
    header('strict-transport-security', /max-age=[1-9]/i, 100),
  ]),
  tech('Content Security Policy', S, 'Restricts which sources may load scripts and other content', [
    header('content-security-policy', undefined, 100),
    meta('content-security-policy', undefined, 90),
    header('content-security-policy-report-only', undefined, 60),
  ]),
  tech('X-Frame-Options', S, 'Legacy header that stops other sites framing the page', [
    header('x-frame-options', /^(?:deny|sameorigin)/i, 100),
  ]),
  tech('X-Content-Type-Options', S, 'Stops browsers guessing content types (nosniff)', [
    header('x-content-type-options', /nosniff/i, 100),
  ]),
  tech('Referrer-Policy', S, 'Limits how much of the address leaks to other sites', [
    header('referrer-policy', undefined, 100),
    meta('referrer', undefined, 80),
  ]),
  tech('Permissions-Policy', S, 'Switches off powerful browser features the page does not need', [
    header('permissions-policy', undefined, 100),
  ]),
  tech('Subresource Integrity', S, 'Pins third-party scripts and styles to known hashes', [
    html(/<(?:script|link)\s[^>]{0,400}\bintegrity="sha(?:256|384|512)-/i, 85),
  ]),
  tech(
    'Cloudflare Bot Management',
    S,
    "Cloudflare's bot scoring and challenge platform",
    [cookie(/^__cf_bm$/, 95), cookie(/^cf_clearance$/, 85), script(/\/cdn-cgi\/challenge-platform\//i, 90)],
    { implies: ['Cloudflare'] },
  ),
  tech('Sucuri', S, 'Website firewall and malware protection', [
    header('x-sucuri-id', undefined, 95),
    header('x-sucuri-cache', undefined, 90),
    header('server', /^Sucuri\/Cloudproxy/i, 95),
  ]),
  tech('Imperva', S, 'Application firewall and DDoS protection (Incapsula)', [
    header('x-iinfo', undefined, 90),
    header('x-cdn', /\b(?:Incapsula|Imperva)\b/i, 95),
    cookie(/^(?:incap_ses|visid_incap)_/, 95),
    cookie(/^nlbi_\d{1,12}/, 80),
  ]),
  tech(
    'Akamai Bot Manager',
    S,
    "Akamai's bot detection",
    [cookie(/^_abck$/, 90), cookie(/^bm_sz$/, 85), cookie(/^ak_bmsc$/, 85)],
    { implies: ['Akamai'] },
  ),
  tech('DataDome', S, 'Real-time bot and fraud protection', [
    cookie(/^datadome$/, 95),
    header('x-datadome', undefined, 95),
    script(/\/\/js\.datadome\.co\//i, 95),
  ]),
  tech('HUMAN Bot Defender', S, 'Bot mitigation (formerly PerimeterX)', [
    cookie(/^_px(?:3|2|vid|hd)$/, 90),
    js('_pxAppId', 90),
    script(/\/\/client\.(?:perimeterx\.net|px-cdn\.net)\//i, 95),
  ]),
  tech('AWS WAF', S, "AWS's web application firewall with bot control", [
    cookie(/^aws-waf-token$/, 95),
    script(/\.token\.awswaf\.com\//i, 90),
    js('AwsWafIntegration', 90),
  ]),
  tech(
    'Wordfence',
    S,
    'Firewall and malware scanner for WordPress',
    [resource(/\/wp-content\/plugins\/wordfence\//i, 95), cookie(/^wfwaf-authcookie-/, 90)],
    { implies: ['WordPress'] },
  ),
  tech('OneTrust', S, 'Cookie consent and privacy management platform', [
    script(/\/\/cdn(?:-ukwest)?\.cookielaw\.org\//i, 95),
    script(/\/\/optanon\.blob\.core\.windows\.net\//i, 90),
    js('OneTrust', 90),
    cookie(/^OptanonConsent$/, 95),
    cookie(/^OptanonAlertBoxClosed$/, 90),
    dom('#onetrust-consent-sdk', 95),
  ]),
  tech('Cookiebot', S, 'Cookie consent management by Usercentrics', [
    script(/\/\/consent\.cookiebot\.(?:com|eu)\//i, 95),
    js('Cookiebot', 90),
    dom('#CybotCookiebotDialog', 95),
    cookie(/^CookieConsent$/, 40),
  ]),
  tech('Osano', S, 'Consent management and privacy compliance', [
    script(/\/\/cmp\.osano\.com\//i, 95),
    js('Osano', 90),
    cookie(/^osano_consentmanager/, 95),
  ]),
  tech('TrustArc', S, 'Privacy compliance and cookie consent', [
    script(/\/\/consent\.(?:trustarc|truste)\.com\//i, 95),
    js('truste', 85),
    cookie(/^notice_behavior$/, 80),
  ]),
  tech('Usercentrics', S, 'Consent management platform', [
    script(/\/\/(?:app|web\.cmp)\.usercentrics\.eu\//i, 95),
    js('UC_UI', 90),
  ]),
  tech('Didomi', S, 'Consent and preference management', [
    script(/\/\/sdk\.privacy-center\.org\//i, 95),
    js('Didomi', 90),
    cookie(/^didomi_token$/, 95),
  ]),
  tech('Termly', S, 'Cookie consent and policy generator', [script(/\/\/app\.termly\.io\//i, 95)]),
  tech('CookieYes', S, 'Cookie consent banner', [
    script(/\/\/cdn-cookieyes\.com\//i, 95),
    cookie(/^cookieyes-consent$/, 95),
  ]),
  tech(
    'Complianz',
    S,
    'GDPR/CCPA consent plugin for WordPress',
    [resource(/\/wp-content\/plugins\/complianz-gdpr(?:-premium)?\//i, 95), cookie(/^cmplz_/, 85)],
    { implies: ['WordPress'] },
  ),
  tech('iubenda', S, 'Privacy policies and consent management', [
    script(/\/\/cdn\.iubenda\.com\//i, 95),
    js('_iub', 90),
  ]),
  tech('Quantcast Choice', S, 'IAB TCF consent management', [
    script(/\/\/(?:cmp\.quantcast\.com|quantcast\.mgr\.consensu\.org)\//i, 95),
  ]),
];

// ---------- other: payments, media, maps, monitoring, search, CDNs for libraries, web platform ----------

const OTHER: TechRule[] = [
  tech('Stripe', O, 'Online payments platform', [
    script(/\/\/js\.stripe\.com\/v(\d{1,2})\//i, 95, V),
    script(/\/\/js\.stripe\.com\//i, 90),
    js('Stripe', 75),
    cookie(/^__stripe_(?:mid|sid)$/, 90),
    dom('iframe[src*="js.stripe.com"]', 90),
  ]),
  tech('PayPal', O, 'Online payments and checkout buttons', [
    script(/\/\/www\.paypal\.com\/sdk\/js/i, 95),
    resource(/\/\/www\.paypalobjects\.com\//i, 85),
    js('paypal', 75),
  ]),
  tech('Klarna', O, 'Buy now, pay later payments', [
    script(/\/\/(?:js\.klarna\.com|x\.klarnacdn\.net)\//i, 95),
    js('Klarna', 80),
  ]),
  tech('Afterpay', O, 'Buy now, pay later instalments (Clearpay in the UK)', [
    script(/\/\/(?:js|static|portal)\.(?:afterpay|clearpay)\.com\//i, 95),
  ]),
  tech('Square', O, 'Payments and point of sale', [
    script(/\/\/(?:js\.squareup\.com|web\.squarecdn\.com)\//i, 95),
  ]),
  tech('Braintree', O, 'PayPal-owned payment gateway', [
    script(/\/\/js\.braintreegateway\.com\//i, 95),
    js('braintree', 80),
  ]),
  tech('Adyen', O, 'Global payment platform', [
    resource(/\/\/checkoutshopper-(?:live|test)(?:-[a-z]{2,4})?\.adyen\.com\//i, 95),
    js('AdyenCheckout', 90),
  ]),
  tech('Apple Pay', O, 'Wallet payments on Apple devices', [
    script(/\/\/applepay\.cdn-apple\.com\/jsapi\//i, 95),
    dom('apple-pay-button', 85),
  ]),
  tech('Google Pay', O, 'Wallet payments from Google', [
    script(/\/\/pay\.google\.com\/gp\/p\/js\/pay\.js/i, 95),
  ]),
  tech('YouTube', O, 'Embedded YouTube videos', [
    dom('iframe[src*="youtube.com/embed"]', 95),
    dom('iframe[src*="youtube-nocookie.com/embed"]', 95),
    script(/\/\/www\.youtube\.com\/(?:iframe_api|player_api)/i, 95),
    dom('lite-youtube', 90),
    js('YT', 50),
  ]),
  tech('Vimeo', O, 'Embedded Vimeo videos', [
    dom('iframe[src*="player.vimeo.com"]', 95),
    script(/\/\/player\.vimeo\.com\/api\/player\.js/i, 95),
    js('Vimeo', 70),
  ]),
  tech('Wistia', O, 'Video hosting for marketing', [
    script(/\/\/fast\.wistia\.(?:com|net)\//i, 95),
    js('Wistia', 85),
  ]),
  tech('Loom', O, 'Embedded async video messages', [dom('iframe[src*="loom.com/embed"]', 90)]),
  tech('Spotify Embed', O, 'Embedded Spotify player', [dom('iframe[src*="open.spotify.com/embed"]', 90)]),
  tech('Google Maps', O, 'Embedded Google maps', [
    script(/\/\/maps\.googleapis\.com\/maps\/api\/js/i, 95),
    dom('iframe[src*="google.com/maps/embed"]', 95),
    js('google.maps', 90, V),
  ]),
  tech('Mapbox', O, 'Custom vector maps', [
    resource(/\/\/api\.mapbox\.com\/mapbox-gl-js\/v(\d[\d.]{0,15})\//i, 95, V),
    js('mapboxgl', 90, V),
    dom('.mapboxgl-map', 85),
  ]),
  tech('Leaflet', O, 'Open-source interactive maps', [
    js('Leaflet', 90, V),
    resource(/\/leaflet@(\d[\d.]{0,15})\//i, 95, V),
    resource(/\/leaflet(?:-src)?(?:\.min)?\.(?:js|css)/i, 85),
    dom('.leaflet-container', 90),
  ]),
  tech('Sentry', O, 'Error tracking and performance monitoring', [
    js('Sentry', 90, V),
    script(/\/\/browser\.sentry-cdn\.com\/(\d[\d.]{0,15})\//i, 95, V),
    script(/\/\/js(?:-de)?\.sentry-cdn\.com\//i, 95),
  ]),
  tech('Datadog RUM', O, 'Real-user monitoring from Datadog', [
    script(/\/\/www\.datadoghq-browser-agent\.com\//i, 95),
    js('DD_RUM', 90, V),
  ]),
  tech('New Relic', O, 'Application and browser performance monitoring', [
    script(/\/\/js-agent\.newrelic\.com\//i, 95),
    js('NREUM', 95),
    html(/\/\/bam(?:-cell)?\.nr-data\.net\//i, 75),
  ]),
  tech('Bugsnag', O, 'Error monitoring for apps', [
    script(/\/\/d2wy8f7a9ursnm\.cloudfront\.net\/v(\d[\d.]{0,15})\/bugsnag/i, 95, V),
    js('Bugsnag', 85),
  ]),
  tech('Rollbar', O, 'Error tracking and monitoring', [
    script(/\/\/cdn\.rollbar\.com\//i, 95),
    js('_rollbarConfig', 90),
  ]),
  tech('Dynatrace', O, 'Full-stack observability with real-user monitoring', [
    cookie(/^dtCookie$/, 90),
    cookie(/^rxVisitor$/, 75),
    js('dtrum', 90),
  ]),
  tech('AppDynamics', O, "Cisco's application performance monitoring", [
    script(/\/\/cdn\.appdynamics\.com\/adrum\//i, 95),
    js('ADRUM', 90),
  ]),
  tech('Elastic APM', O, 'Real-user monitoring for the Elastic stack', [
    js('elasticApm', 90),
    resource(/\/@elastic\/apm-rum@(\d[\d.]{0,15})/i, 95, V),
  ]),
  tech('Algolia', O, 'Hosted search API', [
    js('algoliasearch', 90, V),
    resource(/\/algoliasearch@(\d[\d.]{0,15})/i, 95, V),
    link(/\/\/[a-z0-9]{6,12}-dsn\.algolia\.net/i, 90),
  ]),
  tech(
    'Algolia DocSearch',
    O,
    'Free search for documentation sites, powered by Algolia',
    [
      js('docsearch', 85),
      resource(/\/@docsearch\/(?:css|js)@(\d[\d.]{0,15})/i, 95, V),
      dom('.DocSearch-Button', 90),
    ],
    { implies: ['Algolia'] },
  ),
  tech('Firebase', O, "Google's app backend SDK (auth, database, messaging)", [
    js('firebase', 85, V),
    script(/\/\/www\.gstatic\.com\/firebasejs\/(\d[\d.]{0,15})\//i, 95, V),
  ]),
  tech('Supabase', O, 'Open-source Postgres backend as a service', [
    js('supabase', 70),
    resource(/\/@supabase\/supabase-js@(\d[\d.]{0,15})/i, 95, V),
    link(/\/\/[a-z0-9]{20}\.supabase\.co/i, 85),
  ]),
  tech('Auth0', O, 'Hosted authentication and identity', [
    script(/\/\/cdn\.auth0\.com\//i, 95),
    js('auth0', 70),
  ]),
  tech('Google Sign-In', O, 'Sign in with Google (Identity Services)', [
    script(/\/\/accounts\.google\.com\/gsi\/client/i, 95),
    js('google.accounts', 85),
  ]),
  tech('Facebook SDK', O, "Meta's JavaScript SDK for login, like buttons and embeds", [
    script(/\/\/connect\.facebook\.net\/[a-zA-Z_]{2,8}\/(?:sdk|all)\.js/i, 95),
    js('FB', 80),
    dom('#fb-root', 70),
  ]),
  tech('X (Twitter) Embeds', O, 'Embedded posts and follow buttons from X', [
    script(/\/\/platform\.twitter\.com\/widgets\.js/i, 95),
    js('twttr', 85),
  ]),
  tech('Instagram Embed', O, 'Embedded Instagram posts', [
    script(/\/\/www\.instagram\.com\/embed\.js/i, 95),
    dom('blockquote.instagram-media', 90),
  ]),
  tech('Disqus', O, 'Hosted comment threads', [
    script(/\/\/[a-z0-9-]{1,64}\.disqus\.com\/embed\.js/i, 95),
    js('DISQUS', 90),
    dom('#disqus_thread', 90),
  ]),
  tech('Calendly', O, 'Embedded meeting scheduling', [
    script(/\/\/assets\.calendly\.com\/assets\/external\/widget\.js/i, 95),
    js('Calendly', 90),
    dom('.calendly-inline-widget', 90),
  ]),
  tech('Typeform', O, 'Conversational forms and surveys', [
    script(/\/\/embed\.typeform\.com\//i, 95),
    dom('[data-tf-widget]', 90),
  ]),
  tech('Google Translate Widget', O, 'In-page machine translation dropdown', [
    script(/\/\/translate\.google\.com\/translate_a\/element\.js/i, 95),
  ]),
  tech('Weglot', O, 'Website translation service', [script(/\/\/cdn\.weglot\.com\//i, 95), js('Weglot', 90)]),
  tech('Cloudinary', O, 'Image and video optimisation CDN', [
    resource(/\/\/res\.cloudinary\.com\//i, 90),
    html(/\/\/res\.cloudinary\.com\/[a-z0-9_-]{1,60}\/(?:image|video)\//i, 85),
  ]),
  tech('imgix', O, 'Real-time image processing CDN', [
    resource(/\.imgix\.net\//i, 85),
    html(/\/\/[a-z0-9-]{1,60}\.imgix\.net\//i, 80),
  ]),
  tech('Gravatar', O, 'Globally recognised avatars', [
    html(/\/\/(?:secure\.|www\.|\d\.)?gravatar\.com\/avatar\//i, 85),
  ]),
  tech('jsDelivr', O, 'Free public CDN for npm and GitHub files', [
    resource(/\/\/(?:cdn|fastly|gcore)\.jsdelivr\.net\//i, 100),
  ]),
  tech('unpkg', O, 'Public CDN serving files from npm packages', [resource(/\/\/unpkg\.com\//i, 100)]),
  tech('cdnjs', O, 'Public CDN for open-source libraries, run by Cloudflare', [
    resource(/\/\/cdnjs\.cloudflare\.com\//i, 100),
  ]),
  tech('Google Hosted Libraries', O, "Google's CDN for popular JavaScript libraries", [
    resource(/\/\/ajax\.googleapis\.com\/ajax\/libs\//i, 100),
  ]),
  tech('jQuery CDN', O, 'Official CDN for jQuery releases', [resource(/\/\/code\.jquery\.com\//i, 100)]),
  tech('esm.sh', O, 'CDN serving npm packages as ES modules', [resource(/\/\/esm\.sh\//i, 100)]),
  tech('Web App Manifest', O, 'Manifest that makes the site installable as a PWA', [
    dom('link[rel="manifest"]', 95),
    link(/\.webmanifest(?:$|\?)/i, 90),
    link(/\/manifest\.json(?:$|\?)/i, 75),
  ]),
  tech('Service Worker', O, 'Offline and caching logic registered by the page', [
    html(/navigator\.serviceWorker\.register\(/, 85),
  ]),
  tech('AMP', O, "Google's Accelerated Mobile Pages framework", [
    dom('html[amp]', 95),
    dom('html[⚡]', 95),
    script(/\/\/cdn\.ampproject\.org\/v0\.js/i, 95),
  ]),
  tech('Open Graph', O, 'Metadata that controls link previews on social networks', [
    meta('og:title', undefined, 100),
    meta('og:image', undefined, 100),
    meta('og:site_name', undefined, 95),
  ]),
  tech('Twitter Cards', O, 'Metadata for rich link previews on X', [meta('twitter:card', undefined, 100)]),
  tech('Schema.org JSON-LD', O, 'Structured data for search engines', [
    dom('script[type="application/ld+json"]', 95),
  ]),
];

/** The whole ruleset, in category order. */
export const TECH_RULES: readonly TechRule[] = [
  ...FRONTEND,
  ...BACKEND,
  ...ANALYTICS,
  ...MARKETING,
  ...HOSTING,
  ...SECURITY,
  ...OTHER,
];

/** Every selector a capture should test (`document.querySelector`) to fill `PageEvidence.domMarkers`. */
export const DOM_MARKER_SELECTORS: readonly string[] = [
  ...new Set(TECH_RULES.flatMap((r) => r.patterns.flatMap((p) => (p.kind === 'dom' ? [p.selector] : [])))),
].sort();
