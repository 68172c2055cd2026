/**
 * The CloudFront Functions that tell the app's pages (200) from unknown paths (404) at the edge
 * (lib/constructs/spa-edge-functions.ts), run as CloudFront runs them: the code string, on its own, in
 * a fresh context, with CloudFront-shaped events.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SPA_ROUTES } from '../../../functions/domain/spa-routes';
import {
  NOT_FOUND_DOCUMENT,
  SPA_REQUEST_CODE,
  SPA_RESPONSE_CODE,
} from '../../../lib/constructs/spa-edge-functions';

interface CfRequest {
  uri: string;
}
interface CfResponse {
  statusCode: number;
  statusDescription?: string;
}

const viewerRequest = (uri: string): string =>
  (
    runInNewContext(`${SPA_REQUEST_CODE}\nhandler(event)`, {
      event: { request: { uri, method: 'GET', querystring: {}, headers: {}, cookies: {} } },
    }) as CfRequest
  ).uri;

const viewerResponse = (uri: string, statusCode = 200): number =>
  (
    runInNewContext(`${SPA_RESPONSE_CODE}\nhandler(event)`, {
      event: { request: { uri }, response: { statusCode, statusDescription: 'OK', headers: {} } },
    }) as CfResponse
  ).statusCode;

/** What the viewer gets: the request function picks the object, the response function the status. */
const edge = (uri: string) => {
  const object = viewerRequest(uri);
  // CloudFront may hand the response function the viewer's URI or the rewritten one: right either way.
  const status = viewerResponse(uri);
  expect(viewerResponse(object), `${uri} → ${object}`).toBe(status);
  return { object, status };
};

const example = (path: string) => path.replace(/:[\w-]+/g, 'AbCdEfGhIjKlMnOpQrSt_-');

describe('SPA edge functions', () => {
  it.each(SPA_ROUTES.map((r) => example(r.path)))('%s is a page: /index.html, 200', (uri) => {
    expect(edge(uri)).toEqual({ object: '/index.html', status: 200 });
  });

  it('matches pages as the app’s router does: trailing slash, letter case, encoded characters', () => {
    for (const uri of ['/gallery/', '/Gallery', '/roast/abc%2Dxyz', '/design-principles/typography/']) {
      expect(edge(uri), uri).toEqual({ object: '/index.html', status: 200 });
    }
  });

  it.each([
    '/no-such-page',
    '/roast',
    '/roast/abc/extra',
    '/industries',
    '/gallery/2',
    '/%E0%A4%A',
    '/wp-admin',
  ])('%s is not a page: the app from /404.html, status 404', (uri) => {
    expect(edge(uri)).toEqual({ object: NOT_FOUND_DOCUMENT, status: 404 });
  });

  it('leaves files alone: the object asked for, with the status S3 gave', () => {
    for (const uri of ['/assets/index-abc123.js', '/favicon.svg', '/index.html']) {
      expect(edge(uri), uri).toEqual({ object: uri, status: 200 });
    }
    expect(viewerResponse('/assets/gone.js', 403)).toBe(403);
  });

  it('sets the status text with the code', () => {
    const response = runInNewContext(`${SPA_RESPONSE_CODE}\nhandler(event)`, {
      event: {
        request: { uri: '/nope' },
        response: { statusCode: 200, statusDescription: 'OK', headers: {} },
      },
    }) as CfResponse;
    expect(response).toMatchObject({ statusCode: 404, statusDescription: 'Not Found' });
  });

  it('is plain ES5 (no let/const, arrow functions or template strings) and within the 10 KB limit', () => {
    for (const code of [SPA_REQUEST_CODE, SPA_RESPONSE_CODE]) {
      expect(code).not.toMatch(/\b(let|const)\s|=>|`/);
      expect(Buffer.byteLength(code)).toBeLessThan(10_240);
    }
  });
});
