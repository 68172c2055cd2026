import { dependencies } from '../../shared/container';
import { httpRoute, json } from '../../shared/http-route';
import { shareRoast } from '../../usecases/engagement';
import { roastPathSchema } from '../roasts/path-params';

export const handler = httpRoute('shareRoast', { params: roastPathSchema }, async ({ params }) =>
  json(200, await shareRoast(dependencies().roasts, params.id)),
);
