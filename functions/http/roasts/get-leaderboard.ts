import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { SHARED_LIST_CACHE, json } from '../../http-kit/http-route';
import { getLeaderboard } from '../../usecases/read-roasts';

/** Hall of Shame: public roasts with the highest UGH scores. */
export const brutal = httpRoute('leaderboardBrutal', {}, async () =>
  json(200, await getLeaderboard(dependencies().publicRoasts, 'brutal'), SHARED_LIST_CACHE),
);

/** Hall of Excellence: public roasts with the lowest UGH scores. */
export const designed = httpRoute('leaderboardDesigned', {}, async () =>
  json(200, await getLeaderboard(dependencies().publicRoasts, 'designed'), SHARED_LIST_CACHE),
);
