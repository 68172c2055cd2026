import { createRoastRequestSchema } from '../../domain/api-schemas';
import { dependencies } from '../../shared/container';
import { imageProcessor } from '../../shared/images';
import { httpRoute, json } from '../../shared/http-route';
import { createRoast } from '../../usecases/create-roast';

export const handler = httpRoute(
  'createRoast',
  { body: createRoastRequestSchema, validationErrors: true },
  async ({ body }) => json(201, await createRoast({ ...dependencies(), images: imageProcessor() }, body)),
);
