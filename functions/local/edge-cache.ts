import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

type Result = APIGatewayProxyStructuredResultV2;

/** Shared-cache lifetime a response allows: `s-maxage`, else `max-age`, only when `public`. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl || !/\bpublic\b/i.test(cacheControl) || /\b(no-store|private)\b/i.test(cacheControl))
    return 0;
  const s = /\bs-maxage=(\d+)/i.exec(cacheControl) ?? /\bmax-age=(\d+)/i.exec(cacheControl);
  return s ? Number(s[1]) : 0;
}

interface Entry {
  result: Result;
  storedAt: number;
  ttlMs: number;
}

/**
 * What CloudFront does in front of the API in AWS, for local mode: caches successful GET responses
 * of cache-enabled routes for as long as their Cache-Control allows a shared cache to, and collapses
 * concurrent misses for the same URL into one origin call. Other requests always reach the origin. The application code stays stateless; this is the edge.
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
    cacheable: boolean,
  ): Promise<{ result: Result; hit: boolean; age: number }> {
    if (!cacheable) return { result: await origin(), hit: false, age: 0 };
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
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { result, storedAt: this.now(), ttlMs: ttl * 1000 });
  }
}
