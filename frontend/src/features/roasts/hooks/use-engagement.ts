import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoastDetail } from '@domain/api-schemas';
import { useToast } from '../../../components';
import { track } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api-client';
import { getFingerprint } from '../../../lib/fingerprint';
import { likeRoast, roastKeys, shareRoast } from '../api/roasts';

export function useLike(roastId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => likeRoast(roastId, getFingerprint()),
    onSuccess: ({ likes, liked }) => {
      queryClient.setQueryData<RoastDetail>(roastKeys.detail(roastId), (old) =>
        old ? { ...old, likes } : old,
      );
      if (liked) {
        track('roast_liked', { roastId });
        toast({ title: 'Liked!', description: 'Thanks for the feedback!' });
      } else {
        toast({
          title: 'Already liked',
          description: 'One like per visitor. We counted yours.',
          tone: 'info',
        });
      }
    },
    onError: (error) =>
      toast({
        title: 'Could not like',
        description: errorMessage(error, 'Please try again.'),
        tone: 'error',
      }),
  });
}

export function useShare(roastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: string) => shareRoast(roastId).then((r) => ({ ...r, channel })),
    onSuccess: ({ shareCount, channel }) => {
      queryClient.setQueryData<RoastDetail>(roastKeys.detail(roastId), (old) =>
        old ? { ...old, shareCount } : old,
      );
      track('roast_shared', { roastId, channel });
    },
  });
}
