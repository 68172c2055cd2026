import { reactionRequestSchema, reactionsQuerySchema } from '../../domain/api-schemas';
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { addReaction, getReactions, removeReaction } from '../../usecases/engagement';
import { roastPathSchema } from '../roasts/path-params';

export const list = httpRoute(
  'getReactions',
  { params: roastPathSchema, query: reactionsQuerySchema },
  async ({ params, query }) =>
    json(200, await getReactions(dependencies(), params.id, query.userFingerprint)),
);

export const add = httpRoute(
  'addReaction',
  { params: roastPathSchema, body: reactionRequestSchema },
  async ({ params, body }) =>
    json(200, await addReaction(dependencies(), params.id, body.userFingerprint, body.emoji)),
);

export const remove = httpRoute(
  'removeReaction',
  { params: roastPathSchema, body: reactionRequestSchema },
  async ({ params, body }) =>
    json(200, await removeReaction(dependencies(), params.id, body.userFingerprint, body.emoji)),
);
