import type { LeaderboardKind } from './api-schemas';
import { VERDICT_BANDS, verdictBand } from './verdicts';

/**
 * Which hall a roast may enter (DESIGN §2.9): a roast stands in at most one.
 * The split follows the verdict bands: "Low Grade Pain" and worse (41–100) belong to the Hall of
 * Shame, "Barely Passable" and better (0–40) to the Hall of Excellence. Every public roast thus has
 * exactly one hall, and a 10/100 page can never be a "Design Dystopia" nor a 57/100 page an "MVP".
 */
export const SHAME_MIN_SCORE = 41;
/** The best (lowest) score of the Hall of Shame's bands; everything below is excellence. */
export const EXCELLENCE_MAX_SCORE = SHAME_MIN_SCORE - 1;

export function hallFor(score: number): LeaderboardKind {
  return verdictBand(score).min >= SHAME_MIN_SCORE ? 'brutal' : 'designed';
}

export function isInHall(kind: LeaderboardKind, score: number): boolean {
  return hallFor(score) === kind;
}

/** The verdicts that may enter each hall, worst first. */
export const HALL_VERDICTS: Record<LeaderboardKind, string[]> = {
  brutal: VERDICT_BANDS.filter((b) => b.min >= SHAME_MIN_SCORE).map((b) => b.verdict),
  designed: VERDICT_BANDS.filter((b) => b.max <= EXCELLENCE_MAX_SCORE).map((b) => b.verdict),
};

/** One line for a hall's empty state and intro: who may enter it. */
export const HALL_ENTRY_RULE: Record<LeaderboardKind, string> = {
  brutal: `Only public roasts scoring ${SHAME_MIN_SCORE} or more enter the Hall of Shame.`,
  designed: `Only public roasts scoring ${EXCELLENCE_MAX_SCORE} or less enter the Hall of Excellence.`,
};
