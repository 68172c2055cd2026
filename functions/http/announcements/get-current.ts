import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';

/** Polled every 30 s by every open page: one GetItem; `null` when nothing is live. */
export const handler = httpRoute('currentAnnouncement', {}, async () =>
  json(200, await dependencies().announcements.current(new Date()), {
    'cache-control': 'public, max-age=15',
  }),
);
