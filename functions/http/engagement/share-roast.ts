import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { shareRoast } from '../../usecases/engagement';
import { roastPathSchema } from '../roasts/path-params';

export const handler = httpRoute('shareRoast', { params: roastPathSchema }, async ({ params }) =>
  json(200, await shareRoast(dependencies().engagement, params.id)),
);
