/**
 * What a roast is called on its page, cards, leaderboards and share text (every upload
 * used to be "Untitled design"). First what people said, then what the page says about itself:
 *
 *   1. the creator's own title (optional `title` on POST /api/roasts)
 *   2. the name given when it was promoted
 *   3. the site's name from its metadata (og:site_name / application-name, or sent by the client)
 *   4. the page's <title> (URL capture, or sent by the client)
 *   5. the brand or headline read from the first screenshot (OCR, `result.siteName`)
 *   6. the domain, or the host of the URL
 *   7. "Roast #0042": never "Untitled"
 */
import type { Roast } from './roast';

export const ROAST_TITLE_MAX_CHARS = 80;

/** C0/C1 controls and the bidi overrides/isolates that could reorder what is shown around a title. */
const UNSAFE_CHARS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export function hasUnsafeTitleChars(text: string): boolean {
  return UNSAFE_CHARS.test(text);
}

/**
 * Half of a surrogate pair on its own (JSON can carry one as a `\ud83d` escape) is no character: stored,
 * it would show as garbage, and UTF-8 (DynamoDB, the share card, the search index) cannot encode it.
 * In a `u` regular expression a surrogate range matches only unpaired ones.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

export function roastNumberLabel(number: number): string {
  return `Roast #${String(number).padStart(4, '0')}`;
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return (
      new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/^www\./, '') || undefined
    );
  } catch {
    return undefined;
  }
}

/** Whitespace collapsed; a lone surrogate from another source (metadata, OCR) becomes U+FFFD. */
const clean = (text: string | null | undefined) =>
  text
    ?.replace(/[\ud800-\udfff]/gu, '\ufffd')
    .replace(/\s+/g, ' ')
    .trim() || undefined;

export type TitledRoast = Pick<Roast, 'number' | 'website' | 'promotion'> & {
  title?: string | null;
  result: { siteName?: string | null } | null;
};

export function roastTitle(roast: TitledRoast): string {
  return (
    clean(roast.title) ??
    clean(roast.promotion?.websiteName) ??
    clean(roast.website.name) ??
    clean(roast.website.title) ??
    clean(roast.result?.siteName) ??
    clean(roast.website.domain) ??
    hostOf(roast.website.url) ??
    roastNumberLabel(roast.number)
  );
}

// ---------- the brand or headline read from a screenshot ----------

/** One line the OCR read: text, its confidence (0–100) and where it sits on the first screenshot. */
export interface ReadLine {
  text: string;
  confidence: number;
  box: { x: number; y: number; width: number; height: number };
}

/** Below this, tesseract's reading is too often wrong to put in a title. */
const MIN_CONFIDENCE = 80;
/**
 * A logo's word mark is often set in a display face tesseract reads right but doubts ("Fathom" at
 * 72): in the masthead a line needs less, and less again when a confident line repeats its word
 * ("Ledgerly" at 57 beside "Ledgerly automates reconciliation…").
 */
const MASTHEAD_MIN_CONFIDENCE = 70;
const ECHOED_MIN_CONFIDENCE = 50;
/** The masthead: a line whose top is within the first 90 px of the (≤ 1200 px wide) screenshot. */
const MASTHEAD_PX = 90;
const MASTHEAD_MAX_WORDS = 4;
/** Lines within this share of the tallest masthead line count as the same size (logo vs. nav). */
const SAME_SIZE = 0.15;
/** A headline stands out: this much taller than the median line, within the first screen's top 55 %. */
const HEADLINE_MIN_RATIO = 1.4;
const HEADLINE_TOP_SHARE = 0.55;
const HEADLINE_MAX_WORDS = 6;
const SITE_NAME_MAX_CHARS = 60;
/** Buttons, navigation and sidebar labels: not names. */
const NOT_A_NAME =
  /^(home|menu|about( us)?|blog|pricing|contact( us)?|log ?in|sign ?(in|up)|register|search|cart|shop( now)?|store|buy now|learn more|get started|start( free)?( trial)?|free trial|try (it )?(for )?free|book( a call| now)?|sale|new|more|features|products?|services?|solutions|docs|documentation|changelog|faq|help|support|download|subscribe|join( now)?|next( topic)?|previous( topic)?|back|skip|accept|ok|close|call now|overview|dashboard|programme|program|events|exhibitions|collection|gallery|work|studio|writing|notes|news|tickets|this page|contents|on this page|table of contents)$/i;
/** Sales pitches and prices: a page's offer, never its name. */
const PROMO = /[%$€£¥]|\b(free|off|sale|deals?|bonus|win(ner)?|jackpot|discount|coupon)\b/i;
/**
 * A clause cut short ("We noticed", "You have"): a pronoun and a word or two open a pop-up's sentence
 * or a headline the OCR read only in part, never a name.
 */
const CLAUSE_START = /^(we|you|your|you're|our|i|it|this|that|there|please)\b/i;
/**
 * Glyphs are about as wide as the line is tall or narrower (0.7–1.1× in the archetypes' lines): a box
 * 2.5× wider per character than that holds more than the OCR read (a decorated headline read as "fy").
 */
const MAX_WIDTH_PER_CHAR = 2.5;
/** Section numbers ("3.2. Global options"): a heading in a manual, not the manual's name. */
const SECTION_NUMBER = /^\d+\.(\d+\.?)*\s/;
/** A domain in the masthead ("SoftZone.net Mac Games Drivers"): the site's own name for itself. */
const DOMAIN =
  /^[\p{L}\p{N}][\p{L}\p{N}-]*\.(com|net|org|io|co|app|dev|info|biz|shop|store|ai|me|tv|uk|de|fr|eu)$/iu;

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.!?)]+$/gu, '')
    .trim();
}

