/**
 * The edge in local mode (functions/local/api-gateway.ts, edge-cache.ts), as a visitor, a crawler or an
 * abuser meets it: the per-client limit on link-preview renders, HEAD, the canonical origin in share
 * pages, what the edge cache shares and keys on, and the gateway's own answers. The AWS side of each
 * (WAF, CloudFront cache policies, API Gateway HEAD routes) is pinned in test/infra/.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { websiteJpegBase64 } from './helpers/images';
import { rawRequest } from './helpers/raw-http';
import { useTestStack } from './helpers/stack';

/** What share pages must name, whatever Host a request carries (configuration, not the request). */
const SITE_ORIGIN = 'https://ugh.example';
/** Small, so that the test reaches it in a few requests; the default is the WAF rule's. */
const LINK_PREVIEW_LIMIT = { limit: 6, windowSeconds: 60 };

const stack = useTestStack({
  stripeSimulator: true,
  siteOrigin: SITE_ORIGIN,
  linkPreviewLimit: LINK_PREVIEW_LIMIT,
});

const TWITTERBOT = 'Twitterbot/1.0';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A request to the local stack by path (rawRequest: Host and the client's address can be chosen). */
const raw = (
  method: string,
  path: string,
  options: { headers?: Record<string, string>; from?: string; body?: Buffer } = {},
) => rawRequest(method, new URL(path, stack.url), options);

async function createRoast(): Promise<{ id: string; ownerKey: string }> {
  const created = await stack.api.post('/api/roasts', {
    images: [await websiteJpegBase64()],
    roastLevel: 'brutal',
    title: 'Ledgerly invoices',
  });
  expect(created.status).toBe(201);
  expect((await stack.api.waitForStatus(created.body.id, 30_000)).status).toBe('ready');
  return created.body;
}

let privateRoast: { id: string; ownerKey: string };
let publicRoast: { id: string; ownerKey: string };
beforeAll(async () => {
  [privateRoast, publicRoast] = await Promise.all([createRoast(), createRoast()]);
  await stack.api.promoteWithSimulator(publicRoast.id, publicRoast.ownerKey);
}, 90_000);

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('link-preview renders: a per-client limit', () => {
  it('answers 429 with Retry-After once one client exceeds it, on crawler pages and cards alike', async () => {
    const { id } = privateRoast;
    const from = '127.0.0.11';
    const statuses: number[] = [];
    for (let i = 0; i < LINK_PREVIEW_LIMIT.limit; i++) {
      const path = i % 2 ? `/api/roasts/${id}/card.png` : `/roast/${id}`;
      statuses.push((await raw('GET', path, { headers: { 'user-agent': TWITTERBOT }, from })).status);
    }
    expect(statuses).toEqual(Array(LINK_PREVIEW_LIMIT.limit).fill(200));
    for (const path of [`/roast/${id}`, `/api/roasts/${id}/card.png`, `/api/roasts/${id}/share-page`]) {
      const refused = await raw('GET', path, { headers: { 'user-agent': TWITTERBOT }, from });
      expect(refused.status, path).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter, path).toBeGreaterThan(0);
      expect(retryAfter, path).toBeLessThanOrEqual(LINK_PREVIEW_LIMIT.windowSeconds);
      expect(refused.headers['cache-control'], path).toBe('no-store');
      expect(JSON.parse(refused.body.toString()).message, path).toMatch(/too many/i);
    }
    // Another client is not held back by this one; the refused one still gets the app and the API.
    const other = await raw('GET', `/roast/${id}`, {
      headers: { 'user-agent': TWITTERBOT },
      from: '127.0.0.12',
    });
    expect(other.status).toBe(200);
    expect(other.body.toString()).toContain('og:title');
    expect((await raw('GET', `/roast/${id}`, { headers: { 'user-agent': BROWSER }, from })).status).toBe(200);
    expect((await raw('GET', `/api/roasts/${id}`, { from })).status).toBe(200);
  });
});

describe('HEAD is answered like GET, without a body', () => {
  it('gives a crawler the share page’s headers for HEAD /roast/{id}, not the app', async () => {
    const from = '127.0.0.21';
    const headers = { 'user-agent': TWITTERBOT };
    const get = await raw('GET', `/roast/${privateRoast.id}`, { headers, from });
    const head = await raw('HEAD', `/roast/${privateRoast.id}`, { headers, from });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['x-robots-tag']).toBe('noindex');
    const missing = await raw('HEAD', '/roast/AbCdEfGhIjKlMnOpQrSt_-', { headers, from });
    expect([missing.status, missing.body.length]).toEqual([404, 0]);
  });

  it('answers HEAD on /api/* routes, cached or not, with the GET’s status and headers', async () => {
    const detail = await raw('HEAD', `/api/roasts/${privateRoast.id}`);
    expect([detail.status, detail.body.length]).toEqual([200, 0]);
    expect(detail.headers['content-type']).toBe('application/json; charset=utf-8');

    const get = await raw('GET', '/api/design-principles');
    const head = await raw('HEAD', '/api/design-principles');
    expect([head.status, head.body.length]).toEqual([200, 0]);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);

    const image = await raw('HEAD', `/api/roasts/${privateRoast.id}/images/0`);
    expect([image.status, image.headers['content-type'], image.body.length]).toEqual([200, 'image/jpeg', 0]);
    const gone = await raw('HEAD', '/api/roasts/AAAAAAAAAAAAAAAAAAAAAA');
    expect([gone.status, gone.body.length]).toEqual([404, 0]);
    // A HEAD must not leave a bodiless answer in the edge cache for the GETs after it.
    const principle = '/api/design-principles/typography';
    expect((await raw('HEAD', principle)).status).toBe(200);
    const after = await raw('GET', principle);
    expect([after.status, after.headers['x-cache']]).toEqual([200, 'Hit from local-edge']);
    expect(JSON.parse(after.body.toString()).principle).toMatchObject({ slug: 'typography' });
  });
});

