/** Fixed-window counters shared by every instance (no in-process state). */
export interface RateLimiter {
  /** Counts one hit; resolves false when the caller is over the limit for this window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
}
