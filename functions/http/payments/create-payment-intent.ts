import { createPaymentIntentRequestSchema } from '../../domain/api-schemas';
import { paymentDependencies } from '../../composition/payments';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { appendRoastId, METRIC, recordMetric } from '../../http-kit/observability';
import { createPaymentIntent } from '../../usecases/promotion';
import { ownerKeyHeader } from '../roasts/owner-key';
import { asHttpError } from './errors';

/** Only the roast's creator may ask to publish it (DESIGN §2.8): the X-Owner-Key header, as DELETE. */
export const handler = httpRoute(
  'createPaymentIntent',
  { body: createPaymentIntentRequestSchema },
  async ({ body, event }) => {
    appendRoastId(body.roastId);
    // The header is checked only once the roast is known not to be promoted: "already promoted" is
    // said to anyone.
    const ownerKey = () => ownerKeyHeader(event, 'promote');
    const intent = await createPaymentIntent(await paymentDependencies(), body, ownerKey).catch(asHttpError);
    recordMetric(METRIC.paymentStarted);
    return json(200, intent);
  },
);
