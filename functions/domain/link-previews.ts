/**
 * Link previews: the crawlers that social sites and chat apps send to unfurl a shared
 * `/roast/{id}` link. They do not run the SPA's JavaScript, so they get a small server-rendered page
 * with Open Graph and Twitter card tags instead. One table read by CloudFront (the viewer-request
 * function in lib/constructs/spa-edge-functions.ts, compiled in at synth), the local server
 * (functions/local/api-gateway.ts) and the share-page handler. No imports: CDK synthesis, Node and the
 * tests load it.
 */

/**
 * User-Agent tokens of link-preview crawlers. Matched case-insensitively anywhere in the header:
 * iMessage, for one, sends "facebookexternalhit/1.1 Facebot Twitterbot/1.0". Search engines are not
 * here on purpose: they render the app itself, and a private roast must not be offered to an index.
 */
export const LINK_PREVIEW_CRAWLERS = [
  'Twitterbot',
  'facebookexternalhit',
  'Facebot',
  'Slackbot',
  'Discordbot',
  'LinkedInBot',
  'WhatsApp',
  'TelegramBot',
  'SkypeUriPreview',
  'redditbot',
  'Pinterestbot',
  'Embedly',
  'Mastodon',
] as const;

/** Regular-expression source (case-insensitive) matching any crawler of the table. */
export const LINK_PREVIEW_CRAWLER_PATTERN = LINK_PREVIEW_CRAWLERS.map((token) =>
  token.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'),
).join('|');

const CRAWLER = new RegExp(LINK_PREVIEW_CRAWLER_PATTERN, 'i');

export function isLinkPreviewCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && CRAWLER.test(userAgent);
}

/** The methods a crawler's roast page is answered for: HEAD as GET, without the body. */
export const LINK_PREVIEW_METHODS = ['GET', 'HEAD'] as const;

export function isLinkPreviewMethod(method: string | undefined): boolean {
  return (LINK_PREVIEW_METHODS as readonly string[]).includes(method ?? '');
}

/**
 * A roast page's path, capturing the id (the shape of ROAST_ID_PATTERN; trailing slashes allowed as the
 * SPA's router allows them). Regular-expression source.
 */
export const ROAST_PAGE_PATH_PATTERN = '^/roast/([A-Za-z0-9_-]{22})/*$';

/** The API path that answers a crawler's request for `/roast/{id}`. */
export const sharePagePath = (roastId: string) => `/api/roasts/${roastId}/share-page`;

/**
 * What each link-preview render costs: a Lambda invocation and a DynamoDB read, a card also S3 and sharp.
 * Counted per client: a crawler's roast page (its User-Agent on a path under ROAST_PAGE_PREFIX) and any
 * request for an API path ending in one of LINK_PREVIEW_RENDER_SUFFIXES (the share page asked for
 * directly, the card). The WAF's rate-based rule (lib/stacks/edge-stack.ts) and the local edge
 * (functions/local/api-gateway.ts) both match exactly this.
 */
export const ROAST_PAGE_PREFIX = '/roast/';
export const LINK_PREVIEW_RENDER_SUFFIXES = ['/share-page', '/card.png'] as const;

export function isLinkPreviewRender(path: string, userAgent: string | undefined): boolean {
  const lower = path.toLowerCase();
  if (lower.startsWith(ROAST_PAGE_PREFIX)) return isLinkPreviewCrawler(userAgent);
  return lower.startsWith('/api/') && LINK_PREVIEW_RENDER_SUFFIXES.some((suffix) => lower.endsWith(suffix));
}

/**
 * Renders one client may ask for per window, at the edge. A share in a busy channel brings each
 * previewer once (and its card), and the big ones fetch from many addresses; one address asking for
 * more than 2 a second for 5 minutes is scraping or abuse. The WAF rule's default (`linkPreviews` in
 * `ugh:wafRateLimits`, over its `windowSeconds`) and local mode's limit.
 */
export const LINK_PREVIEW_RATE_LIMIT = { limit: 600, windowSeconds: 300 } as const;

/**
 * Request header carrying the site's canonical origin (`https://host`) to the share-page handler, so that
 * og:url and og:image are absolute URLs of the site. Set only by the edge, from configuration and never
 * from the request's Host: CloudFront's viewer-request function from `ugh:domainName`, else from the
 * distribution's own domain name; the local server from its configured origin, else its own address.
 * Removed from every viewer request first.
 */
export const SHARE_ORIGIN_HEADER = 'x-ugh-share-origin';

/**
 * A canonical origin as configuration gives it: `http(s)://host[:port]`, nothing else (no path, query,
 * credentials). Returns it lower-cased without a trailing slash, or null when it is not one.
 */
export function canonicalOrigin(text: string): string | null {
  const trimmed = text.trim().replace(/\/$/, '');
  return /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(trimmed) ? trimmed.toLowerCase() : null;
}
