import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { likeRequestSchema } from '../../../functions/domain/api-schemas';
import { roastPathSchema } from '../../../functions/http/roasts/path-params';
import { httpRoute } from '../../../functions/composition/http-route';
import { json, type HttpResult } from '../../../functions/http-kit/http-route';
import { ORIGIN_VERIFY_HEADER, originVerified } from '../../../functions/http-kit/request-guards';
import { useClosedPortEnvironment } from '../../helpers/handler-env';
import { likeEvent } from '../../helpers/api-event';
import { useRecordingRateLimiter } from '../../helpers/rate-limiter';

// Every endpoint points at a closed local port: nothing here could reach AWS.
useClosedPortEnvironment();

const SECRET = 'cloudfront-only-7f3a9c';
const context = {} as Context;

describe('origin verification (API reachable only through CloudFront)', () => {
  const limiter = useRecordingRateLimiter();
  let handled = 0;

  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_HEADER_VALUE;
    handled = 0;
  });

  const like = httpRoute('likeRoast', { params: roastPathSchema, body: likeRequestSchema }, async () => {
    handled++;
    return json(200, { ok: true });
  });
  const call = (headers: Record<string, string>) => like(likeEvent(headers), context) as Promise<HttpResult>;

  it('lets every request through when no secret is configured (local mode)', async () => {
    const result = await call({});
    expect(result.statusCode).toBe(200);
    expect(handled).toBe(1);
  });

  it('refuses a request without the header with 403, before the rate limiter or the handler', async () => {
    process.env.ORIGIN_VERIFY_HEADER_VALUE = SECRET;
    const result = await call({ 'cloudfront-viewer-address': '203.0.113.9:443' });
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body!)).toEqual({ message: 'Forbidden' });
    expect(limiter.hits).toEqual([]);
    expect(handled).toBe(0);
  });

  it('refuses a wrong or truncated secret', async () => {
    process.env.ORIGIN_VERIFY_HEADER_VALUE = SECRET;
    expect((await call({ [ORIGIN_VERIFY_HEADER]: 'guess' })).statusCode).toBe(403);
    expect((await call({ [ORIGIN_VERIFY_HEADER]: SECRET.slice(0, -1) })).statusCode).toBe(403);
    expect((await call({ [ORIGIN_VERIFY_HEADER]: `${SECRET}x` })).statusCode).toBe(403);
    expect(handled).toBe(0);
  });

  it('accepts the secret CloudFront adds, whatever the header case', async () => {
    process.env.ORIGIN_VERIFY_HEADER_VALUE = SECRET;
    const result = await call({ 'X-Origin-Verify': SECRET, 'cloudfront-viewer-address': '203.0.113.9:443' });
    expect(result.statusCode).toBe(200);
    expect(limiter.hits).toEqual(['likeRoast#203.0.113.9']);
    expect(handled).toBe(1);
  });

  it('originVerified compares against an explicit expected value', () => {
    expect(originVerified(likeEvent({ [ORIGIN_VERIFY_HEADER]: 'a' }), 'a')).toBe(true);
    expect(originVerified(likeEvent({ [ORIGIN_VERIFY_HEADER]: 'a' }), 'b')).toBe(false);
    expect(originVerified(likeEvent({}), '')).toBe(true);
  });
});
