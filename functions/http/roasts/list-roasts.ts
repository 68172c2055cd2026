import { listRoastsQuerySchema } from '../../domain/api-schemas';
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { SHARED_LIST_CACHE, json } from '../../http-kit/http-route';
import { listPublicRoasts } from '../../usecases/read-roasts';

export const handler = httpRoute('listRoasts', { query: listRoastsQuerySchema }, async ({ query }) =>
  json(200, await listPublicRoasts(dependencies().publicRoasts, query), SHARED_LIST_CACHE),
);
