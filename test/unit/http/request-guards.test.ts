/**
 * What httpRoute refuses before a handler runs or a visitor's quota is spent: bodies that are not
 * declared as JSON (a cross-site form or `navigator.sendBeacon` cannot send application/json without a
 * CORS preflight, which this same-origin API never answers), and how long a limited visitor must wait.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { likeRequestSchema, listRoastsQuerySchema } from '../../../functions/domain/api-schemas';
import { roastPathSchema } from '../../../functions/http/roasts/path-params';
import { httpRoute } from '../../../functions/composition/http-route';
import { json, type HttpResult } from '../../../functions/http-kit/http-route';
import { useClosedPortEnvironment } from '../../helpers/handler-env';
import { apiEvent } from '../../helpers/api-event';
import { useRecordingRateLimiter } from '../../helpers/rate-limiter';

// Every endpoint points at a closed local port: nothing here could reach AWS.
useClosedPortEnvironment();

const ROAST_ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const context = {} as Context;
const bodyOf = (result: HttpResult) => JSON.parse(result.body ?? 'null') as Record<string, unknown>;

function event(
  method: string,
  headers: Record<string, string>,
  body?: string,
  query?: Record<string, string>,
): APIGatewayProxyEventV2 {
  return apiEvent(method, {
    rawPath: `/api/roasts/${ROAST_ID}/like`,
    headers,
    pathParameters: { id: ROAST_ID },
    ...(query ? { queryStringParameters: query } : {}),
    ...(body === undefined ? {} : { body }),
  });
}

const limiter = useRecordingRateLimiter();
afterEach(() => {
  vi.useRealTimers();
});

const likeBody = JSON.stringify({ userFingerprint: 'fingerprint-1234567890' });
let handled = 0;
const like = httpRoute(
  'likeRoast',
  { params: roastPathSchema, body: likeRequestSchema },
  async ({ body }) => {
    handled++;
    return json(200, body);
  },
);

describe('JSON routes accept only application/json bodies', () => {
  it.each([
    ['no Content-Type at all (sendBeacon with a string)', {}],
    ['text/plain (a cross-site form or beacon)', { 'content-type': 'text/plain;charset=UTF-8' }],
    ['a form encoding', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['a look-alike type', { 'content-type': 'application/jsonp' }],
  ])('answers %s with 415 in the usual {message} shape, spending no quota', async (_, headers) => {
    handled = 0;
    const result = await like(event('POST', headers, likeBody), context);
    expect(result.statusCode).toBe(415);
    expect(bodyOf(result)).toEqual({
      message: 'Send the request body as JSON (Content-Type: application/json)',
    });
    expect(result.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8' });
    expect(handled).toBe(0);
    expect(limiter.hits).toEqual([]);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])(
    'accepts %s',
    async (type) => {
      const result = await like(event('POST', { 'content-type': type }, likeBody), context);
      expect(result.statusCode).toBe(200);
      expect(limiter.hits).toEqual([`likeRoast#198.51.100.7`]);
    },
  );

  it('refuses a body-less POST without a JSON type too: a beacon with no data still spends a quota', async () => {
    const share = httpRoute('shareRoast', { params: roastPathSchema }, async () =>
      json(200, { shared: true }),
    );
    expect((await share(event('POST', {}), context)).statusCode).toBe(415);
    expect(limiter.hits).toEqual([]);
    const declared = await share(event('POST', { 'content-type': 'application/json' }), context);
    expect(declared.statusCode).toBe(200);
  });

  it('leaves bodiless DELETEs and GETs alone (a cross-site page cannot send them without a preflight)', async () => {
    const remove = httpRoute('deleteRoast', { params: roastPathSchema }, async () => json(200, {}));
    expect((await remove(event('DELETE', {}), context)).statusCode).toBe(200);
    const list = httpRoute('listRoasts', { query: listRoastsQuerySchema }, async () => json(200, {}));
    expect((await list(event('GET', {}), context)).statusCode).toBe(200);
  });
});

describe('429 Retry-After', () => {
  it('gives the seconds left in the current window, not the whole window', async () => {
    vi.useFakeTimers();
    // likeRoast allows 60 per 60 s; 45 s into a window, 15 s remain.
    vi.setSystemTime(new Date(Date.UTC(2030, 0, 1, 12, 0, 45)));
    limiter.allow = false;
    const result = await like(event('POST', { 'content-type': 'application/json' }, likeBody), context);
    expect(result.statusCode).toBe(429);
    expect(result.headers).toMatchObject({ 'retry-after': '15' });
  });

  it('never says 0: a visitor at the very end of a window waits at least a second', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(Date.UTC(2030, 0, 1, 12, 0, 59, 900)));
    limiter.allow = false;
    const result = await like(event('POST', { 'content-type': 'application/json' }, likeBody), context);
    expect(result.headers).toMatchObject({ 'retry-after': '1' });
  });
});

describe('gallery paging', () => {
  const list = httpRoute('listRoasts', { query: listRoastsQuerySchema }, async ({ query }) =>
    json(200, query),
  );

  it.each([
    ['page', '0', 'page: must be at least 1'],
    ['page', '-3', 'page: must be at least 1'],
    ['limit', '0', 'limit: must be at least 1'],
  ])('answers %s=%s with 400 "%s"', async (name, value, message) => {
    const result = await list(event('GET', {}, undefined, { [name]: value }), context);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message });
  });
});
