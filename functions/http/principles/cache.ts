/**
 * The guides are static content that changes only with a deploy: browsers may keep them for five
 * minutes, the CDN (CloudFront; the local edge) for an hour, so a deploy is visible within the hour
 * without an invalidation.
 */
export const STATIC_CONTENT_CACHE = { 'cache-control': 'public, max-age=300, s-maxage=3600' };
