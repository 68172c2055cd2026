/**
 * Request guards shared by every route (functions/http-kit/http-route.ts) and read by the CDK app (the
 * origin-verify header CloudFront adds, lib/stacks/web-stack.ts): Node built-ins only, so synthesis
 * loads nothing of the runtime.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

type HttpEvent = APIGatewayProxyEventV2;

/** A request header by name, in any letter case. */
export function headerOf(event: HttpEvent, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {}))
    if (key.toLowerCase() === lower) return value;
  return undefined;
}

/**
 * Deployed, the API must only be reachable through CloudFront (clientIp trusts a CloudFront header).
 * CloudFront adds this header with a secret value to every origin request; every function reads the
 * same secret at run time (originVerifyValue, functions/composition/secrets.ts, handed to the kit as
 * wiring). No value (local mode, tests) means no check.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export function originVerified(event: HttpEvent, expected: string | undefined): boolean {
  if (!expected) return true;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(headerOf(event, ORIGIN_VERIFY_HEADER) ?? ''), digest(expected));
}

/**
 * The visitor's address. Behind CloudFront, API Gateway's sourceIp is an edge server, so the viewer
 * address CloudFront sets (and overwrites if a client sends it) comes first; the local server sets it
 * the same way.
 */
export function clientIp(event: HttpEvent): string {
  const viewer = headerOf(event, 'cloudfront-viewer-address');
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
