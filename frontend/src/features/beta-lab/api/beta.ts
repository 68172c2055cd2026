import { queryOptions } from '@tanstack/react-query';
import type { BetaRoastsResponse, EnhanceSuggestionsResponse } from '@domain/api-schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/beta/roasts: the public roasts the lab can study. */
export const betaRoastsQueryOptions = () =>
  queryOptions({
    queryKey: ['beta', 'roasts'] as const,
    queryFn: ({ signal }) => apiRequest<BetaRoastsResponse>('/api/beta/roasts', { signal }),
  });

/** POST /api/beta/enhance-suggestions: research-backed suggestions for one roast's violations. */
export function enhanceSuggestions(roastId: string): Promise<EnhanceSuggestionsResponse> {
  return apiRequest<EnhanceSuggestionsResponse>('/api/beta/enhance-suggestions', {
    method: 'POST',
    body: { roastId },
  });
}

/** Spec §8. */
export const ENHANCE_MESSAGES = {
  success: 'Enhanced suggestions generated!',
  failureTitle: 'Enhancement failed',
  failureDescription: 'Unable to generate enhanced suggestions.',
} as const;

/** A random index of `length` items, different from `current` whenever there is a choice. */
export function pickRandomIndex(length: number, current: number | null, random = Math.random): number {
  if (length <= 1 || current === null || current >= length) return Math.floor(random() * length);
  const pick = Math.floor(random() * (length - 1));
  return pick >= current ? pick + 1 : pick;
}
