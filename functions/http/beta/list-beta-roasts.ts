import { dependencies } from '../../shared/container';
import { SHARED_LIST_CACHE, httpRoute, json } from '../../shared/http-route';
import { listBetaRoasts } from '../../usecases/beta-lab';

export const handler = httpRoute('listBetaRoasts', {}, async () =>
  json(200, await listBetaRoasts(dependencies().roasts), SHARED_LIST_CACHE),
);
