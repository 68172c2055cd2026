/**
 * The 3-second clarity test and the verdict never contradict each other. The engine
 * computes the clarity score from the same sub-scores and findings as the UGH score
 * (engine/advice.ts); this module holds the rule that ties the two together, so that any critic's
 * clarity (the Bedrock model's too) is held to it by the workflow's Score step:
 * - a page in the two worst bands (UGH 61+) never reads "Clear";
 * - a passable page (UGH 0–40) never reads "WTF", and a page in the best band (0–20) always reads
 *   "Clear";
 * - every rating other than "Clear" comes with at least one concrete piece of advice.
 */
import type { ClarityAnalysis } from './api-schemas';

export type Understanding = ClarityAnalysis['userUnderstanding'];

/** Clarity 7 and up reads "Clear", 4 up to 7 "Confusing", below 4 "WTF". */
export const CLEAR_FROM = 7;
export const CONFUSING_FROM = 4;

export function understandingOf(score: number): Understanding {
  return score >= CLEAR_FROM ? 'clear' : score >= CONFUSING_FROM ? 'confusing' : 'wtf';
}

/** The sentence that states the rating in the commentary. */
export const UNDERSTANDING_SENTENCE: Record<Understanding, string> = {
  clear: 'A first-time visitor should get the point within three seconds.',
  confusing: 'A first-time visitor has to work to find the point.',
  wtf: 'A first-time visitor will likely bounce before finding the point.',
};

/** The clarity scores (0–10, one decimal) a page with this UGH score may read. */
export function clarityRange(ughScore: number): { min: number; max: number } {
  if (ughScore >= 61) return { min: 0, max: CLEAR_FROM - 0.1 };
  if (ughScore <= 20) return { min: CLEAR_FROM, max: 10 };
  if (ughScore <= 40) return { min: CONFUSING_FROM, max: 10 };
  return { min: 0, max: 10 };
}

/** A clarity score held to the range of the page's UGH score, to one decimal. */
export function boundClarityScore(score: number, ughScore: number): number {
  const { min, max } = clarityRange(ughScore);
  return Math.round(Math.min(max, Math.max(min, score)) * 10) / 10;
}

/** Advice for a page whose first screen is hard to read at a glance, when nothing more specific is known. */
export const GLANCE_ADVICE =
  'Run a five-second test with someone new to the site: if they cannot say what it offers, cut the first screen to one headline, one sentence and one button.';

/**
 * Any critic's clarity made consistent with the UGH score shown beside it: the score held to its
 * range, the rating read from that score (a rating sentence of UNDERSTANDING_SENTENCE in the
 * commentary follows it; other commentary gets the new sentence added), and a rating other than
 * "Clear" given at least one recommendation (the first of `advice`, the roast's suggestions in impact
 * order, or GLANCE_ADVICE). Unchanged when it already agrees.
 */
export function consistentClarity(
  clarity: ClarityAnalysis,
  ughScore: number,
  advice: readonly string[],
): ClarityAnalysis {
  const score = boundClarityScore(clarity.score, ughScore);
  const userUnderstanding = understandingOf(score);
  let commentary = clarity.commentary;
  if (userUnderstanding !== clarity.userUnderstanding) {
    const stated = Object.values(UNDERSTANDING_SENTENCE).find((s) => commentary.includes(s));
    commentary = stated
      ? commentary.replace(stated, UNDERSTANDING_SENTENCE[userUnderstanding])
      : `${commentary.trim()} ${UNDERSTANDING_SENTENCE[userUnderstanding]}`.trim();
  }
  const first = advice.find((a) => a.trim().length > 0) ?? GLANCE_ADVICE;
  const recommendations =
    userUnderstanding !== 'clear' && clarity.recommendations.length === 0 ? [first] : clarity.recommendations;
  return { score, commentary, userUnderstanding, recommendations };
}
