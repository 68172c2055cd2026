/** The ten reaction emojis and their labels (spec core-flow §9). */
export const REACTIONS = [
  { emoji: '😱', label: 'Horrifying' },
  { emoji: '🤢', label: 'Nauseating' },
  { emoji: '🔥', label: 'Brutal' },
  { emoji: '💀', label: 'Dead' },
  { emoji: '😂', label: 'Hilarious' },
  { emoji: '🗑️', label: 'Terrible' },
  { emoji: '🤯', label: 'Mind-blown' },
  { emoji: '👌', label: 'Perfect roast' },
  { emoji: '🎯', label: 'On target' },
  { emoji: '👏', label: 'Applause' },
] as const;

export type ReactionEmoji = (typeof REACTIONS)[number]['emoji'];
export const REACTION_EMOJIS = REACTIONS.map((r) => r.emoji) as [ReactionEmoji, ...ReactionEmoji[]];

export function isReactionEmoji(value: unknown): value is ReactionEmoji {
  return typeof value === 'string' && (REACTION_EMOJIS as readonly string[]).includes(value);
}

/** The detail screen summarises the top three reactions. */
export const TOP_REACTIONS_SHOWN = 3;
