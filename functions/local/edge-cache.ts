import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { matchesEtag } from '../usecases/share-links';

type Result = APIGatewayProxyStructuredResultV2;

/** Shared-cache lifetime a response allows: `s-maxage`, else `max-age`, only when `public`. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl || !/\bpublic\b/i.test(cacheControl) || /\b(no-store|private)\b/i.test(cacheControl))
    return 0;
  const s = /\bs-maxage=(\d+)/i.exec(cacheControl) ?? /\bmax-age=(\d+)/i.exec(cacheControl);
  return s ? Number(s[1]) : 0;
}

/**
 * The URL an edge-cached route's origin gets, which is also its cache key: the path and only the query
 * parameters the route reads (routes.ts `edgeCache.query`), sorted by name, as a CloudFront cache policy
 * with a query-string allow list keys on and forwards them. Anything else (`?bust=N`, `utm_*`) is dropped:
 * it can neither split the cache nor reach the function.
 */
export function edgeRequestUrl(url: URL, query: readonly string[]): URL {
  const kept = new URL(url.pathname, url.origin);
  const pairs = [...url.searchParams].filter(([name]) => query.includes(name));
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of pairs) kept.searchParams.append(name, value);
  return kept;
}

/** Conditional request headers: a cached route's origin never sees them (the edge answers them). */
export const CONDITIONAL_HEADERS = [
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
] as const;

/** Headers a 304 keeps from the full answer (RFC 9110 §15.4.5), plus the API's security headers. */
const NOT_MODIFIED_DROPS = new Set(['content-type', 'content-length', 'content-encoding']);

/**
 * The answer to one viewer from a full (unconditional) origin answer: `304` without a body when its
 * `If-None-Match` names the answer's ETag (or `*`), else the answer itself. How CloudFront answers a
 * conditional request from its cache.
 */
export function answerConditional(result: Result, ifNoneMatch: string | undefined): Result {
  const headers = (result.headers ?? {}) as Record<string, string>;
  const etag = Object.entries(headers).find(([name]) => name.toLowerCase() === 'etag')?.[1];
  if ((result.statusCode ?? 200) !== 200 || !ifNoneMatch) return result;
  if (!(ifNoneMatch.trim() === '*' || (etag !== undefined && matchesEtag(ifNoneMatch, String(etag)))))
    return result;
  return {
    statusCode: 304,
    headers: Object.fromEntries(
      Object.entries(headers).filter(([name]) => !NOT_MODIFIED_DROPS.has(name.toLowerCase())),
    ),
  };
}

interface Entry {
  result: Result;
  storedAt: number;
  ttlMs: number;
}

/**
 * What CloudFront does in front of the API in AWS, for local mode: caches successful GET responses
 * of cache-enabled routes for as long as their Cache-Control allows a shared cache to, and collapses
 * concurrent misses for the same key into one origin call. Every origin call made through it must be
 * the same unconditional GET for its key (the gateway strips conditional headers and unknown query
 * parameters first, see api-gateway.ts): only then may collapsed requests share what it answers.
 * Conditional requests are answered from that shared answer by answerConditional. Other requests
 * always reach the origin. The application code stays stateless; this is the edge.
 */
export class EdgeCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Result>>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async fetch(
    key: string,
    origin: () => Promise<Result>,
  ): Promise<{ result: Result; hit: boolean; age: number }> {
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.storedAt < cached.ttlMs) {
      return { result: cached.result, hit: true, age: Math.floor((this.now() - cached.storedAt) / 1000) };
    }
    let pending = this.inflight.get(key);
    const collapsed = pending !== undefined;
    if (!pending) {
      pending = origin().finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    const result = await pending;
    if (!collapsed) this.store(key, result);
    return { result, hit: collapsed, age: 0 };
  }

  private store(key: string, result: Result): void {
    const headers = (result.headers ?? {}) as Record<string, string>;
    const ttl = (result.statusCode ?? 200) === 200 ? sharedMaxAge(headers['cache-control']) : 0;
    if (ttl <= 0) {
      this.entries.delete(key);
      return;
    }
    // Refreshed entries move to the end: the oldest one is the first to go.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { result, storedAt: this.now(), ttlMs: ttl * 1000 });
  }
}
