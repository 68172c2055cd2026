import { z } from 'zod';
import { MAX_IMAGES_PER_ROAST } from '../../domain/limits';
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { jpeg } from '../../http-kit/http-route';
import { getRoastImage } from '../../usecases/read-roasts';
import { roastPathSchema } from './path-params';

/**
 * Stored images never change for an id, so browsers may keep them for a day. Shared caches (CloudFront,
 * the local edge) must not serve them without asking the API (s-maxage=0; the API cache policy's
 * MinTTL is 0): once the owner deletes the roast, its images answer 404 at once for everyone. Chosen
 * over a CloudFront invalidation on delete, which takes minutes to spread and would leave the images
 * public meanwhile.
 */
const CACHE_SECONDS = 86_400;
const IMAGE_CACHE_CONTROL = `public, max-age=${CACHE_SECONDS}, s-maxage=0`;

function roastImage(bytes: Buffer) {
  const result = jpeg(bytes, CACHE_SECONDS);
  return { ...result, headers: { ...result.headers, 'cache-control': IMAGE_CACHE_CONTROL } };
}

const imagePathSchema = roastPathSchema.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_IMAGES_PER_ROAST - 1),
});

export const image = httpRoute('getRoastImage', { params: imagePathSchema }, async ({ params }) => {
  const deps = dependencies();
  return roastImage(await getRoastImage(deps.roasts, deps.screenshots, params.id, params.index));
});

export const thumbnail = httpRoute('getRoastThumbnail', { params: roastPathSchema }, async ({ params }) => {
  const deps = dependencies();
  return roastImage(await getRoastImage(deps.roasts, deps.screenshots, params.id, 'thumbnail'));
});

export const fullPage = httpRoute('getRoastFullPage', { params: roastPathSchema }, async ({ params }) => {
  const deps = dependencies();
  return roastImage(await getRoastImage(deps.roasts, deps.screenshots, params.id, 'fullPage'));
});
