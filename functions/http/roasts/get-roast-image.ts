import { z } from 'zod';
import { MAX_IMAGES_PER_ROAST } from '../../domain/limits';
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { getRoastImage } from '../../usecases/read-roasts';
import { roastPathSchema } from './path-params';
import { storedImage } from './stored-image';

const imagePathSchema = roastPathSchema.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_IMAGES_PER_ROAST - 1),
});

export const image = httpRoute('getRoastImage', { params: imagePathSchema }, async ({ params }) => {
  const deps = dependencies();
  return storedImage(await getRoastImage(deps.roasts, deps.screenshots, params.id, params.index));
});

export const thumbnail = httpRoute('getRoastThumbnail', { params: roastPathSchema }, async ({ params }) => {
  const deps = dependencies();
  return storedImage(await getRoastImage(deps.roasts, deps.screenshots, params.id, 'thumbnail'));
});

export const fullPage = httpRoute('getRoastFullPage', { params: roastPathSchema }, async ({ params }) => {
  const deps = dependencies();
  return storedImage(await getRoastImage(deps.roasts, deps.screenshots, params.id, 'fullPage'));
});
