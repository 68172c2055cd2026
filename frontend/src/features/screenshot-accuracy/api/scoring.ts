/**
 * The screenshot accuracy tool's scoring (supporting-pages spec §9): a heuristic that reads the size of
 * the base64 JPEG data as a proxy for how much of the page was rendered (a blank or half-loaded page
 * compresses to very little). Pure functions, so the bands are pinned by unit tests.
 */
export type Device = 'desktop' | 'mobile';
export type StrategyId = 'networkidle' | 'delay';
export type Winner = 'tie' | StrategyId;

/** Overall scores closer than this are a tie. */
export const TIE_MARGIN = 5;
export const MAX_SCORE = 100;
const SIZE_BONUS_DIVISOR = 20_000;
const SIZE_BONUS_CAP = 40;

export const SIZE_WARNINGS = {
  verySmall: 'Very small screenshot - content may be missing',
  small: 'Small screenshot - possible loading issues',
  veryLarge: 'Very large screenshot - may include unnecessary content',
} as const;

function sizeBand(size: number): number {
  if (size > 800_000) return 30;
  if (size > 500_000) return 20;
  if (size > 200_000) return 10;
  return 5;
}

/** Extra points where a device's screenshot is big enough to hold a fully rendered first screen. */
function deviceBonus(device: Device, size: number): number {
  const [first, second] = device === 'mobile' ? [300_000, 500_000] : [600_000, 900_000];
  return (size > first ? 20 : 0) + (size > second ? 30 : 0);
}

/**
 * Accuracy 0–100 for one screenshot from the length of its base64 data. A missing screenshot scores 0:
 * nothing was captured, so nothing about it is accurate.
 */
export function deviceAccuracy(device: Device, size: number): number {
  if (size <= 0) return 0;
  const raw =
    sizeBand(size) + deviceBonus(device, size) + Math.min(SIZE_BONUS_CAP, size / SIZE_BONUS_DIVISOR);
  return Math.round(Math.min(MAX_SCORE, raw));
}

/** The mean of the desktop and mobile scores, to one decimal. */
export function overallAccuracy(desktop: number, mobile: number): number {
  return Math.round(((desktop + mobile) / 2) * 10) / 10;
}

/** The one size warning a screenshot earns, if any (none for a missing screenshot: that is an issue). */
export function sizeWarning(size: number): string | null {
  if (size <= 0) return null;
  if (size < 100_000) return SIZE_WARNINGS.verySmall;
  if (size < 200_000) return SIZE_WARNINGS.small;
  if (size > 1_500_000) return SIZE_WARNINGS.veryLarge;
  return null;
}

/**
 * The winner of a comparison, only once both strategies have a result: a tie when their overall
 * scores differ by less than {@link TIE_MARGIN} points, else the higher one.
 */
export function decideWinner(
  enhanced: { overall: number } | null | undefined,
  delay: { overall: number } | null | undefined,
): Winner | null {
  if (!enhanced || !delay) return null;
  const difference = enhanced.overall - delay.overall;
  if (Math.abs(difference) < TIE_MARGIN) return 'tie';
  return difference > 0 ? 'networkidle' : 'delay';
}
