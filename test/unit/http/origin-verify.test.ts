import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { likeRequestSchema } from '../../../functions/domain/api-schemas';
import { roastPathSchema } from '../../../functions/http/roasts/path-params';
import { forgetDependencies, overrideDependencies } from '../../../functions/composition/container';
import { httpRoute } from '../../../functions/composition/http-route';
import { json, type HttpResult } from '../../../functions/http-kit/http-route';
import { ORIGIN_VERIFY_HEADER, originVerified } from '../../../functions/http-kit/request-guards';
import { useClosedPortEnvironment } from '../../helpers/handler-env';

// Every endpoint points at a closed local port: nothing here could reach AWS.
useClosedPortEnvironment();

const SECRET = 'cloudfront-only-7f3a9c';
const context = {} as Context;

function event(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: '/api/roasts/AbCdEfGhIjKlMnOpQrSt_-/like',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    pathParameters: { id: 'AbCdEfGhIjKlMnOpQrSt_-' },
    body: JSON.stringify({ userFingerprint: 'fingerprint-1234567890' }),
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'example.com',
      domainPrefix: 'example',
      http: {
        method: 'POST',
        path: '/',
        protocol: 'HTTP/1.1',
        sourceIp: '198.51.100.7',
        userAgent: 'vitest',
      },
      requestId: 'req',
      routeKey: '$default',
      stage: '$default',
      time: '01/Jan/2030:00:00:00 +0000',
      timeEpoch: 0,
    },
  };
}

describe('origin verification (API reachable only through CloudFront)', () => {
  const hits: string[] = [];
  let handled = 0;

  beforeAll(() => {
    overrideDependencies({
      rateLimiter: {
        hit: async (key: string) => {
          hits.push(key);
          return true;
        },
      },
    });
  });
  afterAll(() => forgetDependencies());
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_HEADER_VALUE;
    hits.length = 0;
    handled = 0;
  });

  const like = httpRoute('likeRoast', { params: roastPathSchema, body: likeRequestSchema }, async () => {
    handled++;
    return json(200, { ok: true });
  });
  const call = (headers: Record<string, string>) => like(event(headers), context) as Promise<HttpResult>;

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
    expect(hits).toEqual([]);
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
    expect(hits).toEqual(['likeRoast#203.0.113.9']);
    expect(handled).toBe(1);
  });

  it('originVerified compares against an explicit expected value', () => {
    expect(originVerified(event({ [ORIGIN_VERIFY_HEADER]: 'a' }), 'a')).toBe(true);
    expect(originVerified(event({ [ORIGIN_VERIFY_HEADER]: 'a' }), 'b')).toBe(false);
    expect(originVerified(event({}), '')).toBe(true);
  });
});
