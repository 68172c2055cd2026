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

/**
 * A roast page's path, capturing the id (the shape of ROAST_ID_PATTERN; trailing slashes allowed as the
 * SPA's router allows them). Regular-expression source.
 */
export const ROAST_PAGE_PATH_PATTERN = '^/roast/([A-Za-z0-9_-]{22})/*$';

/** The API path that answers a crawler's request for `/roast/{id}`. */
export const sharePagePath = (roastId: string) => `/api/roasts/${roastId}/share-page`;

/**
 * Request header carrying the site's public origin (`https://host`) to the share-page handler, so that
 * og:url and og:image are absolute URLs of the site the crawler asked. Set only by the edge (CloudFront's
 * viewer-request function from the viewer's Host, which CloudFront has already matched to this
 * distribution; the local server from its own address), and removed from every viewer request first.
 */
export const SHARE_ORIGIN_HEADER = 'x-ugh-share-origin';
