/**
 * Evidence in plain words: how each measured fact reads to a person. A violation's evidence
 * keeps its machine fields (`metric`, the fact's key; `unit`, the measure's technical unit) for the API
 * and tools; everything a person reads says it here, once per fact: what was measured, in everyday
 * words, beside something to compare it with ("10% of the screen is edges and outlines. A typical
 * popular site: 4%; flagged above 8.5%."). The engine's texts, the SPA and the CLI reports all read
 * these words; a unit test scans every text for fact keys and units. Pure data: no I/O.
 */
import { FACTS, type FactKey } from './violation-catalogue';
import type { ViolationEvidence } from './violations';

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * How a fact value reads in a sentence: fractions of a screen as percentages (one decimal under 10%,
 * so that 8.5% is not shown as 9%), others rounded to the fact's digits.
 */
export function formatFact(key: FactKey, value: number): string {
  const { unit, digits } = FACTS[key];
  if (/^fraction/.test(unit)) {
    const pct = value * 100;
    return pct > 0 && pct < 10 ? `${round(pct, 1)}%` : `${Math.round(pct)}%`;
  }
  const r = round(value, digits);
  return digits === 0 ? r.toLocaleString('en-US') : String(r);
}

export interface FactWords {
  /** A short name a person understands ("open space"), for lists and labels. */
  label: string;
  /** The measurement as a clause: `shown` is the formatted value, `n` the raw one (for "no"/plurals). */
  says: (shown: string, n: number) => string;
  /** Something to compare it with: a typical popular site, a standard, a common rule of thumb. */
  reference?: string;
  /** What a bare number of this fact is counted in, for the limit ("flagged below 2:1", "… 8 px"). */
  per?: string;
}

/** "1 pop-up", "3 pop-ups". */
const count = (n: number, shown: string, one: string, many: string) => `${shown} ${n === 1 ? one : many}`;
/** Median of AIM's 427 Alexa top-500 desktop screenshots (engine/data/alexa500-quantiles.json). */
const typical = (value: string) => `a typical popular site: ${value}`;

