import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { SHARED_LIST_CACHE, json } from '../../http-kit/http-route';
import { listBetaRoasts } from '../../usecases/beta-lab';

export const handler = httpRoute('listBetaRoasts', {}, async () =>
  json(200, await listBetaRoasts(dependencies().publicRoasts), SHARED_LIST_CACHE),
);
