import { z } from 'zod';
import { MAX_IMAGES_PER_ROAST } from '../../domain/limits';
import { dependencies } from '../../shared/container';
import { httpRoute, jpeg } from '../../shared/http-route';
import { getRoastImage } from '../../usecases/read-roasts';
import { roastPathSchema } from './path-params';

/** Stored images never change for an id, so browsers and CloudFront may keep them for a day. */
const CACHE_SECONDS = 86_400;

const imagePathSchema = roastPathSchema.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_IMAGES_PER_ROAST - 1),
});

export const image = httpRoute('getRoastImage', { params: imagePathSchema }, async ({ params }) => {
  const deps = dependencies();
  return jpeg(await getRoastImage(deps.roasts, deps.screenshots, params.id, params.index), CACHE_SECONDS);
});

export const thumbnail = httpRoute('getRoastThumbnail', { params: roastPathSchema }, async ({ params }) => {
  const deps = dependencies();
  return jpeg(await getRoastImage(deps.roasts, deps.screenshots, params.id, 'thumbnail'), CACHE_SECONDS);
});
