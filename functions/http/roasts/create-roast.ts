import { createRoastRequestSchema } from '../../domain/api-schemas';
import { dependencies } from '../../shared/container';
import { imageProcessor } from '../../shared/images';
import { httpRoute, json } from '../../shared/http-route';
import { appendRoastId, METRIC, recordMetric } from '../../shared/observability';
import { createRoast } from '../../usecases/create-roast';

export const handler = httpRoute(
  'createRoast',
  { body: createRoastRequestSchema, validationErrors: true },
  async ({ body }) => {
    const created = await createRoast({ ...dependencies(), images: imageProcessor() }, body);
    appendRoastId(created.id);
    recordMetric(METRIC.roastCreated);
    return json(201, created);
  },
);
