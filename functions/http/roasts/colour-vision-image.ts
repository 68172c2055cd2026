/**
 * GET /api/roasts/{id}/colour-vision/{type}: the first screenshot as seen with that deficiency
 * (docs/colour-vision.md). The report (colour-vision-report.ts) is its own module so that
 * its function does not bundle sharp.
 */
import { z } from 'zod';
import { COLOUR_VISION_TYPES, isColourVisionType } from '../../domain/colour-vision';
import { colourVisionSimulator } from '../../composition/colour-vision-simulator';
import { dependencies } from '../../composition/container';
import { HttpError } from '../../http-kit/http-errors';
import { httpRoute } from '../../composition/http-route';
import { colourVisionImage } from '../../usecases/colour-vision';
import { roastPathSchema } from './path-params';
import { noIndex } from './share-headers';
import { storedImage } from './stored-image';

const imagePathSchema = roastPathSchema.extend({ type: z.string() });

export const image = httpRoute('getColourVisionImage', { params: imagePathSchema }, async ({ params }) => {
  // Checked here rather than in the path schema: a bad path segment reads as "no such roast" (404),
  // while a wrong type deserves a 400 that names the right ones.
  if (!isColourVisionType(params.type)) {
    throw new HttpError(
      400,
      `Unknown colour-vision type "${params.type.slice(0, 40)}": use ${COLOUR_VISION_TYPES.join(', ')}`,
    );
  }
  const deps = dependencies();
  const preview = await colourVisionImage(
    { roasts: deps.roasts, screenshots: deps.screenshots, simulator: colourVisionSimulator() },
    params.id,
    params.type,
  );
  // A private roast's preview, like its share card, is seen by whoever has the link, but never indexed.
  return storedImage(preview.jpeg, noIndex(preview.isPublic));
});
