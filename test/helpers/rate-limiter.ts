import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetDependencies, overrideDependencies } from '../../functions/composition/container';

export interface RecordingRateLimiter {
  /** The key of every hit, in order (route#client). */
  hits: string[];
  /** The limiter's answer: true lets the request through. */
  allow: boolean;
}

/**
 * Stands in for the rate limiter in handler tests, for the enclosing describe (or the file): every
 * hit is recorded and answered with `allow`. Both are reset after each test, so none sees another's.
 */
export function useRecordingRateLimiter(): RecordingRateLimiter {
  const limiter: RecordingRateLimiter = { hits: [], allow: true };
  beforeAll(() =>
    overrideDependencies({
      rateLimiter: {
        hit: async (key: string) => {
          limiter.hits.push(key);
          return limiter.allow;
        },
      },
    }),
  );
  afterEach(() => {
    limiter.allow = true;
    limiter.hits.length = 0;
  });
  afterAll(() => forgetDependencies());
  return limiter;
}
