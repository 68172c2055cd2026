import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactionEmoji } from '@domain/reactions';
import { track } from '../../../lib/analytics';
import { getFingerprint } from '../../../lib/fingerprint';
import { reactionsQueryOptions, toggleReaction } from '../api/reactions';

/** Reactions of one roast for this visitor; toggling adds or removes (spec core-flow §4). */
export function useReactions(roastId: string) {
  const fingerprint = getFingerprint();
  const options = reactionsQueryOptions(roastId, fingerprint);
  const queryClient = useQueryClient();
  const query = useQuery(options);
  const mutation = useMutation({
    mutationFn: (emoji: ReactionEmoji) => {
      const used = queryClient.getQueryData(options.queryKey)?.userReactions.includes(emoji) ?? false;
      return toggleReaction(roastId, emoji, fingerprint, used).then((result) => ({ result, removed: used }));
    },
    onSuccess: ({ result, removed }, emoji) => {
      queryClient.setQueryData(options.queryKey, result);
      track('reaction', { roastId, emoji, action: removed ? 'remove' : 'add' });
    },
  });
  return { query, toggle: mutation.mutate, pending: mutation.isPending, error: mutation.error };
}
