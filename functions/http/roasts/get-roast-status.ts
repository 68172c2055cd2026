import { dependencies } from '../../shared/container';
import { httpRoute, json } from '../../shared/http-route';
import { getRoastStatus } from '../../usecases/read-roasts';
import { roastPathSchema } from './path-params';

export const handler = httpRoute('getRoastStatus', { params: roastPathSchema }, async ({ params }) =>
  json(200, await getRoastStatus(dependencies().roasts, params.id)),
);
