import { queryOptions } from '@tanstack/react-query';
import type { LeaderboardKind, RoastSummary } from '@domain/api-schemas';
import { isInHall } from '@domain/halls';
import { apiRequest } from '../../../lib/api-client';

export const leaderboardQueryOptions = (kind: LeaderboardKind) =>
  queryOptions({
    queryKey: ['roasts', 'leaderboard', kind] as const,
    // The API lists each hall's band only (domain/halls.ts); the filter keeps badges honest whatever
    // a cache or an older server answers.
    queryFn: async ({ signal }) =>
      (await apiRequest<RoastSummary[]>(`/api/roasts/leaderboard/${kind}`, { signal })).filter((roast) =>
        isInHall(kind, roast.ughScore),
      ),
  });

/** Spec core-flow §2: badges for ranks 1 to 3 of each board. */
export const LEADERBOARD_BADGES: Record<LeaderboardKind, readonly [string, string, string]> = {
  brutal: ['The UGH Supreme', 'Runner-Up Wreck', 'Design Dystopia'],
  designed: ['UGHLess Wonder', 'Certified Not-Tragic', 'MVP'],
};

export const LEADERBOARD_BADGE_NOTES: Record<LeaderboardKind, string> = {
  brutal: 'Most Brutal Design of All Time',
  // The spec's "Best of the Week", but the halls rank all public roasts, not one week's.
  designed: 'Best Design of All Time',
};
