/** Verdict bands (spec core-flow §9). Scores are integers 0–100; higher is worse. */
export const VERDICT_BANDS = [
  { min: 81, max: 100, verdict: 'Certified UGH™', description: 'Design crimes against humanity' },
  { min: 61, max: 80, verdict: 'Visual Offense', description: 'Actively hurts to look at' },
  { min: 41, max: 60, verdict: 'Low Grade Pain', description: 'A dull ache you can learn to live with' },
  { min: 21, max: 40, verdict: 'Barely Passable', description: 'Gets the job done, grudgingly' },
  {
    min: 0,
    max: 20,
    verdict: 'Improbably Acceptable',
    description: 'We looked hard for crimes and found few',
  },
] as const;

export type Verdict = (typeof VERDICT_BANDS)[number]['verdict'];
export const VERDICTS = VERDICT_BANDS.map((b) => b.verdict) as [Verdict, ...Verdict[]];

function assertScore(score: number): void {
  if (!Number.isInteger(score) || score < 0 || score > 100) {
    throw new RangeError(`UGH score must be an integer 0–100, got ${score}`);
  }
}

export function verdictBand(score: number): (typeof VERDICT_BANDS)[number] {
  assertScore(score);
  const band = VERDICT_BANDS.find((b) => score >= b.min && score <= b.max);
  if (!band) throw new RangeError(`No verdict band for ${score}`);
  return band;
}

export function verdictFor(score: number): Verdict {
  return verdictBand(score).verdict;
}

/**
 * Colour theme by score (spec core-flow §2, roast detail): 81+ red, 61–80 orange, 41–60
 * yellow-orange, 21–40 yellow, 0–20 green. Hex values are the design system's base tones.
 */
export const SCORE_THEMES = [
  { min: 81, max: 100, theme: 'red', hex: '#dc2626' },
  { min: 61, max: 80, theme: 'orange', hex: '#ea580c' },
  { min: 41, max: 60, theme: 'yellow-orange', hex: '#f59e0b' },
  { min: 21, max: 40, theme: 'yellow', hex: '#eab308' },
  { min: 0, max: 20, theme: 'green', hex: '#16a34a' },
] as const;

export type ScoreTheme = (typeof SCORE_THEMES)[number]['theme'];

export function scoreTheme(score: number): (typeof SCORE_THEMES)[number] {
  assertScore(score);
  const theme = SCORE_THEMES.find((t) => score >= t.min && score <= t.max);
  if (!theme) throw new RangeError(`No theme for ${score}`);
  return theme;
}
