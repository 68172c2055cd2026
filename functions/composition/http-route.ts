/**
 * Composition: the `httpRoute` every API handler uses. The HTTP kit (functions/http-kit/http-route.ts)
 * knows nothing of adapters or the route table; here it gets the process's rate limiter, the
 * origin-verify secret and the operator's per-IP limits, and routes are named by their id in the table.
 */
import type { ZodType } from 'zod';
import { routeById, type RouteId } from '../http/routes';
import {
  createHttpRoute,
  type HttpResult,
  type Infer,
  type RouteInput,
  type RouteOptions,
} from '../http-kit/http-route';
import { config } from './config';
import { dependencies } from './container';
import { originVerifyValue } from './secrets';

const routeFor = createHttpRoute({
  rateLimiter: () => dependencies().rateLimiter,
  originVerifyValue,
  perIpLimits: () => config().perIpLimits,
});

/** A thin handler for one route of the table (functions/http/routes.ts); see createHttpRoute. */
export function httpRoute<
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
>(
  routeId: RouteId,
  options: RouteOptions<B, Q, P>,
  fn: (input: RouteInput<Infer<B>, Infer<Q>, Infer<P>>) => Promise<HttpResult>,
) {
  return routeFor(routeById(routeId), options, fn);
}