/** Every fact's words. `satisfies` makes a new fact without words a type error. */
export const FACT_WORDS = {
  colourfulness: {
    label: 'colourfulness',
    says: (v) => `colourfulness scores ${v} (0 is grey, past 100 is garish)`,
    reference: typical('39'),
  },
  luminanceSd: {
    label: 'light–dark range',
    says: (v) => `brightness varies by ${v} levels of 255 across the page`,
    reference: typical('74'),
    per: ' levels',
  },
  viewportLuminanceSd: {
    label: 'light–dark range of the first screen',
    says: (v) => `brightness varies by ${v} levels of 255 across the first screen`,
    reference: typical('74'),
    per: ' levels',
  },
  distinctRgb: {
    label: 'number of colours',
    says: (v) => `the page shows ${v} distinct colours`,
    reference: typical('about 5,600'),
  },
  colourClusters: {
    label: 'groups of colours',
    says: (v) => `its colours fall into ${v} groups of near-identical shades`,
    reference: typical('about 260'),
  },
  paletteSize: {
    label: 'palette size',
    says: (v, n) => `${count(n, v, 'colour covers', 'colours each cover')} at least 0.5% of the screen`,
    reference: 'a designed palette has about five',
  },
  saturationMean: {
    label: 'colour strength',
    says: (v) => `colour strength averages ${v} (0 is grey, 1 is pure colour)`,
    reference: typical('0.15'),
  },
  saturationSd: {
    label: 'spread of colour strength',
    says: (v) =>
      `colour strength varies by ${v} across the page (0: all alike; 0.5: grey beside pure colour)`,
    reference: typical('0.22'),
  },
  valueMean: {
    label: 'brightness',
    says: (v) => `average brightness is ${v} (0 is black, 1 is white)`,
    reference: typical('0.81'),
  },
  neonShare: {
    label: 'neon colour',
    says: (v) => `${v} of the screen is full-strength neon colour`,
    reference: 'accents need under 5%',
  },
  saturatedHues: {
    label: 'strong hues',
    says: (v, n) => `${count(n, v, 'strong hue covers', 'strong hues each cover')} 1% or more of the screen`,
    reference: 'a designed palette has one or two',
  },
  contourDensity: {
    label: 'busyness',
    says: (v) => `${v} of the screen is edges and outlines`,
    reference: typical('4%'),
  },
  viewportContourDensity: {
    label: 'busyness of the first screen',
    says: (v) => `${v} of the first screen is edges and outlines`,
    reference: typical('4%'),
  },
  densestCell: {
    label: 'busiest spot',
    says: (v) => `in the busiest part of the screen, ${v} is edges and outlines`,
    reference: `${typical('4%')} overall`,
  },
  figureGround: {
    label: 'faint outlines',
    says: (v) => `outline faintness is ${v} (0 to 1; higher means more outlines only just show)`,
    reference: typical('0.64'),
  },
  contourCongestion: {
    label: 'crowded outlines',
    says: (v) => `${v} of the outlines have another within 20 px on every side`,
    reference: typical('66%'),
  },
  congestionOutsidePictures: {
    label: 'crowded outlines outside pictures',
    says: (v) => `outside the pictures, ${v} of the outlines have another within 20 px on every side`,
    reference: typical('66%'),
  },
  pictureShare: {
    label: 'pictures in the first screen',
    says: (v) => `pictures fill ${v} of the first screen`,
  },
  lightness: {
    label: 'lightness',
    says: (v) => `average lightness is ${v} (0 is black, 100 is white)`,
  },
  featureCongestion: {
    label: 'clutter',
    says: (v) => `a clutter score of ${v} (how strongly colours, contrasts and directions compete)`,
    reference: typical('4.7'),
  },
  subbandEntropy: {
    label: 'fine detail',
    says: (v) => `a fine-detail score of ${v} (how much small, irregular texture there is)`,
    reference: typical('3.2'),
  },
  whiteSpace: {
    label: 'open space',
    says: (v) => `${v} of the screen is open space`,
  },
  viewportWhiteSpace: {
    label: 'open space in the first screen',
    says: (v) => `${v} of the first screen is open space`,
  },
  focus: {
    label: 'focal point',
    says: (v) => `detail varies by ${v} across the first screen (0 means spread perfectly evenly)`,
  },
  blockCount: {
    label: 'separate blocks',
    says: (v, n) => `the page splits into ${count(n, v, 'block', 'separate blocks')}`,
  },
  popupShare: {
    label: 'pop-ups',
    says: (v) => `pop-ups cover ${v} of the first screen`,
  },
  wallpaper: {
    label: 'patterned background',
    says: (v) => `the margins repeat a tiled pattern (strength ${v}, from 0 for none to 2)`,
    reference: 'no top site passes 0.18',
  },
  busyTextGround: {
    label: 'text on a busy background',
    says: (v) => `${v} of the text sits on a photo, pattern or texture`,
    reference: 'most top sites: 2% or less',
  },
  textHues: {
    label: 'text colours',
    says: (v, n) => `the text comes in ${count(n, v, 'strong hue', 'strong hues')}`,
    reference: 'most top sites use none or one (a link colour)',
  },
  centredShare: {
    label: 'centred text',
    says: (v) => `${v} of the text is on short centred lines`,
    reference: 'a typical top site: 6%',
  },
  textAtEdge: {
    label: 'text against the edge',
    says: (v) => `${v} of the text starts against the left edge of the screen, with no margin`,
    reference: 'most top sites: under 10%',
  },
  designedSurface: {
    label: 'designed surfaces',
    says: (v) =>
      `${v} of the first screen is pictures, colour fields, bars or buttons; the rest is bare ground and text`,
    reference: 'a typical top site: 45%',
  },
  texturedMargins: {
    label: 'textured background',
    says: (v) => `the margins show a textured background down ${v} of the first screen`,
    reference: 'most top sites: none',
  },
  clippedText: {
    label: 'cut-off text',
    says: (v, n) =>
      `${count(n, v, 'piece of text is', 'pieces of text are')} cut off by a box or the screen edge`,
  },
  overlappingText: {
    label: 'overlapping text',
    says: (v, n) =>
      `${count(n, v, 'piece of text is', 'pieces of text are')} printed over other text or a picture`,
  },
  popupCount: {
    label: 'pop-ups',
    says: (v, n) => `${count(n, v, 'pop-up sits', 'pop-ups sit')} over a dimmed first screen`,
  },
  staggeredCards: {
    label: 'uneven cards',
    says: (v, n) => `${count(n, v, 'card', 'cards')} side by side, each at its own height and width`,
    reference: 'no top site has such a row',
  },
  loudButtonHues: {
    label: 'button colours',
    says: (v, n) => `the loud buttons come in ${count(n, v, 'colour family', 'colour families')}`,
    reference: 'no top site uses more than two',
  },
  boxedLabels: {
    label: 'buttons, fields and tags',
    says: (v, n) => `${count(n, v, 'button, field or tag', 'buttons, fields and tags')} in the first screen`,
  },
  misalignedPairs: {
    label: 'misaligned neighbours',
    says: (v, n) => `${count(n, v, 'pair', 'pairs')} of neighbouring elements share no edge or centre line`,
  },
  misalignedShare: {
    label: 'misaligned neighbours',
    says: (v) => `${v} of neighbouring elements share no edge or centre line`,
  },
  blockSizeKinds: {
    label: 'block widths',
    says: (v, n) => `blocks come in ${count(n, v, 'width', 'different widths')}`,
  },
  textCoverage: {
    label: 'text coverage',
    says: (v) => `text covers ${v} of the first screen`,
  },
  wordCount: {
    label: 'words in the first screen',
    says: (v, n) => `about ${count(n, v, 'word', 'words')} in the first screen`,
  },
  smallestTextPx: {
    label: 'smallest text',
    says: (v) => `the smaller text lines are ${v} px tall on a 1280 px wide screen`,
    reference: '9 px type already measures 8.5 px or more',
    per: ' px',
  },
  bodyTextPx: {
    label: 'body text size',
    says: (v) => `body text lines are ${v} px tall on a 1280 px wide screen`,
    per: ' px',
  },
  textSizeCount: {
    label: 'text sizes',
    says: (v, n) => `text comes in ${count(n, v, 'size', 'different sizes')} in the first screen`,
    reference: 'a type scale has four or five',
  },
  headlineRatio: {
    label: 'headline size',
    says: (v) => `the largest text is ${v}× the size of the typical text`,
    reference: 'a headline that leads is twice the body text or more',
    per: '×',
  },
  ctaCount: {
    label: 'calls to action',
    says: (v, n) =>
      n === 0
        ? 'no call to action (sign up, buy, contact, …) in the first screen'
        : `${count(n, v, 'call to action', 'calls to action')} (sign up, buy, contact, …) in the first screen`,
  },
  textContrastMedian: {
    label: 'typical text contrast',
    says: (v) => `typical text stands at about ${v}:1 against its background`,
    reference: 'WCAG asks 4.5:1 for body text',
    per: ':1',
  },
  textContrastMin: {
    label: 'faintest text',
    says: (v) => `the faintest text line is about ${v}:1 against its background`,
    reference: 'WCAG asks 4.5:1 for body text, 3:1 for large text',
    per: ':1',
  },
  lowContrastWords: {
    label: 'faint text',
    says: (v) => `${v} of the text is under 4.5:1 contrast`,
    reference: 'WCAG asks 4.5:1 for all body text',
  },
  shoutingShare: {
    label: 'words in capitals',
    says: (v) => `${v} of the words are in capitals`,
  },
  exclaimedLines: {
    label: 'exclamation marks',
    says: (v, n) =>
      `${count(n, v, 'headline or label ends', 'headlines and labels end')} in an exclamation mark`,
    reference: 'no top site has more than one',
  },
  colourDrift: {
    label: 'colour change between pages',
    says: (v) => `colourfulness differs by ${v} points between the screenshots`,
    per: ' points',
  },
  densityDrift: {
    label: 'busyness change between pages',
    says: (v) => `one screenshot is ${v}× as busy as another`,
    per: '×',
  },
  paletteDrift: {
    label: 'palette change between pages',
    says: (v) => `${v} of the main colours appear on one screenshot only`,
  },
  mobileSmallestTextPx: {
    label: 'smallest text on the phone',
    says: (v) => `on the phone, the smaller text lines are ${v} px tall`,
    reference: '12 px type measures about 13 px',
    per: ' px',
  },
  mobileDensity: {
    label: 'busyness of the phone screen',
    says: (v) => `${v} of the phone screen is edges and outlines`,
    reference: `${typical('4%')} on a desktop screen`,
  },
  mobileWhiteSpace: {
    label: 'open space on the phone',
    says: (v) => `${v} of the phone screen is open space`,
  },
  fontFamilies: {
    label: 'font families',
    says: (v, n) => `the page renders ${count(n, v, 'font family', 'font families')}`,
    reference: 'most designs use one or two',
  },
  fontSizeCount: {
    label: 'font sizes',
    says: (v, n) => `the page uses ${count(n, v, 'font size', 'font sizes')}`,
    reference: 'a type scale has five or six',
  },
  typeStyleCount: {
    label: 'type styles',
    says: (v, n) =>
      `the text uses ${count(n, v, 'type style', 'type styles')} (a family at one weight and slant)`,
  },
  minFontPx: {
    label: 'smallest font',
    says: (v) => `the smallest text is set at ${v} px`,
    reference: 'body text wants 16 px, captions 12 px',
    per: ' px',
  },
  contrastFailures: {
    label: 'text colours failing contrast',
    says: (v, n) => `${count(n, v, 'text colour fails', 'text colours fail')} WCAG AA contrast`,
    reference: 'WCAG AA asks 4.5:1, or 3:1 for large text',
  },
  worstContrastRatio: {
    label: 'faintest text colour',
    says: (v) => `the faintest text colour is ${v}:1 against its background`,
    reference: 'WCAG asks 4.5:1 for body text',
    per: ':1',
  },
  smallTapTargets: {
    label: 'small tap targets',
    says: (v, n) => `${count(n, v, 'tap target is', 'tap targets are')} smaller than 44×44 px on the phone`,
    reference: 'a fingertip needs 44×44 px',
  },
  horizontalOverflowPx: {
    label: 'sideways scrolling',
    says: (v) => `the phone view scrolls ${v} px sideways`,
    reference: 'a phone page should not scroll sideways at all',
    per: ' px',
  },
  headingSkips: {
    label: 'skipped heading levels',
    says: (v, n) => `the heading outline skips a level ${n === 1 ? 'once' : `${v} times`}`,
  },
  h1Count: {
    label: 'main headings',
    says: (v, n) => (n === 0 ? 'the page has no main heading (h1)' : `the page has ${v} main headings (h1)`),
    reference: 'a page wants exactly one',
  },
  imagesWithoutAlt: {
    label: 'images without a text alternative',
    says: (v, n) => `${count(n, v, 'image has', 'images have')} no text alternative (alt text)`,
  },
  axeCritical: {
    label: 'critical accessibility failures',
    says: (v, n) =>
      `automated accessibility checks find ${count(n, v, 'critical failure', 'critical failures')}`,
  },
  axeTotal: {
    label: 'accessibility problems',
    says: (v, n) => `automated accessibility checks find ${count(n, v, 'problem', 'problems')}`,
  },
  pageScreens: {
    label: 'page length',
    says: (v) => `the page is ${v} desktop screens long`,
    per: ' screens',
  },
  repeatedSections: {
    label: 'repeated sections',
    says: (v, n) => `${count(n, v, 'section repeats', 'sections repeat')} one higher up the page`,
  },
  footerLinks: {
    label: 'footer links',
    says: (v) => `the last screen holds ${v} small link lines`,
  },
  foldPaletteDrift: {
    label: 'colours below the first screen',
    says: (v) => `${v} of the page below the first screen is in colours the first screen never uses`,
  },
} as const satisfies Record<FactKey, FactWords>;

