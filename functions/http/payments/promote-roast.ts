import { promoteRequestSchema } from '../../domain/api-schemas';
import { paymentDependencies } from '../../composition/payments';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { confirmPromotion } from '../../usecases/promotion';
import { asHttpError } from './errors';
import { ownerKeyHeader } from '../roasts/owner-key';
import { roastPathSchema } from '../roasts/path-params';

/** The return from checkout, by the roast's creator only (X-Owner-Key, DESIGN §2.8). */
export const handler = httpRoute(
  'promoteRoast',
  { params: roastPathSchema, body: promoteRequestSchema },
  async ({ params, body, event }) => {
    const ownerKey = ownerKeyHeader(event, 'promote');
    return json(
      200,
      await confirmPromotion(await paymentDependencies(), params.id, body.paymentIntentId, ownerKey).catch(
        asHttpError,
      ),
    );
  },
);
