import { listRoastsQuerySchema } from '../../domain/api-schemas';
import { dependencies } from '../../shared/container';
import { SHARED_LIST_CACHE, httpRoute, json } from '../../shared/http-route';
import { listPublicRoasts } from '../../usecases/read-roasts';

export const handler = httpRoute('listRoasts', { query: listRoastsQuerySchema }, async ({ query }) =>
  json(200, await listPublicRoasts(dependencies().roasts, query), SHARED_LIST_CACHE),
);
