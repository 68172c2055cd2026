import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { getRoastDetail } from '../../usecases/read-roasts';
import { roastPathSchema } from './path-params';

export const handler = httpRoute('getRoast', { params: roastPathSchema }, async ({ params }) =>
  json(200, await getRoastDetail(dependencies().roasts, params.id)),
);
