/**
 * API Gateway HTTP API (payload 2.0) events as a Lambda handler receives them, for unit tests that
 * call real handlers: one client (198.51.100.7, "vitest") on one stage, so a test names only what it
 * is about (method, headers, body, path).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** A roast id of the right shape (22 URL-safe characters). */
export const EVENT_ROAST_ID = 'AbCdEfGhIjKlMnOpQrSt_-';

/** An event for `method` on `/`, with no headers and no body unless `overrides` gives them. */
export function apiEvent(
  method = 'GET',
  overrides: Partial<APIGatewayProxyEventV2> = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: '/',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'example.com',
      domainPrefix: 'example',
      http: { method, path: '/', protocol: 'HTTP/1.1', sourceIp: '198.51.100.7', userAgent: 'vitest' },
      requestId: 'req',
      routeKey: '$default',
      stage: '$default',
      time: '01/Jan/2030:00:00:00 +0000',
      timeEpoch: 0,
    },
    ...overrides,
  };
}

/** A valid like of EVENT_ROAST_ID (POST, JSON body, the id as a path parameter), with extra headers. */
export function likeEvent(
  headers: Record<string, string> = {},
  overrides: Partial<APIGatewayProxyEventV2> = {},
): APIGatewayProxyEventV2 {
  return apiEvent('POST', {
    rawPath: `/api/roasts/${EVENT_ROAST_ID}/like`,
    headers: { 'content-type': 'application/json', ...headers },
    pathParameters: { id: EVENT_ROAST_ID },
    body: JSON.stringify({ userFingerprint: 'fingerprint-1234567890' }),
    ...overrides,
  });
}
