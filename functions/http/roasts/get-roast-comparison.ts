import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { getRoastComparison } from '../../usecases/roast-versions';
import { roastPathSchema } from './path-params';

/** Before and after: the roast against its previous version. */
export const handler = httpRoute('getRoastComparison', { params: roastPathSchema }, async ({ params }) =>
  json(200, await getRoastComparison(dependencies().roasts, params.id)),
);
