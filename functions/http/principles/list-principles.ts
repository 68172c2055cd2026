import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { listDesignPrinciples } from '../../usecases/design-principles';
import { STATIC_CONTENT_CACHE } from './cache';

/** GET /api/design-principles: every guide's summary and the distinct citation count. */
export const handler = httpRoute('listDesignPrinciples', {}, async () =>
  json(200, listDesignPrinciples(), STATIC_CONTENT_CACHE),
);
