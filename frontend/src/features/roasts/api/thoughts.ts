/** Spec core-flow §2/§4: 20 sarcastic "AI Thoughts", each tagged with an emotion that sets its colour. */
export type Emotion = 'smug' | 'horrified' | 'amused' | 'confused' | 'disappointed' | 'impressed';

/** Text colours, each ≥ 4.5:1 on the loading card's paper background. */
export const EMOTION_COLORS: Record<Emotion, string> = {
  smug: '#6d28d9',
  horrified: '#b91c1c',
  amused: '#a16207',
  confused: '#1d4ed8',
  disappointed: '#475569',
  impressed: '#15803d',
};

export const AI_THOUGHTS: ReadonlyArray<{ text: string; emotion: Emotion }> = [
  { text: 'Counting the fonts. Still counting. Oh no.', emotion: 'horrified' },
  { text: 'Measuring white space with a microscope…', emotion: 'smug' },
  { text: 'Is that a gradient or a cry for help?', emotion: 'confused' },
  { text: 'Asking the colour wheel for forgiveness.', emotion: 'disappointed' },
  { text: 'This call-to-action is playing hide and seek.', emotion: 'amused' },
  { text: 'Consulting the Geneva Conventions on UI.', emotion: 'horrified' },
  { text: 'Squinting at the grid. Is there a grid?', emotion: 'confused' },
  { text: 'Hmm, that contrast ratio has opinions.', emotion: 'smug' },
  { text: 'Wait… is this actually good? Let me check again.', emotion: 'impressed' },
  { text: 'Calculating the clutter index. Bringing snacks.', emotion: 'amused' },
  { text: 'Whoever picked this palette owes us an apology.', emotion: 'disappointed' },
  { text: 'Reading the headline. Re-reading the headline.', emotion: 'confused' },
  { text: 'Sharpening adjectives for your typography.', emotion: 'smug' },
  { text: 'The buttons are multiplying. Send help.', emotion: 'horrified' },
  { text: 'Found some alignment. Framing it for the museum.', emotion: 'impressed' },
  { text: 'Running the 3-second clarity test. Took 9.', emotion: 'amused' },
  { text: 'Drafting violation codes. V001 feels lonely.', emotion: 'smug' },
  { text: 'Zooming out to see the big picture. Still blurry.', emotion: 'disappointed' },
  { text: 'That hero image is doing a lot of heavy lifting.', emotion: 'amused' },
  { text: 'Polishing the verdict stamp. It is very shiny.', emotion: 'impressed' },
];

/** A random index different from `previous` (never the same thought twice in a row). */
export function nextThoughtIndex(previous: number, random: () => number = Math.random): number {
  if (AI_THOUGHTS.length < 2) return 0;
  const candidate = Math.floor(random() * (AI_THOUGHTS.length - 1));
  return candidate >= previous ? candidate + 1 : candidate;
}
