import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createRoastRequestSchema,
  likeRequestSchema,
  listRoastsQuerySchema,
} from '../../../functions/domain/api-schemas';
import { RoastNotFoundError, RoastNotReadyError } from '../../../functions/domain/errors';
import { ImageRejectedError } from '../../../functions/domain/image-validation';
import { roastPathSchema } from '../../../functions/http/roasts/path-params';
import { HttpError } from '../../../functions/http-kit/http-errors';
import { httpRoute } from '../../../functions/composition/http-route';
import { describeZodError, jpeg, json, type HttpResult } from '../../../functions/http-kit/http-route';
import { clientIp } from '../../../functions/http-kit/request-guards';
import { useClosedPortEnvironment } from '../../helpers/handler-env';
import { apiEvent } from '../../helpers/api-event';
import { useRecordingRateLimiter } from '../../helpers/rate-limiter';

useClosedPortEnvironment();

const ROAST_ID = 'AbCdEfGhIjKlMnOpQrSt_-';

const event = (overrides: Partial<APIGatewayProxyEventV2> = {}) => apiEvent('GET', overrides);

const context = {} as Context;
const bodyOf = (result: HttpResult) => JSON.parse(result.body ?? 'null') as Record<string, unknown>;

describe('json() and jpeg()', () => {
  it('json sets the status, a JSON content type and the safety headers', () => {
    const result = json(201, { a: 1 }, { 'x-extra': 'yes' });
    expect(result.statusCode).toBe(201);
    expect(JSON.parse(result.body!)).toEqual({ a: 1 });
    expect(result.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-extra': 'yes',
    });
  });

  it('jpeg returns base64 image bytes that are cacheable and cannot run as a document', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const result = jpeg(bytes, 3600);
    expect(result.statusCode).toBe(200);
    expect(result.isBase64Encoded).toBe(true);
    expect(Buffer.from(result.body!, 'base64').equals(bytes)).toBe(true);
    expect(result.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(String(result.headers!['content-security-policy'])).toContain('sandbox');
  });
});

describe('describeZodError', () => {
  const describeWith = (schema: z.ZodType, input: unknown, where = 'body') => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a parse failure');
    return describeZodError(result.error, where, input);
  };

  it('names the field and the schema’s words', () => {
    expect(describeWith(createRoastRequestSchema, { images: [], roastLevel: 'honest' })).toBe(
      'images: add at least one screenshot',
    );
    expect(describeWith(listRoastsQuerySchema, { limit: '51' }, 'query')).toBe('limit: must be at most 50');
  });

  it('says "is required" for a missing field', () => {
    expect(describeWith(createRoastRequestSchema, { images: ['x'] })).toBe('roastLevel: is required');
  });

  it('names unknown fields', () => {
    expect(describeWith(createRoastRequestSchema, { images: ['x'], roastLevel: 'honest', hack: 1 })).toBe(
      'body: unknown field "hack"',
    );
  });

  it('names nested paths with dots', () => {
    expect(describeWith(createRoastRequestSchema, { images: ['x', ''], roastLevel: 'honest' })).toBe(
      'images.1: an image is empty',
    );
  });

  it('names the place when the whole value is wrong', () => {
    expect(describeWith(z.object({ a: z.string() }), 'nope')).toMatch(/^body: /);
  });
});

describe('clientIp', () => {
  it('reads an IPv4 viewer address and drops the port', () => {
    expect(clientIp(event({ headers: { 'cloudfront-viewer-address': '1.2.3.4:443' } }))).toBe('1.2.3.4');
  });

  it('reads a bracketed IPv6 viewer address and drops the port', () => {
    expect(clientIp(event({ headers: { 'cloudfront-viewer-address': '[2001:db8::1]:443' } }))).toBe(
      '2001:db8::1',
    );
  });

  it('matches the header name case-insensitively', () => {
    expect(clientIp(event({ headers: { 'CloudFront-Viewer-Address': '5.6.7.8:1234' } }))).toBe('5.6.7.8');
  });

  it('falls back to the source IP, then to "unknown"', () => {
    expect(clientIp(event())).toBe('198.51.100.7');
    const bare = { ...event(), requestContext: undefined } as unknown as APIGatewayProxyEventV2;
    expect(clientIp(bare)).toBe('unknown');
  });
});

