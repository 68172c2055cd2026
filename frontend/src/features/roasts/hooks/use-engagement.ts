import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RoastDetail } from '@domain/api-schemas';
import { useToast } from '../../../components';
import { track } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api-client';
import { getFingerprint } from '../../../lib/fingerprint';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';
import { likeRoast, roastKeys, shareRoast } from '../api/roasts';

/** How many liked roasts a browser remembers (the oldest are forgotten first). */
const LIKED_MEMORY = 500;

function likedRoasts(): string[] {
  const stored = readJson<unknown>('local', STORAGE_KEYS.likedRoasts);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

function rememberLiked(roastId: string): void {
  const ids = likedRoasts().filter((id) => id !== roastId);
  writeJson('local', STORAGE_KEYS.likedRoasts, [...ids, roastId].slice(-LIKED_MEMORY));
}

/**
 * The Like button: whether this visitor has liked the roast (remembered in this browser, and learnt
 * from the server when it answers "already liked"), and the mutation that likes it.
 */
export function useLike(roastId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [liked, setLiked] = useState(() => likedRoasts().includes(roastId));
  useEffect(() => setLiked(likedRoasts().includes(roastId)), [roastId]);
  const mutation = useMutation({
    mutationFn: () => likeRoast(roastId, getFingerprint()),
    onSuccess: ({ likes, liked }) => {
      rememberLiked(roastId);
      setLiked(true);
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
  return { ...mutation, liked };
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
