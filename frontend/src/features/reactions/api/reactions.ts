import { queryOptions } from '@tanstack/react-query';
import type { ReactionsResponse } from '@domain/api-schemas';
import type { ReactionEmoji } from '@domain/reactions';
import { apiRequest, withQuery } from '../../../lib/api-client';

export const reactionsQueryOptions = (roastId: string, userFingerprint: string) =>
  queryOptions({
    queryKey: ['roasts', 'reactions', roastId, userFingerprint] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReactionsResponse>(
        withQuery(`/api/roasts/${encodeURIComponent(roastId)}/reactions`, { userFingerprint }),
        { signal },
      ),
  });

export function toggleReaction(
  roastId: string,
  emoji: ReactionEmoji,
  userFingerprint: string,
  remove: boolean,
): Promise<ReactionsResponse> {
  return apiRequest<ReactionsResponse>(`/api/roasts/${encodeURIComponent(roastId)}/reactions`, {
    method: remove ? 'DELETE' : 'POST',
    body: { emoji, userFingerprint },
  });
}
