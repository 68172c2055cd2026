import { z } from 'zod';
import { MAX_IMAGES_PER_ROAST } from '../../domain/limits';
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { imageProcessor } from '../../composition/images';
import { getRoastImage, getRoastThumbnail, type RoastImage } from '../../usecases/read-roasts';
import { roastPathSchema } from './path-params';
import { noIndex } from './share-headers';
import { storedImage } from './stored-image';

/**
 * The index as the API writes it (`images/0` … `images/4`), digits only: `Number()` would also read
 * "0x0", " ", "+0" or "1e0" as an index and serve an image under URLs that name none.
 */
const imagePathSchema = roastPathSchema.extend({
  index: z
    .string()
    .regex(/^(0|[1-9][0-9]?)$/)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .max(MAX_IMAGES_PER_ROAST - 1),
    ),
});

/** A private roast's image, like its share card, is seen by whoever has the link, but never indexed. */
const served = (image: RoastImage) => storedImage(image.bytes, noIndex(image.isPublic));

export const image = httpRoute('getRoastImage', { params: imagePathSchema }, async ({ params }) => {
  const deps = dependencies();
  return served(await getRoastImage(deps.roasts, deps.screenshots, params.id, params.index));
});

export const thumbnail = httpRoute('getRoastThumbnail', { params: roastPathSchema }, async ({ params }) => {
  const deps = dependencies();
  const images = imageProcessor();
  return served(
    await getRoastThumbnail({ roasts: deps.roasts, screenshots: deps.screenshots, images }, params.id),
  );
});

export const fullPage = httpRoute('getRoastFullPage', { params: roastPathSchema }, async ({ params }) => {
  const deps = dependencies();
  return served(await getRoastImage(deps.roasts, deps.screenshots, params.id, 'fullPage'));
});
