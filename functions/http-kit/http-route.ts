import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type z, type ZodType } from 'zod';
import { NotFoundError, OwnerKeyMismatchError, RoastNotReadyError } from '../domain/errors';
import { ImageRejectedError } from '../domain/image-validation';
import { DEFAULT_VALIDATION_MESSAGE, DEFAULT_VALIDATION_SUGGESTION } from '../domain/messages';
import { fixedWindow } from '../domain/rate-window';
import type { RateLimiter } from '../ports/rate-limiter';
import { HttpError } from './http-errors';
import { clientIp, headerOf, originVerified } from './request-guards';
import {
  appendRoastId,
  inInvocationScope,
  logger,
  METRIC,
  MetricUnit,
  observabilityMiddlewares,
  recordMetric,
} from './observability';
import {
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  isServiceUnavailable,
} from './unavailable';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** What the kit needs to know about a route: the route table's entries (functions/http/routes.ts) fit. */
export interface HttpRouteSpec {
  id: string;
  method: 'GET' | 'POST' | 'DELETE';
  maxBodyBytes: number;
  perIpLimit?: { limit: number; windowSeconds: number };
  /** Cached at the edge, keyed on exactly these query parameters (routes.ts, `edgeCache`). */
  edgeCache?: { query: readonly string[] };
}

/**
 * What every route reads from the running process, handed in by the composition root
 * (functions/composition/http-route.ts) so that the kit never reaches an adapter. Each is called per
 * request: local mode and tests replace adapters and configuration after the handler module loaded.
 */
export interface HttpRouteWiring {
  rateLimiter(): RateLimiter;
  /** The origin-verify secret CloudFront sends, or undefined where there is none (local mode, tests). */
  originVerifyValue(): Promise<string | undefined>;
  /** Operator overrides of a route's per-IP limit, by route id. */
  perIpLimits(): Record<string, { limit: number; windowSeconds: number }>;
}

/**
 * Headers on every API response (DESIGN §10.5), also on those the gateway gives itself (local mode's
 * 404/413/429). CloudFront adds CSP/HSTS for the site as a whole.
 */
export const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

/**
 * Public, non-personal lists (gallery, leaderboards) may be served from the CDN for a few seconds:
 * browsers revalidate every time, the shared cache (CloudFront; the local edge) keeps them briefly.
 */
