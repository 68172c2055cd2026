import { createRoastRequestSchema } from '../../domain/api-schemas';
import { dependencies } from '../../composition/container';
import { HttpError } from '../../http-kit/http-errors';
import { imageProcessor } from '../../composition/images';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { appendRoastId, METRIC, recordMetric } from '../../http-kit/observability';
import { createRoast } from '../../usecases/create-roast';
import { VersionLinkRefusedError } from '../../usecases/roast-versions';
import { ownerKeyHeader } from './owner-key';

export const handler = httpRoute(
  'createRoast',
  { body: createRoastRequestSchema, validationErrors: true },
  async ({ body, event }) => {
    // A new version of an earlier roast: only that roast's owner may link to it.
    const previousOwnerKey = body.previousId ? ownerKeyHeader(event, 'link a new version to') : undefined;
    try {
      const created = await createRoast(
        { ...dependencies(), images: imageProcessor() },
        body,
        previousOwnerKey,
      );
      appendRoastId(created.id);
      recordMetric(METRIC.roastCreated);
      return json(201, created);
    } catch (error) {
      if (error instanceof VersionLinkRefusedError)
        throw new HttpError(error.refusal === 'previous_missing' ? 404 : 409, error.message);
      throw error;
    }
  },
);
