import { z } from 'zod';
import { MAX_IMAGES_PER_ROAST } from '../../domain/limits';
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { imageProcessor } from '../../composition/images';
import { getRoastImage, getRoastThumbnail } from '../../usecases/read-roasts';
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
  const images = imageProcessor();
  return storedImage(
    await getRoastThumbnail({ roasts: deps.roasts, screenshots: deps.screenshots, images }, params.id),
  );
});

export const fullPage = httpRoute('getRoastFullPage', { params: roastPathSchema }, async ({ params }) => {
  const deps = dependencies();
  return storedImage(await getRoastImage(deps.roasts, deps.screenshots, params.id, 'fullPage'));
});
