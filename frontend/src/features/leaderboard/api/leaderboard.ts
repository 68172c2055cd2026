import { queryOptions } from '@tanstack/react-query';
import type { LeaderboardKind, RoastSummary } from '../../../../../functions/domain/api-schemas';
import { apiRequest } from '../../../lib/api-client';

export const leaderboardQueryOptions = (kind: LeaderboardKind) =>
  queryOptions({
    queryKey: ['roasts', 'leaderboard', kind] as const,
    queryFn: ({ signal }) => apiRequest<RoastSummary[]>(`/api/roasts/leaderboard/${kind}`, { signal }),
  });

/** Spec core-flow §2: badges for ranks 1 to 3 of each board. */
export const LEADERBOARD_BADGES: Record<LeaderboardKind, readonly [string, string, string]> = {
  brutal: ['The UGH Supreme', 'Runner-Up Wreck', 'Design Dystopia'],
  designed: ['UGHLess Wonder', 'Certified Not-Tragic', 'MVP'],
};

export const LEADERBOARD_BADGE_NOTES: Record<LeaderboardKind, string> = {
  brutal: 'Most Brutal Design',
  designed: 'Best of the Week',
};