describe('httpRoute (routes without a per-IP limit)', () => {
  const list = httpRoute('listRoasts', { query: listRoastsQuerySchema }, async ({ query }) =>
    json(200, query),
  );

  it('hands the handler parsed query values with defaults', async () => {
    const result = await list(event({ queryStringParameters: { page: '2', sort: 'score_asc' } }), context);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ page: 2, limit: 12, sort: 'score_asc' });
  });

  it('applies defaults when there is no query string at all', async () => {
    const result = await list(event(), context);
    expect(bodyOf(result)).toEqual({ page: 1, limit: 12, sort: 'newest' });
  });

  it('answers a malformed query with 400 naming the field', async () => {
    const result = await list(event({ queryStringParameters: { limit: '500' } }), context);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: 'limit: must be at most 50' });
  });

  it('answers an unknown query parameter with 400 naming it', async () => {
    const result = await list(event({ queryStringParameters: { evil: '1' } }), context);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('query: unknown field "evil"');
  });

  it('answers a body over the route’s cap with 413, before the handler runs', async () => {
    let ran = false;
    const route = httpRoute('health', {}, async () => {
      ran = true;
      return json(200, {});
    });
    const result = await route(event({ body: 'x'.repeat(16 * 1024 + 1) }), context);
    expect(result.statusCode).toBe(413);
    expect(bodyOf(result).message).toMatch(/too large/);
    expect(ran).toBe(false);
    // Exactly at the cap is fine.
    expect((await route(event({ body: 'x'.repeat(16 * 1024) }), context)).statusCode).toBe(200);
  });

  it('measures a base64-encoded body after decoding', async () => {
    const route = httpRoute('health', {}, async () => json(200, {}));
    const decoded = Buffer.alloc(16 * 1024 + 1, 1);
    const result = await route(event({ body: decoded.toString('base64'), isBase64Encoded: true }), context);
    expect(result.statusCode).toBe(413);
  });

  it('answers an unexpected error with 500 and a generic message, never the error or its stack', async () => {
    const route = httpRoute('health', {}, async () => {
      throw new Error('secret table arn:aws:dynamodb:... exploded');
    });
    const result = await route(event(), context);
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({ message: 'Internal server error' });
    expect(result.body).not.toMatch(/secret|exploded|at .*\.ts/);
    expect(result.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8' });
  });

  it.each([
    [new HttpError(418, 'I am a teapot', { hint: 'tea' }), 418, { message: 'I am a teapot', hint: 'tea' }],
    [new RoastNotFoundError(ROAST_ID), 404, { message: 'Roast not found' }],
    [new RoastNotReadyError(ROAST_ID), 409, { message: expect.stringMatching(/still being prepared/) }],
    [
      new ImageRejectedError('Screenshot 1 is too big', 'Smaller please', 413),
      413,
      { type: 'validation_error', message: 'Screenshot 1 is too big', suggestion: 'Smaller please' },
    ],
  ])('maps %s to its status', async (error, status, body) => {
    const route = httpRoute('getRoast', { params: roastPathSchema }, async () => {
      throw error;
    });
    const result = await route(event({ pathParameters: { id: ROAST_ID } }), context);
    expect(result.statusCode).toBe(status);
    expect(bodyOf(result)).toEqual(body);
  });

  it('answers a malformed roast id in the path with 404, like a missing roast', async () => {
    let ran = false;
    const route = httpRoute('getRoast', { params: roastPathSchema }, async ({ params }) => {
      ran = true;
      return json(200, params);
    });
    const bad = await route(event({ pathParameters: { id: '../../etc/passwd' } }), context);
    expect(bad.statusCode).toBe(404);
    expect(bodyOf(bad)).toEqual({ message: 'Roast not found' });
    expect(ran).toBe(false);
    const good = await route(event({ pathParameters: { id: ROAST_ID } }), context);
    expect(bodyOf(good)).toEqual({ id: ROAST_ID });
  });

  it('gives the handler the viewer’s IP', async () => {
    const route = httpRoute('health', {}, async ({ sourceIp }) => json(200, { sourceIp }));
    const result = await route(
      event({ headers: { 'cloudfront-viewer-address': '[2001:db8::2]:9' } }),
      context,
    );
    expect(bodyOf(result)).toEqual({ sourceIp: '2001:db8::2' });
  });
});

describe('httpRoute: HEAD', () => {
  const head = (overrides: Partial<APIGatewayProxyEventV2> = {}) => {
    const e = event(overrides);
    return {
      ...e,
      requestContext: { ...e.requestContext, http: { ...e.requestContext.http, method: 'HEAD' } },
    };
  };

  it('answers HEAD as GET, with the same status and headers and no body', async () => {
    const route = httpRoute('getRoast', { params: roastPathSchema }, async ({ params }) =>
      json(200, params, { etag: '"v1"' }),
    );
    const get = await route(event({ pathParameters: { id: ROAST_ID } }), context);
    const result = await route(head({ pathParameters: { id: ROAST_ID } }), context);
    expect(result.statusCode).toBe(200);
    expect(result.headers).toEqual(get.headers);
    expect(result.body).toBeUndefined();
  });

  it('drops the body of an error and of a base64 image too', async () => {
    const missing = httpRoute('getRoast', { params: roastPathSchema }, async () => {
      throw new RoastNotFoundError(ROAST_ID);
    });
    const notFound = await missing(head({ pathParameters: { id: ROAST_ID } }), context);
    expect([notFound.statusCode, notFound.body]).toEqual([404, undefined]);
    const image = httpRoute('getRoast', { params: roastPathSchema }, async () => jpeg(Buffer.from([1]), 60));
    const result = await image(head({ pathParameters: { id: ROAST_ID } }), context);
    expect([result.statusCode, result.body, result.isBase64Encoded]).toEqual([200, undefined, undefined]);
    expect(result.headers).toMatchObject({ 'content-type': 'image/jpeg' });
  });
});

