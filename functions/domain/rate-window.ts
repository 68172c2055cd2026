/**
 * The per-IP limits count hits in fixed windows aligned to the epoch (window n covers
 * [n·w, (n+1)·w) seconds). The counter (adapter) and the 429 answer's Retry-After (HTTP layer) both
 * read the window from here, so "try again in" always names the end of the window that is counting.
 */
export function fixedWindow(nowMs: number, windowSeconds: number): { index: number; secondsLeft: number } {
  const nowSeconds = nowMs / 1000;
  const index = Math.floor(nowSeconds / windowSeconds);
  // Rounded up and at least 1: "Retry-After: 0" would invite an immediate retry into the same window.
  const secondsLeft = Math.max(1, Math.ceil((index + 1) * windowSeconds - nowSeconds));
  return { index, secondsLeft };
}
