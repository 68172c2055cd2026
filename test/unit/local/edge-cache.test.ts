/**
 * The local edge's pieces (functions/local/edge-cache.ts, client-rate-limit.ts), with a clock and
 * origins the test controls. What a visitor sees through the whole server is in
 * test/integration/local-edge.test.ts.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ClientRateLimit } from '../../../functions/local/client-rate-limit';
import { answerConditional, EdgeCache, edgeRequestUrl } from '../../../functions/local/edge-cache';

const badge = (etag = '"v1"'): APIGatewayProxyStructuredResultV2 => ({
  statusCode: 200,
  headers: {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=300, s-maxage=300',
    etag,
    'x-content-type-options': 'nosniff',
  },
  body: '<svg/>',
});

describe('edgeRequestUrl: the key and the origin URL of a cached route', () => {
  it('keeps only the parameters the route reads, sorted by name, with repeated values in order', () => {
    const url = new URL('http://edge/api/roasts?utm_source=x&sort=newest&page=2&bust=9&page=3');
    expect(edgeRequestUrl(url, ['page', 'limit', 'sort']).href).toBe(
      'http://edge/api/roasts?page=2&page=3&sort=newest',
    );
    expect(edgeRequestUrl(new URL('http://edge/api/design-principles?bust=1'), []).href).toBe(
      'http://edge/api/design-principles',
    );
  });
});

describe('answerConditional: a conditional request answered from a full answer', () => {
  it('is 304 without a body or content headers when If-None-Match names the ETag, or is *', () => {
    for (const ifNoneMatch of ['"v1"', 'W/"v1"', '"v0", "v1"', '*']) {
      const answer = answerConditional(badge(), ifNoneMatch);
      expect(answer.statusCode, ifNoneMatch).toBe(304);
      expect(answer.body).toBeUndefined();
      expect(answer.headers).toEqual({
        'cache-control': 'public, max-age=300, s-maxage=300',
        etag: '"v1"',
        'x-content-type-options': 'nosniff',
      });
    }
  });

  it('is the full answer for a plain request, another version, or an answer that is not a 200', () => {
    const full = badge();
    expect(answerConditional(full, undefined)).toBe(full);
    expect(answerConditional(full, '"v0"')).toBe(full);
    const missing = { statusCode: 404, headers: { etag: '"v1"' }, body: '{}' };
    expect(answerConditional(missing, '*')).toBe(missing);
  });
});

describe('EdgeCache', () => {
  it('collapses concurrent misses into one origin call whose full answer all of them share', async () => {
    const cache = new EdgeCache();
    let calls = 0;
    let release: () => void = () => undefined;
    const origin = () =>
      new Promise<APIGatewayProxyStructuredResultV2>((resolve) => {
        calls++;
        release = () => resolve(badge());
      });
    const pending = [cache.fetch('/b', origin), cache.fetch('/b', origin), cache.fetch('/b', origin)];
    release();
    const answers = await Promise.all(pending);
    expect(calls).toBe(1);
    expect(answers.map((a) => [a.result.statusCode, a.result.body])).toEqual([
      [200, '<svg/>'],
      [200, '<svg/>'],
      [200, '<svg/>'],
    ]);
    expect((await cache.fetch('/b', origin)).hit).toBe(true);
  });

  it('keeps an entry as long as s-maxage allows, and refreshes a re-stored one as the newest', async () => {
    let now = 0;
    const cache = new EdgeCache(2, () => now);
    let calls = 0;
    const origin = async () => (calls++, badge());
    await cache.fetch('/a', origin);
    await cache.fetch('/b', origin);
    now = 299_000;
    expect((await cache.fetch('/a', origin)).hit).toBe(true);
    now = 300_000;
    expect((await cache.fetch('/a', origin)).hit).toBe(false); // expired: fetched and stored again
    await cache.fetch('/c', origin); // the cache holds two: /b is now the oldest and goes, not /a
    expect((await cache.fetch('/a', origin)).hit).toBe(true);
    expect((await cache.fetch('/b', origin)).hit).toBe(false);
    expect(calls).toBe(5);
  });
});

describe('ClientRateLimit', () => {
  it('refuses a client over the limit until its window ends, with the seconds left', () => {
    let now = 60_000 * 20_000_000; // the start of a 60 s window
    const limit = new ClientRateLimit(3, 60, () => now);
    expect([1, 2, 3].map(() => limit.hit('a').allowed)).toEqual([true, true, true]);
    now += 15_000;
    expect(limit.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limit.hit('b')).toEqual({ allowed: true });
    now += 45_000;
    expect(limit.hit('a')).toEqual({ allowed: true });
  });

  it('remembers a bounded number of clients, so a flood of addresses cannot grow it', () => {
    let now = 0;
    const limit = new ClientRateLimit(1, 60, () => now, 3);
    for (const client of ['a', 'b', 'c', 'd', 'e']) limit.hit(client);
    // 'a' was forgotten to make room; the most recent ones are still counted.
    expect(limit.hit('a').allowed).toBe(true);
    expect(limit.hit('e').allowed).toBe(false);
    now += 60_000;
    expect(limit.hit('e').allowed).toBe(true);
  });
});
