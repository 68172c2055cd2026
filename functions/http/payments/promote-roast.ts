import { promoteRequestSchema } from '../../domain/api-schemas';
import { paymentDependencies } from '../../shared/payments';
import { httpRoute, json } from '../../shared/http-route';
import { confirmPromotion } from '../../usecases/promotion';
import { asHttpError } from './errors';
import { roastPathSchema } from '../roasts/path-params';

export const handler = httpRoute(
  'promoteRoast',
  { params: roastPathSchema, body: promoteRequestSchema },
  async ({ params, body }) =>
    json(
      200,
      await confirmPromotion(paymentDependencies(), params.id, body.paymentIntentId).catch(asHttpError),
    ),
);
