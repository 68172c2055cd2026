import { createRoastRequestSchema } from '../../domain/api-schemas';
import { dependencies } from '../../composition/container';
import { imageProcessor } from '../../composition/images';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { appendRoastId, METRIC, recordMetric } from '../../http-kit/observability';
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
