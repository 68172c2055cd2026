import { dependencies } from '../../shared/container';
import { httpRoute, json } from '../../shared/http-route';
import { getRoastDetail } from '../../usecases/read-roasts';
import { roastPathSchema } from './path-params';

export const handler = httpRoute('getRoast', { params: roastPathSchema }, async ({ params }) =>
  json(200, await getRoastDetail(dependencies().roasts, params.id)),
);