describe('share pages name the canonical origin', () => {
  it('uses the configured origin in og:url and og:image, whatever Host the request carries', async () => {
    for (const host of ['evil.example', 'ugh.example.attacker.test:8443', '127.0.0.1']) {
      const page = await raw('GET', `/roast/${privateRoast.id}`, {
        headers: { 'user-agent': TWITTERBOT, host },
        from: '127.0.0.31',
      });
      expect(page.status, host).toBe(200);
      const html = page.body.toString();
      expect(meta(html, 'og:url'), host).toBe(`${SITE_ORIGIN}/roast/${privateRoast.id}`);
      expect(meta(html, 'og:image'), host).toMatch(
        new RegExp(`^${SITE_ORIGIN}/api/roasts/${privateRoast.id}/card\\.png\\?v=`),
      );
      expect(html, host).not.toContain(host === '127.0.0.1' ? 'http://127.0.0.1' : host);
    }
  });

  it('ignores an origin header a client sends itself', async () => {
    const page = await raw('GET', `/api/roasts/${privateRoast.id}/share-page`, {
      headers: { 'x-ugh-share-origin': 'https://evil.example', host: 'evil.example' },
      from: '127.0.0.32',
    });
    expect(page.body.toString()).not.toContain('evil.example');
  });
});

describe('the edge cache', () => {
  it('never hands a conditional request’s 304 to plain requests merged with it, nor the reverse', async () => {
    const path = `/api/roasts/${publicRoast.id}/badge.svg`;
    // Rounds on fresh URLs, each one conditional request first and plain ones right behind it.
    for (let round = 0; round < 4; round++) {
      const url = `${path}?round=${round}`;
      const answers = await Promise.all([
        raw('GET', url, { headers: { 'if-none-match': '*' } }),
        ...Array.from({ length: 12 }, () => raw('GET', url)),
      ]);
      const [conditional, ...plain] = answers;
      expect([conditional!.status, conditional!.body.length], `round ${round}`).toEqual([304, 0]);
      expect(conditional!.headers.etag).toMatch(/^"[\w-]+"$/);
      for (const answer of plain) {
        expect(answer.status, `round ${round}`).toBe(200);
        expect(answer.body.toString()).toMatch(/^<svg /);
      }
    }
    // A conditional request naming another version gets the badge itself.
    const stale = await raw('GET', path, { headers: { 'if-none-match': '"not-this-one"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toMatch(/^<svg /);
  });

  it('keys only on the query parameters a route reads: unknown ones neither split nor reach it', async () => {
    expect((await raw('GET', '/api/design-principles')).status).toBe(200);
    const busted = await raw('GET', '/api/design-principles?bust=1');
    expect(busted.status).toBe(200);
    expect(busted.headers['x-cache']).toBe('Hit from local-edge');

    const first = await raw('GET', '/api/roasts?page=1&limit=5');
    expect(first.status).toBe(200);
    const reordered = await raw('GET', '/api/roasts?utm_source=x&limit=5&page=1');
    expect(reordered.status).toBe(200);
    expect(reordered.headers['x-cache']).toBe('Hit from local-edge');
    expect(reordered.body.equals(first.body)).toBe(true);
    // A parameter the gallery reads is still part of the key.
    const second = await raw('GET', '/api/roasts?page=2&limit=5');
    expect(second.headers['x-cache']).toBe('Miss from local-edge');
    expect(JSON.parse(second.body.toString()).pagination.page).toBe(2);
  });
});

describe('what the gateway answers itself', () => {
  it('sends Referrer-Policy, Cache-Control and nosniff on its own 404 and 413', async () => {
    const notFound = await raw('GET', '/api/nope');
    const tooLarge = await raw('POST', '/api/roasts', {
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    for (const [res, status] of [
      [notFound, 404],
      [tooLarge, 413],
    ] as const) {
      expect(res.status).toBe(status);
      expect(res.headers['referrer-policy'], String(status)).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cache-control'], String(status)).toBe('no-store');
      expect(res.headers['x-content-type-options'], String(status)).toBe('nosniff');
    }
  });
});

describe('roast images', () => {
  it('serves an image only for an index written as a plain number', async () => {
    const { id } = privateRoast;
    expect((await raw('GET', `/api/roasts/${id}/images/0`)).status).toBe(200);
    for (const index of ['0x0', '%20', '+0', '0.0', '1e0', '00', '-0', '%200']) {
      const res = await raw('GET', `/api/roasts/${id}/images/${index}`);
      expect(res.status, index).toBe(404);
      expect(res.headers['content-type'], index).toContain('application/json');
    }
  });

  it('asks indexes to keep away from a private roast’s images, and not from a public one’s', async () => {
    for (const path of ['images/0', 'thumbnail']) {
      const priv = await raw('GET', `/api/roasts/${privateRoast.id}/${path}`);
      expect([priv.status, priv.headers['x-robots-tag']], path).toEqual([200, 'noindex']);
      const pub = await raw('GET', `/api/roasts/${publicRoast.id}/${path}`);
      expect([pub.status, pub.headers['x-robots-tag']], path).toEqual([200, undefined]);
    }
  });
});
