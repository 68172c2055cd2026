/**
 * What a roast is called on its page, cards, leaderboards and share text (issue 17: every upload
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

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() || undefined;

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
/** A brand sits in the header: its top within the first ~130 px of the (≤ 1200 px wide) screenshot. */
const HEADER_BAND_PX = 130;
const SITE_NAME_MAX_CHARS = 60;
/** Buttons and navigation, not names. */
const NOT_A_NAME =
  /^(home|menu|about( us)?|blog|pricing|contact( us)?|log ?in|sign ?(in|up)|register|search|cart|shop now|buy now|learn more|get started|start( free)?( trial)?|free trial|try (it )?(for )?free|book( a call| now)?|sale|new|more|features|products?|services?|docs|faq|help|support|download|subscribe|join( now)?|next|back|skip|accept|ok|close)$/i;

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.!?)]+$/gu, '')
    .replace(/[!?.]{2,}$/u, '')
    .trim();
}

function plausible(text: string): boolean {
  if (text.length < 2 || hasUnsafeTitleChars(text)) return false;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const wordish = text.match(/[\p{L}\p{N} ]/gu)?.length ?? 0;
  return letters >= 2 && wordish / text.length >= 0.8 && !NOT_A_NAME.test(text);
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
 * The site's name as its first screenshot shows it: a short, confidently read line in the header
 * (the logo's words, leftmost first), else the tallest confident line (the headline). Lines that label
 * a button, input or tag (`buttonLabels`, the engine's boxed labels) are never names: a notification
 * prompt's "Allow" sits in the header too. Undefined when nothing readable qualifies: a wrong name is
 * worse than "Roast #0042".
 */
export function siteNameFromLines(
  lines: readonly ReadLine[] | undefined,
  buttonLabels: readonly LineBox[] = [],
): string | undefined {
  const candidates = (lines ?? [])
    .filter((line) => !buttonLabels.some((b) => sameBox(b, line.box)))
    .filter((line) => line.confidence >= MIN_CONFIDENCE)
    .map((line) => ({ ...line, text: tidy(line.text) }))
    .filter((line) => plausible(line.text));
  const brand = candidates
    .filter((line) => line.box.y <= HEADER_BAND_PX && line.text.split(' ').length <= 4)
    .sort((a, b) => a.box.x - b.box.x || a.box.y - b.box.y)[0];
  const headline = [...candidates].sort((a, b) => b.box.height - a.box.height || a.box.y - b.box.y)[0];
  const chosen = brand ?? headline;
  return chosen ? shorten(chosen.text) : undefined;
}
