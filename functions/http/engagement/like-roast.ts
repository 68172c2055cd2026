import { likeRequestSchema } from '../../domain/api-schemas';
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { likeRoast } from '../../usecases/engagement';
import { roastPathSchema } from '../roasts/path-params';

export const handler = httpRoute(
  'likeRoast',
  { params: roastPathSchema, body: likeRequestSchema },
  async ({ params, body }) =>
    json(200, await likeRoast(dependencies().engagement, params.id, body.userFingerprint)),
);
