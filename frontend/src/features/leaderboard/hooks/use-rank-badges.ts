import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LeaderboardKind } from '@domain/api-schemas';
import { SHOWCASE_SIZE } from '@domain/limits';
import type { RankBadge } from '../../../components/RoastCard';
import { LEADERBOARD_BADGES, leaderboardQueryOptions } from '../api/leaderboard';

/** Leaderboard badges (ranks 1–3 of each board) by roast id, for gallery cards. */
export function useRankBadges(): Map<string, RankBadge[]> {
  const brutal = useQuery(leaderboardQueryOptions('brutal'));
  const designed = useQuery(leaderboardQueryOptions('designed'));
  return useMemo(() => {
    const map = new Map<string, RankBadge[]>();
    const add = (kind: LeaderboardKind, ids: string[]) =>
      ids.slice(0, SHOWCASE_SIZE).forEach((id, i) => {
        map.set(id, [...(map.get(id) ?? []), { kind, rank: i + 1, label: LEADERBOARD_BADGES[kind][i]! }]);
      });
    add('brutal', brutal.data?.map((r) => r.id) ?? []);
    add('designed', designed.data?.map((r) => r.id) ?? []);
    return map;
  }, [brutal.data, designed.data]);
}
