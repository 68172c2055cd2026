import type { LeaderboardKind } from '@domain/api-schemas';
import { HALL_ENTRY_RULE } from '@domain/halls';

/** A hall with nobody in its score band (the spec's empty state, plus who may enter). */
export function HallEmptyState({ kind }: { kind: LeaderboardKind }) {
  return (
    <div className="showcase__empty">
      <p className="showcase__empty-title">No submissions yet</p>
      <p className="muted">{HALL_ENTRY_RULE[kind]} Be the first to get roasted!</p>
    </div>
  );
}
