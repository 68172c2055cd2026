import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { getRoastStatus } from '../../usecases/read-roasts';
import { roastPathSchema } from './path-params';

export const handler = httpRoute('getRoastStatus', { params: roastPathSchema }, async ({ params }) =>
  json(200, await getRoastStatus(dependencies().roasts, params.id)),
);
