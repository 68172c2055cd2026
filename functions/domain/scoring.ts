import { CRITERIA, SUB_SCORE_MAX, SUB_SCORE_MIN, type SubScores } from './criteria';

/**
 * Sub-scores are kept to one decimal place. Working in integer tenths and integer weight percents
 * keeps the weighted sum exact, so a quality of exactly x.5 always rounds the same way.
 */
function toTenths(value: number): number {
  if (!Number.isFinite(value) || value < SUB_SCORE_MIN || value > SUB_SCORE_MAX) {
    throw new RangeError(`Sub-score ${value} is outside ${SUB_SCORE_MIN}–${SUB_SCORE_MAX}`);
  }
  return Math.round(value * 10);
}

/** Weighted quality on a 0–100 scale, exact to 0.01 (sum of weight% × sub-score / 10). */
export function qualityScore(subScores: SubScores): number {
  const weightedTenthsPercent = CRITERIA.reduce(
    (sum, c) => sum + c.weightPercent * toTenths(subScores[c.key]),
    0,
  );
  // weightPercent (sums to 100) × tenths (0–100) ⇒ 0–10 000; /100 gives quality on 0–100.
  return weightedTenthsPercent / 100;
}

/** UGH Score = 100 − round(weighted quality × 10); higher is worse. */
export function ughScore(subScores: SubScores): number {
  return 100 - Math.round(qualityScore(subScores));
}

/** Rounds a measured or proposed sub-score to the one-decimal precision the product stores. */
export function roundSubScore(value: number): number {
  const clamped = Math.min(SUB_SCORE_MAX, Math.max(SUB_SCORE_MIN, value));
  return Math.round(clamped * 10) / 10;
}
