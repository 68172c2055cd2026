import { fixedWindow } from '../domain/rate-window';

/**
 * What the WAF's rate-based rules do in front of CloudFront, for local mode: counts one client's
 * requests per fixed window and refuses those beyond the limit, with the seconds until the window
 * ends (Retry-After). Kept in the edge's memory, as WAF keeps its counts: no handler shares it.
 */
export class ClientRateLimit {
  private readonly counts = new Map<string, { window: number; hits: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
    /** Clients remembered at most: old windows are forgotten first (a flood of addresses cannot grow it). */
    private readonly maxClients = 10_000,
  ) {}

  /** Counts one request of `client`: allowed, or refused with Retry-After seconds. */
  hit(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const { index, secondsLeft } = fixedWindow(this.now(), this.windowSeconds);
    const current = this.counts.get(client);
    const count = current && current.window === index ? current : { window: index, hits: 0 };
    count.hits++;
    this.counts.delete(client);
    if (this.counts.size >= this.maxClients) this.forgetBefore(index);
    this.counts.set(client, count);
    return count.hits <= this.limit ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsLeft };
  }

  private forgetBefore(window: number): void {
    for (const [client, count] of this.counts) if (count.window < window) this.counts.delete(client);
    // Still full within one window: the longest-quiet clients go (their counts restart, as WAF's may).
    while (this.counts.size >= this.maxClients) {
      const oldest = this.counts.keys().next().value;
      if (oldest === undefined) break;
      this.counts.delete(oldest);
    }
  }
}
