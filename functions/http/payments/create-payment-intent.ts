import { createPaymentIntentRequestSchema } from '../../domain/api-schemas';
import { paymentDependencies } from '../../shared/payments';
import { httpRoute, json } from '../../shared/http-route';
import { createPaymentIntent } from '../../usecases/promotion';
import { asHttpError } from './errors';

export const handler = httpRoute(
  'createPaymentIntent',
  { body: createPaymentIntentRequestSchema },
  async ({ body }) => json(200, await createPaymentIntent(paymentDependencies(), body).catch(asHttpError)),
);
