/** The three roast levels a visitor can choose (spec core-flow §1). */
export const ROAST_LEVELS = ['honest', 'brutal', 'undigestable'] as const;
export type RoastLevel = (typeof ROAST_LEVELS)[number];

export const ROAST_LEVEL_LABELS: Record<RoastLevel, { label: string; tagline: string }> = {
  honest: { label: 'Honest', tagline: 'Constructive with sass' },
  brutal: { label: 'Brutal', tagline: 'Harsh but accurate' },
  undigestable: { label: 'Undigestable', tagline: 'Maximum savagery' },
};

export function isRoastLevel(value: unknown): value is RoastLevel {
  return typeof value === 'string' && (ROAST_LEVELS as readonly string[]).includes(value);
}
