/**
 * The scoring model's terms, by id: the one typed set that the reads (scoring-terms.ts) and the weight
 * table (data/score-model.json, validated by score-model.ts) must both cover exactly.
 */
export const TERM_IDS = [
  'no focal picture',
  'bare page',
  'text against the edge',
  'everything centred',
  'text on busy ground',
  'flat first screen',
  'headline in hiding',
  'boxed-label blizzard',
  'crowded layout',
  'feature congestion',
  'subband entropy',
  'no white space',
  'near-empty page',
  'dense edges',
  'ragged layout',
  'ragged beyond top sites',
  'small body text',
  'wall of words',
  'faded text',
  'invisible ink',
  'rainbow text',
  'neon on black',
  'pale page',
  'competing hues',
  'garish colour',
  'neon',
  'button rainbow',
  'patterned wallpaper',
  'textured ground',
  'pop-up',
  'exclamation inflation',
  'staggered cards',
  'crime spree',
  'loud all over',
  'colour drift',
  'density drift',
  'palette drift',
  'font families',
  'type styles',
  'tiny fonts',
  'WCAG failures',
  'sideways scroll',
  'small tap targets',
  'skipped headings',
  'no h1',
  'critical axe violations',
  'clipped text',
  'overlapping text',
] as const;

export type TermId = (typeof TERM_IDS)[number];

/**
 * Terms on facts only a URL capture (the live page's styles and audits) or several screenshots of one
 * site measure. No page the model is fitted on has them, so the verdict scale (score-model.ts), fitted
 * on single screenshots, never saw their points: they are taken on the shown scale at the table's
 * weight, not stretched by the scale's slope (which turned a clean page's font count and small phone
 * links into 25 extra points).
 */
export const UNSCALED_TERM_IDS = [
  'colour drift',
  'density drift',
  'palette drift',
  'font families',
  'type styles',
  'tiny fonts',
  'WCAG failures',
  'sideways scroll',
  'small tap targets',
  'skipped headings',
  'no h1',
  'critical axe violations',
  'clipped text',
  'overlapping text',
] as const satisfies readonly TermId[];