describe('httpRoute: edge-cached routes read exactly the query parameters the edge keys on', () => {
  it('refuses to build a cached route whose query schema reads other parameters than its declaration', () => {
    // listRoasts is keyed on page, limit, search, level and sort (functions/http/routes.ts).
    expect(() => httpRoute('listRoasts', {}, async () => json(200, {}))).toThrow(
      /listRoasts reads the query parameters \[\] but the edge keys on \[level, limit, page, search, sort\]/,
    );
    expect(() =>
      httpRoute('listRoasts', { query: listRoastsQuerySchema.extend({ utm: z.string() }) }, async () =>
        json(200, {}),
      ),
    ).toThrow(/edgeCache\.query/);
    // A cached route keyed on nothing may read nothing.
    expect(() =>
      httpRoute('getBadge', { query: z.object({ style: z.string() }) }, async () => json(200, {})),
    ).toThrow(/getBadge reads the query parameters \[style\] but the edge keys on \[\]/);
  });

  it('builds a route whose schema matches, and any uncached route whatever it reads', () => {
    expect(() =>
      httpRoute('listRoasts', { query: listRoastsQuerySchema }, async () => json(200, {})),
    ).not.toThrow();
    expect(() =>
      httpRoute('getReactions', { query: z.object({ anything: z.string() }) }, async () => json(200, {})),
    ).not.toThrow();
  });
});

describe('httpRoute (write routes, with a fake rate limiter)', () => {
  const limiter = useRecordingRateLimiter();

  const jsonHeaders = { 'content-type': 'application/json' };
  const create = httpRoute(
    'createRoast',
    { body: createRoastRequestSchema, validationErrors: true },
    async ({ body }) => json(201, { images: body.images?.length ?? 0, level: body.roastLevel }),
  );
  const like = httpRoute(
    'likeRoast',
    { params: roastPathSchema, body: likeRequestSchema },
    async ({ body }) => json(200, body),
  );

  it('counts every request per route and per viewer IP, and passes valid input through', async () => {
    limiter.allow = true;
    limiter.hits.length = 0;
    const result = await create(
      event({
        headers: { ...jsonHeaders, 'cloudfront-viewer-address': '1.2.3.4:443' },
        body: JSON.stringify({ images: ['aGk='], roastLevel: 'brutal' }),
      }),
      context,
    );
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toEqual({ images: 1, level: 'brutal' });
    expect(limiter.hits).toEqual(['createRoast#1.2.3.4']);
  });

  it('answers 429 with retry-after when the viewer is over the limit, before parsing', async () => {
    limiter.allow = false;
    const result = await create(event({ headers: jsonHeaders, body: '{not json' }), context);
    limiter.allow = true;
    expect(result.statusCode).toBe(429);
    // The seconds left in the current hour-long window (request-guards.test.ts pins the arithmetic).
    expect(Number(result.headers!['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(result.headers!['retry-after'])).toBeLessThanOrEqual(3600);
    expect(bodyOf(result).message).toMatch(/Too many requests/);
  });

  it('refuses an oversize creation body with 413 without counting it', async () => {
    limiter.hits.length = 0;
    const result = await create(event({ headers: jsonHeaders, body: 'x'.repeat(5_500_001) }), context);
    expect(result.statusCode).toBe(413);
    expect(limiter.hits).toEqual([]);
  });

  it('answers creation refusals as validation_error with a suggestion', async () => {
    const result = await create(
      event({ headers: jsonHeaders, body: JSON.stringify({ images: [], roastLevel: 'honest' }) }),
      context,
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({
      type: 'validation_error',
      message: 'images: add at least one screenshot',
      suggestion: 'Please upload website screenshots',
    });
  });

  it('answers invalid JSON with 400', async () => {
    const onCreate = await create(event({ headers: jsonHeaders, body: '{"images":' }), context);
    expect(onCreate.statusCode).toBe(400);
    expect(bodyOf(onCreate)).toMatchObject({
      type: 'validation_error',
      message: 'Request body is not valid JSON',
    });

    const onLike = await like(
      event({ headers: jsonHeaders, body: '{', pathParameters: { id: ROAST_ID } }),
      context,
    );
    expect(onLike.statusCode).toBe(400);
    expect(bodyOf(onLike)).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers a non-JSON content type with 415', async () => {
    const result = await like(
      event({
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ userFingerprint: 'abcdefgh' }),
        pathParameters: { id: ROAST_ID },
      }),
      context,
    );
    expect(result.statusCode).toBe(415);
  });

  it('names the missing body field on other routes as a plain {message}', async () => {
    const result = await like(
      event({ headers: jsonHeaders, body: '{}', pathParameters: { id: ROAST_ID } }),
      context,
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: 'userFingerprint: is required' });
  });
});
