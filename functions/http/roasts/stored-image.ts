import { jpeg } from '../../http-kit/http-route';

/**
 * A roast's stored images (its screenshots, thumbnail, whole page, colour-vision previews) never
 * change for an id, so browsers may keep them for a day. Shared caches (CloudFront, the local edge)
 * must not serve them without asking the API (s-maxage=0; the API cache policy's MinTTL is 0): once
 * the owner deletes the roast, its images answer 404 at once for everyone. Chosen over a CloudFront
 * invalidation on delete, which takes minutes to spread and would leave the images public meanwhile.
 */
const CACHE_SECONDS = 86_400;
const IMAGE_CACHE_CONTROL = `public, max-age=${CACHE_SECONDS}, s-maxage=0`;

/** A stored JPEG as the API answers it, with any extra headers (robots, for one). */
export function storedImage(bytes: Buffer, headers: Record<string, string> = {}) {
  const result = jpeg(bytes, CACHE_SECONDS);
  return { ...result, headers: { ...result.headers, ...headers, 'cache-control': IMAGE_CACHE_CONTROL } };
}