/**
 * Shouting is a pop-up or an offer ("Your Download Is Ready!", "CONGRATULATIONS!!!"), not a name;
 * one closing "!" on a word or two is a brand's own punctuation ("Yahoo!").
 */
function shouts(text: string): boolean {
  const marks = text.match(/!/g)?.length ?? 0;
  return marks > 1 || (marks === 1 && (!text.endsWith('!') || words(text) > 2));
}

const words = (text: string) => text.split(' ').filter(Boolean).length;

function plausible(text: string): boolean {
  if (text.length < 2 || hasUnsafeTitleChars(text) || shouts(text)) return false;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const wordish = text.match(/[\p{L}\p{N} ]/gu)?.length ?? 0;
  return (
    letters >= 2 &&
    wordish / text.length >= 0.8 &&
    !NOT_A_NAME.test(text) &&
    !PROMO.test(text) &&
    !SECTION_NUMBER.test(text)
  );
}

/** The OCR read the whole line, and it is not a clause cut short. */
function readWhole(line: ReadLine): boolean {
  const fragment = line.box.width > MAX_WIDTH_PER_CHAR * line.text.length * line.box.height;
  return !fragment && !(words(line.text) <= 2 && CLAUSE_START.test(line.text));
}

function shorten(text: string): string {
  if (text.length <= SITE_NAME_MAX_CHARS) return text;
  const cut = text.slice(0, SITE_NAME_MAX_CHARS + 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).trimEnd()}…`;
}

type LineBox = ReadLine['box'];
const sameBox = (a: LineBox, b: LineBox) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * A navigation item sits in a row of lines of its size, a few letters' widths apart ("Customers
 * Pricing Sign in"); a logo stands apart from the row, or above it in size.
 */
function inNavigationRow(line: ReadLine, row: readonly ReadLine[]): boolean {
  const { box } = line;
  return row.some(({ box: other }) => {
    if (other === box) return false;
    const sameSize = Math.abs(other.height - box.height) <= 0.2 * Math.max(other.height, box.height);
    const sameRow = Math.abs(other.y + other.height / 2 - (box.y + box.height / 2)) <= 6;
    const gap = Math.max(other.x - (box.x + box.width), box.x - (other.x + other.width));
    return sameSize && sameRow && gap < 4 * box.height;
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
}

export interface SiteNameOptions {
  /** The lines that label a box of their own (the engine's boxed labels): buttons, inputs, tags. */
  buttonLabels?: readonly LineBox[];
  /** Height of the first screen in pixels, for "near the top"; without it every line qualifies. */
  viewportHeight?: number;
}

/**
 * The site's name as its first screenshot shows it, or undefined: a wrong name is worse than
 * "Roast #0042". In order:
 *
 *   1. a domain in the masthead ("SoftZone.net"), the site naming itself;
 *   2. the masthead's word mark: among short lines at the very top that are not part of a row of
 *      navigation, the tallest (a logo is set larger than the navigation beside it), leftmost
 *      among equals;
 *   3. the headline: a line clearly taller than the page's text, in the upper half of the screen.
 *
 * Never a button's label (a notification prompt's "Allow" sits in the header too), a navigation
 * word, a price or an offer, a shouted pop-up line, or a numbered section heading.
 */
export function siteNameFromLines(
  lines: readonly ReadLine[] | undefined,
  { buttonLabels = [], viewportHeight }: SiteNameOptions = {},
): string | undefined {
  const read = (lines ?? []).filter((line) => line.text.trim() && line.confidence > 0);
  const confidentTexts = read.filter((l) => l.confidence >= MIN_CONFIDENCE).map((l) => ` ${tidy(l.text)} `);
  const echoed = (text: string) =>
    confidentTexts.some(
      (other) => other !== ` ${text} ` && other.toLowerCase().includes(` ${text.toLowerCase()} `),
    );
  const unboxed = read
    .filter((line) => !buttonLabels.some((b) => sameBox(b, line.box)))
    .map((line) => ({ ...line, text: tidy(line.text) }));

  const masthead = unboxed.filter((line) => line.box.y <= MASTHEAD_PX);
  for (const line of masthead) {
    if (line.confidence < MIN_CONFIDENCE) continue;
    const domain = line.text.split(' ').find((word) => DOMAIN.test(word));
    if (domain) return domain;
  }

  const marks = masthead.filter(
    (line) =>
      words(line.text) <= MASTHEAD_MAX_WORDS &&
      plausible(line.text) &&
      readWhole(line) &&
      !inNavigationRow(line, masthead) &&
      (line.confidence >= MASTHEAD_MIN_CONFIDENCE ||
        (line.confidence >= ECHOED_MIN_CONFIDENCE && echoed(line.text))),
  );
  const tallest = Math.max(0, ...marks.map((line) => line.box.height));
  const mark = marks
    .filter((line) => line.box.height >= tallest * (1 - SAME_SIZE))
    .sort((a, b) => a.box.x - b.box.x || a.box.y - b.box.y)[0];
  if (mark) return shorten(mark.text);

  const typical = median(read.map((line) => line.box.height));
  const headline = unboxed
    .filter(
      (line) =>
        line.confidence >= MIN_CONFIDENCE &&
        words(line.text) >= 2 &&
        words(line.text) <= HEADLINE_MAX_WORDS &&
        plausible(line.text) &&
        readWhole(line) &&
        line.box.height >= typical * HEADLINE_MIN_RATIO &&
        (viewportHeight === undefined || line.box.y <= viewportHeight * HEADLINE_TOP_SHARE),
    )
    .sort((a, b) => b.box.height - a.box.height || a.box.y - b.box.y)[0];
  return headline ? shorten(headline.text) : undefined;
}