export const SHARED_LIST_CACHE = { 'cache-control': 'public, max-age=0, s-maxage=10' };

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function jpeg(bytes: Buffer, cacheSeconds: number): HttpResult {
  return {
    statusCode: 200,
    headers: {
      ...BASE_HEADERS,
      'content-type': 'image/jpeg',
      'cache-control': `public, max-age=${cacheSeconds}`,
      'content-security-policy': "default-src 'none'; sandbox",
    },
    body: bytes.toString('base64'),
    isBase64Encoded: true,
  };
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** "images: add at least one screenshot" — names the field a visitor or API caller got wrong. */
export function describeZodError(error: z.ZodError, where: string, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}`;
  const path = issue.path.length ? issue.path.map(String).join('.') : where;
  if (issue.code === 'unrecognized_keys') return `${where}: unknown field "${issue.keys.join('", "')}"`;
  if (issue.path.length && valueAt(input, issue.path) === undefined) return `${path}: is required`;
  return `${path}: ${issue.message}`;
}

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  event: HttpEvent;
  sourceIp: string;
}

export interface RouteOptions<
  B extends ZodType | undefined,
  Q extends ZodType | undefined,
  P extends ZodType | undefined,
> {
  body?: B;
  query?: Q;
  params?: P;
  /** POST /api/roasts answers every refusal as `{type:"validation_error", message, suggestion}`. */
  validationErrors?: boolean;
  /**
   * The handler reads the body's raw bytes itself (the Stripe webhook: its signature covers them),
   * so it is exempt from the JSON content-type rule.
   */
  rawBody?: boolean;
}

export type Infer<T> = T extends ZodType ? z.output<T> : undefined;

function bodyBytes(event: HttpEvent): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

type Internal = Record<string, unknown>;

/** `application/json`, optionally with parameters (`; charset=utf-8`), in any letter case. */
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/**
 * A cross-site page can POST without a CORS preflight only with a "simple" content type (or none:
 * `navigator.sendBeacon`, forms). Requiring application/json on every POST and on every route that takes
 * a body means such requests never reach a handler nor spend the visitor's per-IP quotas.
 */
function mustBeJson(route: HttpRouteSpec, options: { body?: unknown; rawBody?: boolean }): boolean {
  return !options.rawBody && (route.method === 'POST' || options.body !== undefined);
}

/** Parsed input handed from the middleware to the handler function, per event object. */
const parsedInputs = new WeakMap<HttpEvent, { body: unknown; query: unknown; params: unknown }>();

/**
 * Turns any thrown error into a JSON response with the right status and never a stack trace. It sets
 * the response instead of returning it: a returned value would end middy's onError chain before the
 * observability middlewares flush metrics, reset the log keys and close the trace segment.
 */
function errorResponder(
  route: HttpRouteSpec,
  validationErrors: boolean,
): MiddlewareObj<HttpEvent, HttpResult, Error, Context, Internal> {
  return {
    onError: (request) => {
      const error = request.error;
      const asValidation = (message: string, suggestion = DEFAULT_VALIDATION_SUGGESTION, status = 400) =>
        json(status, {
          type: 'validation_error',
          message: message || DEFAULT_VALIDATION_MESSAGE,
          suggestion,
        });
      if (error instanceof ImageRejectedError) {
        request.response = asValidation(error.message, error.suggestion, error.status);
      } else if (error instanceof HttpError) {
        request.response =
          validationErrors && error.statusCode === 400
            ? asValidation(error.message)
            : json(error.statusCode, { message: error.message, ...error.extra }, error.headers);
      } else if (error instanceof NotFoundError) {
        request.response = json(404, { message: error.message });
      } else if (error instanceof RoastNotReadyError) {
        request.response = json(409, {
          message: 'This roast is still being prepared. Poll its /status until it is ready.',
        });
      } else if (error instanceof OwnerKeyMismatchError) {
        request.response = json(403, {
          message: `Only the creator of this roast can ${error.action} it (owner key mismatch)`,
        });
      } else if (isServiceUnavailable(error)) {
        logger.warn('backing service unavailable', { route: route.id, error });
        request.response = json(
          503,
          { message: SERVICE_UNAVAILABLE_MESSAGE },
          { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) },
        );
      } else {
        logger.error('unhandled error', { route: route.id, error });
        request.response = json(500, { message: 'Internal server error' });
      }
    },
  };
}

/**
 * Makes the `httpRoute` builder for one process's wiring. The composition root calls it once
 * (functions/composition/http-route.ts); handlers use what it returns.
 */
export function createHttpRoute(wiring: HttpRouteWiring) {
  /**
   * Builds a thin handler for one route: size cap, JSON parsing, zod validation of body, query and
   * path, the per-IP limit, error mapping; structured logs with the request and roast ids, metrics and
   * a trace segment (observability.ts). The function receives parsed, typed input.
   */
  return function httpRoute<
    B extends ZodType | undefined = undefined,
    Q extends ZodType | undefined = undefined,
    P extends ZodType | undefined = undefined,
  >(
    route: HttpRouteSpec,
    options: RouteOptions<B, Q, P>,
    fn: (input: RouteInput<Infer<B>, Infer<Q>, Infer<P>>) => Promise<HttpResult>,
  ) {
    return buildRoute(wiring, route, options, fn);
  };
}

/** The parameter names a query schema reads (a zod object's keys; none without a schema). */
function queryParameters(schema: ZodType | undefined): string[] | null {
  if (!schema) return [];
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : null;
}

/**
 * An edge-cached route's handler must read exactly the query parameters the edge keys on and passes
 * on: one it reads but the edge drops would never arrive, and one the edge keys on but it ignores
 * would split the cache for nothing. Checked when the handler module loads, so a mismatch fails every
 * test that touches the route (and test/unit/http/edge-cache-keys.test.ts loads them all).
 */
function assertEdgeCacheKeys(route: HttpRouteSpec, query: ZodType | undefined): void {
  if (!route.edgeCache) return;
  const reads = queryParameters(query);
  const keyed = [...route.edgeCache.query].sort();
  if (reads === null || reads.sort().join(',') !== keyed.join(',')) {
    throw new Error(
      `Route ${route.id} reads the query parameters [${reads?.join(', ') ?? 'unknown: not a zod object'}] ` +
        `but the edge keys on [${keyed.join(', ')}]: make edgeCache.query in functions/http/routes.ts name them`,
    );
  }
}

/** HEAD is answered as GET is (API Gateway sends it to the GET route's function), without the body. */
function withoutBodyForHead(event: HttpEvent, result: HttpResult): HttpResult {
  if (event.requestContext?.http?.method !== 'HEAD' || typeof result !== 'object' || result === null)
    return result;
  const { body: _body, isBase64Encoded: _encoded, ...rest } = result;
  return rest;
}

function buildRoute<
  B extends ZodType | undefined,
  Q extends ZodType | undefined,
  P extends ZodType | undefined,
>(
  wiring: HttpRouteWiring,
  route: HttpRouteSpec,
  options: RouteOptions<B, Q, P>,
  fn: (input: RouteInput<Infer<B>, Infer<Q>, Infer<P>>) => Promise<HttpResult>,
) {
  assertEdgeCacheKeys(route, options.query);
  const validationErrors = options.validationErrors ?? false;

  const parseInput: MiddlewareObj<HttpEvent, HttpResult, Error, Context, Internal> = {
    before: async (request) => {
      const { event } = request;
      if (!originVerified(event, await wiring.originVerifyValue())) throw new HttpError(403, 'Forbidden');
      const bytes = bodyBytes(event);
      if (bytes.length > route.maxBodyBytes) {
        throw new HttpError(
          413,
          `Request body is too large (limit ${Math.floor(route.maxBodyBytes / 1024)} KB)`,
        );
      }
      // Before the limit is counted: a refused cross-site request must not use up the visitor's quota.
      if (mustBeJson(route, options) && !JSON_CONTENT_TYPE.test(headerOf(event, 'content-type') ?? '')) {
        throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');
      }
      // Counted before parsing: refused and malformed requests are abuse too.
      const limit = wiring.perIpLimits()[route.id] ?? route.perIpLimit;
      if (limit) {
        const allowed = await wiring
          .rateLimiter()
          .hit(`${route.id}#${clientIp(event)}`, limit.limit, limit.windowSeconds);
        if (!allowed) {
          recordMetric(METRIC.rateLimitRefused, 1, MetricUnit.Count, { route: route.id });
          throw new HttpError(
            429,
            'Too many requests. Please slow down and try again shortly.',
            {},
            { 'retry-after': String(fixedWindow(Date.now(), limit.windowSeconds).secondsLeft) },
          );
        }
      }
      let body: unknown = undefined;
      if (options.body) {
        try {
          body = bytes.length ? JSON.parse(bytes.toString('utf8')) : {};
        } catch {
          throw new HttpError(400, 'Request body is not valid JSON');
        }
        const result = options.body.safeParse(body);
        if (!result.success) throw new HttpError(400, describeZodError(result.error, 'body', body));
        body = result.data;
      }
      const parse = (schema: ZodType | undefined, value: unknown, where: string) => {
        if (!schema) return undefined;
        const result = schema.safeParse(value ?? {});
        if (!result.success)
          throw new HttpError(
            where === 'path' ? 404 : 400,
            where === 'path' ? 'Roast not found' : describeZodError(result.error, where, value),
          );
        return result.data;
      };
      const params = parse(options.params, event.pathParameters, 'path');
      // Every roast route names its roast as the `id` path parameter (roastPathSchema).
      const roastId = (params as { id?: unknown } | undefined)?.id;
      if (typeof roastId === 'string') appendRoastId(roastId);
      const query = parse(options.query, event.queryStringParameters, 'query');

      parsedInputs.set(event, { body, query, params });
    },
  };

  const handler = middy<HttpEvent, HttpResult, Error, Context, Internal>({ timeoutEarlyInMillis: 0 })
    .use([...observabilityMiddlewares()])
    .use(errorResponder(route, validationErrors))
    .use(parseInput)
    .handler(async (event) => {
      const parsed = parsedInputs.get(event);
      if (!parsed) throw new Error('input was not parsed');
      return fn({
        body: parsed.body as Infer<B>,
        query: parsed.query as Infer<Q>,
        params: parsed.params as Infer<P>,
        event,
        sourceIp: clientIp(event),
      });
    });
  return inInvocationScope(route.id, async (event: HttpEvent, context: Context) =>
    withoutBodyForHead(event, await handler(event, context)),
  );
}