const isFact = (metric: string): metric is FactKey => Object.hasOwn(FACTS, metric);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Who measured a fact (FACTS' `source`): `multi` facts sit between screenshots, `whole-page` ones on the full capture. */
export function factSource(metric: string): string | undefined {
  return isFact(metric) ? FACTS[metric].source : undefined;
}

/** The human label of a measured fact; a metric the catalogue does not know gets a neutral one. */
export function factLabel(metric: string): string {
  return isFact(metric) ? FACT_WORDS[metric].label : 'measurement';
}

/**
 * One violation's evidence in plain words: the measurement, then something to compare it with and
 * where the finding starts ("10% of the screen is edges and outlines. A typical popular site: 4%;
 * flagged above 8.5%."). A count flagged from its first occurrence (more than 0, fewer than 1) needs
 * no limit. A metric outside the catalogue (a model's own finding) is stated without its key.
 */
export function evidenceSentence(e: Pick<ViolationEvidence, 'metric' | 'value' | 'threshold'>): string {
  const above = e.value > e.threshold;
  if (!isFact(e.metric)) return `Measured ${e.value}; flagged ${above ? 'above' : 'below'} ${e.threshold}.`;
  const { digits } = FACTS[e.metric];
  const words: FactWords = FACT_WORDS[e.metric];
  // Any at all is flagged (more than 0 pop-ups' worth of screen, fewer than 1 call to action).
  const obvious = (above && e.threshold === 0) || (!above && e.threshold === 1 && digits === 0);
  const limit = obvious
    ? undefined
    : `flagged ${above ? 'above' : 'below'} ${formatFact(e.metric, e.threshold)}${words.per ?? ''}`;
  const compare = [words.reference, limit].filter(Boolean).join('; ');
  const stated = `${cap(words.says(formatFact(e.metric, e.value), e.value))}.`;
  return compare ? `${stated} ${cap(compare)}.` : stated;
}
