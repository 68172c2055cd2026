/**
 * The CloudFront Functions that tell the app's pages (200) from unknown paths (404) at the edge
 * (lib/constructs/spa-edge-functions.ts), run as CloudFront runs them: the code string, on its own, in
 * a fresh context, with CloudFront-shaped events.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LINK_PREVIEW_CRAWLERS, SHARE_ORIGIN_HEADER } from '../../../functions/domain/link-previews';
import { SPA_ROUTES } from '../../../functions/domain/spa-routes';
import {
  API_ORIGIN_ID,
  NOT_FOUND_DOCUMENT,
  SPA_REQUEST_CODE,
  SPA_RESPONSE_CODE,
  spaRequestCode,
} from '../../../lib/constructs/spa-edge-functions';

interface CfRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}

/**
 * The request function imports CloudFront's helper module (runtime 2.0), which only exists at the
 * edge: the import line is taken off and `cf` handed in, recording the origins it selects.
 */
const CF_IMPORT = "import cf from 'cloudfront';\n";
/** The distribution's own domain name, as CloudFront hands it to the function in `event.context`. */
const DISTRIBUTION_DOMAIN = 'd111111abcdef8.cloudfront.net';
function runViewerRequest(
  request: {
    uri: string;
    method?: string;
    headers?: Record<string, { value: string }>;
  },
  code = SPA_REQUEST_CODE,
): { request: CfRequest; selectedOrigins: string[] } {
  expect(code.startsWith(CF_IMPORT)).toBe(true);
  const selectedOrigins: string[] = [];
  const result = runInNewContext(`${code.slice(CF_IMPORT.length)}\nhandler(event)`, {
    cf: { selectRequestOriginById: (id: string) => selectedOrigins.push(id) },
    event: {
      context: { distributionDomainName: DISTRIBUTION_DOMAIN, eventType: 'viewer-request' },
      request: { method: 'GET', querystring: {}, cookies: {}, headers: {}, ...request },
    },
  }) as CfRequest;
  return { request: result, selectedOrigins };
}
interface CfResponse {
  statusCode: number;
  statusDescription?: string;
}

const viewerRequest = (uri: string): string => runViewerRequest({ uri }).request.uri;

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
    const configured = spaRequestCode('https://ugh.example');
    for (const code of [
      SPA_REQUEST_CODE.slice(CF_IMPORT.length),
      configured.slice(CF_IMPORT.length),
      SPA_RESPONSE_CODE,
    ]) {
      expect(code).not.toMatch(/\b(let|const)\s|=>|`/);
      expect(Buffer.byteLength(code)).toBeLessThan(10_240);
    }
  });
});

describe('link previews at the edge', () => {
  const ID = 'AbCdEfGhIjKlMnOpQrSt_-';
  const crawl = (
    uri: string,
    agent: string,
    extra: Record<string, { value: string }> = {},
    method = 'GET',
    code = SPA_REQUEST_CODE,
  ) =>
    runViewerRequest(
      {
        uri,
        method,
        headers: { host: { value: 'ugh.example' }, 'user-agent': { value: agent }, ...extra },
      },
      code,
    );

  it.each(LINK_PREVIEW_CRAWLERS.map((token) => `Mozilla/5.0 (compatible; ${token}/1.0)`))(
    'sends %s on /roast/{id} to the API share page',
    (agent) => {
      const { request, selectedOrigins } = crawl(`/roast/${ID}`, agent);
      expect([request.uri, selectedOrigins]).toEqual([`/api/roasts/${ID}/share-page`, [API_ORIGIN_ID]]);
    },
  );

  it('tells the API the canonical origin: the configured domain, never the Host the viewer sent', () => {
    const configured = spaRequestCode('https://ugh.example');
    for (const host of ['ugh.example', 'evil.example', 'ugh.example.evil.test']) {
      const headers = { host: { value: host } };
      expect(
        crawl(`/roast/${ID}/`, 'Twitterbot/1.0', headers, 'GET', configured).request.headers,
      ).toMatchObject({
        [SHARE_ORIGIN_HEADER]: { value: 'https://ugh.example' },
      });
    }
  });

  it('without a configured domain, names the distribution’s own domain (from CloudFront, not the Host)', () => {
    const { request } = crawl(`/roast/${ID}`, 'Twitterbot/1.0', { host: { value: 'evil.example' } });
    expect(request.headers[SHARE_ORIGIN_HEADER]).toEqual({ value: `https://${DISTRIBUTION_DOMAIN}` });
  });

  it('refuses to compile an origin that is not one', () => {
    for (const bad of ['ugh.example', 'https://ugh.example/path', 'javascript:alert(1)', "https://a';x"])
      expect(() => spaRequestCode(bad), bad).toThrow(/site origin/);
  });

  it('gives people the app from S3, with no origin switch', () => {
    const agent = 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
    expect(crawl(`/roast/${ID}`, agent)).toMatchObject({
      request: { uri: '/index.html' },
      selectedOrigins: [],
    });
  });

  it('drops a viewer’s own share-origin header, so nobody can choose the URLs in a preview', () => {
    const forged = { [SHARE_ORIGIN_HEADER]: { value: 'https://evil.example' } };
    expect(crawl('/gallery', 'Mozilla/5.0', forged).request.headers[SHARE_ORIGIN_HEADER]).toBeUndefined();
    expect(crawl(`/roast/${ID}`, 'Twitterbot/1.0', forged).request.headers[SHARE_ORIGIN_HEADER]).toEqual({
      value: `https://${DISTRIBUTION_DOMAIN}`,
    });
  });

  it('routes only roast pages with a well-formed id, for GET and HEAD (answered like GET)', () => {
    expect(crawl('/gallery', 'Twitterbot/1.0').selectedOrigins).toEqual([]);
    expect(crawl('/roast/not-an-id', 'Twitterbot/1.0').request.uri).toBe('/index.html');
    expect(crawl(`/roast/${ID}/extra`, 'Twitterbot/1.0').request.uri).toBe(NOT_FOUND_DOCUMENT);
    const head = crawl(`/roast/${ID}`, 'Twitterbot/1.0', {}, 'HEAD');
    expect([head.request.uri, head.selectedOrigins]).toEqual([
      `/api/roasts/${ID}/share-page`,
      [API_ORIGIN_ID],
    ]);
    expect(crawl(`/roast/${ID}`, 'Twitterbot/1.0', {}, 'POST').selectedOrigins).toEqual([]);
  });

  it('keeps the status the API gave the share page (a deleted roast stays 404, a ready one 200)', () => {
    const respond = (statusCode: number) =>
      (
        runInNewContext(`${SPA_RESPONSE_CODE}\nhandler(event)`, {
          event: {
            request: { uri: `/api/roasts/${ID}/share-page` },
            response: { statusCode, statusDescription: 'x', headers: {} },
          },
        }) as CfResponse
      ).statusCode;
    expect([respond(200), respond(404)]).toEqual([200, 404]);
  });
});
