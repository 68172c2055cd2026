/**
 * What a shared roast shows outside the app: the link preview's tags, the 1200×630 card
 * and the badge. Everything here is made from fields the roast's own link already shows
 * (GET /api/roasts/{id}: title, score, verdict, level, number, roast text, first screenshot), so a
 * private roast's preview reveals nothing its link does not (docs/sharing.md).
 */
import type { ReadyRoast } from './roast';
import { ROAST_LEVEL_LABELS } from './roast-levels';
import type { RoastLevel } from './roast-levels';
import { roastNumberLabel, roastTitle } from './roast-title';
import { scoreTheme } from './verdicts';

export interface ShareSubject {
  id: string;
  number: number;
  title: string;
  ughScore: number;
  verdict: string;
  level: RoastLevel;
  roastText: string;
  /** Promoted and listed; a private roast's preview asks not to be indexed. */
  isPublic: boolean;
  isPromoted: boolean;
}

export function shareSubjectOf(roast: ReadyRoast): ShareSubject {
  return {
    id: roast.id,
    number: roast.number,
    title: roastTitle(roast),
    ughScore: roast.result.ughScore,
    verdict: roast.result.verdict,
    level: roast.level,
    roastText: roast.result.roastText,
    isPublic: roast.isPublic,
    isPromoted: roast.isPromoted,
  };
}

export const levelLabel = (level: RoastLevel) => ROAST_LEVEL_LABELS[level].label;
export const numberLabel = (number: number) => roastNumberLabel(number).replace(/^Roast /, '');

/**
 * Text placed in HTML (element content or a quoted attribute) or in SVG/XML. The five characters
 * that can end a text or an attribute, and the characters XML 1.0 forbids (C0 controls but tab, line
 * feed and carriage return, lone surrogates, U+FFFE/U+FFFF), which would make an SVG unparseable.
 */
// Matching control characters is the point here: XML forbids them.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeMarkup(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Collapses white space and cuts at a word boundary to at most `max` characters, ending with "…". */
export function truncateText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= cut.length * 0.6 ? atWord : cut).replace(/[\s,;:.!?–—-]+$/, '')}…`;
}

/** The band's colours: `stamp` is the theme's base tone (SCORE_THEMES), `text` the page's lightened tone. */
export function bandColours(score: number): { theme: string; stamp: string; text: string } {
  const theme = scoreTheme(score);
  return { theme: theme.theme, stamp: theme.hex, text: mixWithWhite(theme.hex, 0.3) };
}

/** `color-mix(in srgb, hex (1 - white), #fff white)`, as roast-detail.css lightens the score's colour. */
function mixWithWhite(hex: string, white: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c * (1 - white) + 255 * white)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The site's ink and paper (frontend/src/styles/global.css). */
export const INK = '#16130f';
export const PAPER = '#faf7f2';
export const MUTED_ON_INK = '#e7e1d7';

/** Ink or white, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, INK) ? '#ffffff' : INK;
}
