/**
 * The 1200×630 share card as SVG, for sharp to render to PNG: the roast's name, its UGH
 * Score, the verdict stamp in its band's colour (as on the roast page's header) and the first
 * screenshot's thumbnail. Text is drawn as outlines from the typesetter's embedded font, not as
 * <text>: the card looks the same in Lambda (no system fonts) as here, widths are exact, so long names
 * are cut exactly where they stop fitting, and no text of the roast is ever parsed as markup.
 */
import {
  bandColours,
  escapeMarkup,
  INK,
  levelLabel,
  MUTED_ON_INK,
  numberLabel,
  PAPER,
  type ShareSubject,
} from './share';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareImageAlt } from './share-page';

/** Bump when the drawing changes: stored cards carry it in their fingerprint, so they are redrawn. */
export const SHARE_CARD_LAYOUT_VERSION = 1;

export type TypeFace = 'bold' | 'heavy';

/** Text shaping from an embedded font (functions/adapters/images/inter-typesetter.ts). */
export interface Typesetter {
  /** Advance width of `text` in px at `size` px. */
  width(text: string, face: TypeFace, size: number): number;
  /** SVG path data of `text` with its baseline starting at (x, y). */
  outline(text: string, face: TypeFace, size: number, x: number, y: number): string;
  /** Whether the face has a glyph for this character (one code point). */
  covers(char: string, face: TypeFace): boolean;
}

export const ELLIPSIS = '…';

/** Drops characters the face cannot draw (a CJK or emoji name would show as boxes) and tidies spaces. */
export function drawableText(text: string, face: TypeFace, type: Typesetter): string {
  return [...text]
    .map((char) => (/\s/.test(char) ? ' ' : type.covers(char, face) ? char : ''))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** `text` if it fits in `maxWidth`, else its longest prefix that fits with "…" after it. */
export function fitLine(
  text: string,
  face: TypeFace,
  size: number,
  maxWidth: number,
  type: Typesetter,
): string {
  if (type.width(text, face, size) <= maxWidth) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = `${chars.slice(0, mid).join('').trimEnd()}${ELLIPSIS}`;
    if (type.width(candidate, face, size) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * Greedy word wrap into at most `maxLines` lines of `maxWidth`; a word longer than a line is broken,
 * and whatever does not fit ends the last line with "…".
 */
export function wrapLines(
  text: string,
  face: TypeFace,
  size: number,
  maxWidth: number,
  maxLines: number,
  type: Typesetter,
): string[] {
  const fits = (line: string) => type.width(line, face, size) <= maxWidth;
  const lines: string[] = [];
  let current = '';
  const words = text.split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) {
      lines.push(current);
      current = '';
      i--; // the word starts the next line
    } else {
      // One word wider than a line: as many characters as fit, the rest on the next line.
      const chars = [...word];
      let n = Math.max(1, chars.length - 1);
      while (n > 1 && !fits(chars.slice(0, n).join(''))) n--;
      lines.push(chars.slice(0, n).join(''));
      words[i] = chars.slice(n).join('');
      i--;
    }
    if (lines.length === maxLines) {
      const rest = [lines.pop()!, ...words.slice(i + 1)].join(' ');
      lines.push(fitLine(`${rest}${ELLIPSIS}`, face, size, maxWidth, type).replace(/…+$/, ELLIPSIS));
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const round = (n: number) => Math.round(n * 100) / 100;

interface Layout {
  left: number;
  leftWidth: number;
}
const LAYOUT: Layout = { left: 72, leftWidth: 560 };
/** Inter's cap height (1490 of 2048 units): the stamp's box is sized on capitals. */
const CAP_HEIGHT = 0.727;
/**
 * Where the first screenshot's thumbnail sits: a 4:3 window (a phone's stored thumbnail exactly; a
 * desktop one, 16:10, fills it from the top and loses a little of each side).
 */
export const SHARE_CARD_THUMBNAIL = { x: 684, y: 96, width: 436, height: 327, border: 8 } as const;
const THUMB = SHARE_CARD_THUMBNAIL;

/**
 * The card's SVG. `thumbnail` is the first screenshot's stored thumbnail as a `data:image/jpeg` URI
 * (the only image reference: nothing outside the document is loaded), or null for a placeholder.
 */
export function shareCardSvg(subject: ShareSubject, thumbnail: string | null, type: Typesetter): string {
  const colours = bandColours(subject.ughScore);
  const { left, leftWidth } = LAYOUT;
  const paths: string[] = [];
  const text = (value: string, face: TypeFace, size: number, x: number, y: number, fill: string) => {
    if (value) paths.push(`<path fill="${fill}" d="${type.outline(value, face, size, x, y)}"/>`);
  };

  // Eyebrow: what kind of roast, and which.
  const eyebrow = fitLine(
    drawableText(
      `UGH SCORE · ${levelLabel(subject.level).toUpperCase()} ROAST · ${numberLabel(subject.number)}`,
      'heavy',
      type,
    ),
    'heavy',
    22,
    leftWidth,
    type,
  );
  text(eyebrow, 'heavy', 22, left, 96, MUTED_ON_INK);

  // The roast's name: two lines at most.
  const name = drawableText(subject.title, 'bold', type) || numberLabel(subject.number);
  wrapLines(name, 'bold', 56, leftWidth, 2, type).forEach((line, i) =>
    text(line, 'bold', 56, left, 170 + i * 66, PAPER),
  );

  // The score, in the band's lightened colour, and "/100".
  const score = String(subject.ughScore);
  text(score, 'heavy', 190, left, 440, colours.text);
  text('/100', 'bold', 52, left + type.width(score, 'heavy', 190) + 14, 440, MUTED_ON_INK);

  // The verdict stamp: a double border in the band's colour, tilted like the page's.
  const verdict = drawableText(subject.verdict.toUpperCase(), 'heavy', type);
  const padX = 26;
  const padY = 20;
  const stampSize = Math.min(
    40,
    (40 * (leftWidth - 2 * padX - 20)) / Math.max(1, type.width(verdict, 'heavy', 40)),
  );
  const stampWidth = type.width(verdict, 'heavy', stampSize) + 2 * padX;
  const stampHeight = CAP_HEIGHT * stampSize + 2 * padY;
  const stampTop = 530 - stampHeight / 2;
  const centre = `${round(left + stampWidth / 2)} ${round(stampTop + stampHeight / 2)}`;
  const stampText = type.outline(
    verdict,
    'heavy',
    stampSize,
    left + padX,
    stampTop + padY + CAP_HEIGHT * stampSize,
  );
  const stamp = `<g transform="rotate(-4 ${centre})">
<rect x="${left}" y="${round(stampTop)}" width="${round(stampWidth)}" height="${round(stampHeight)}" rx="6" fill="#000" fill-opacity="0.35" stroke="${colours.stamp}" stroke-width="4"/>
<rect x="${left + 8}" y="${round(stampTop + 8)}" width="${round(stampWidth - 16)}" height="${round(stampHeight - 16)}" rx="3" fill="none" stroke="${colours.stamp}" stroke-width="2"/>
<path fill="${colours.text}" d="${stampText}"/>
</g>`;

  // The first screenshot, framed on paper with a shadow in the band's colour.
  const frame = { x: THUMB.x - THUMB.border, y: THUMB.y - THUMB.border };
  const frameWidth = THUMB.width + 2 * THUMB.border;
  const frameHeight = THUMB.height + 2 * THUMB.border;
  const picture = thumbnail
    ? `<image x="${THUMB.x}" y="${THUMB.y}" width="${THUMB.width}" height="${THUMB.height}" preserveAspectRatio="xMidYMin slice" clip-path="url(#shot)" href="${escapeMarkup(thumbnail)}"/>`
    : `<rect x="${THUMB.x}" y="${THUMB.y}" width="${THUMB.width}" height="${THUMB.height}" fill="#e6dfd3"/>`;

  const wordmark = 'UGH Score';
  text(wordmark, 'heavy', 34, 1128 - type.width(wordmark, 'heavy', 34), 520, PAPER);
  const tagline = 'Measured website design roasts';
  text(tagline, 'bold', 20, 1128 - type.width(tagline, 'bold', 20), 552, MUTED_ON_INK);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">
<title>${escapeMarkup(shareImageAlt(subject))}</title>
<defs>
<radialGradient id="glow" cx="1" cy="0" r="1.1">
<stop offset="0" stop-color="${colours.stamp}" stop-opacity="0.22"/>
<stop offset="0.6" stop-color="${colours.stamp}" stop-opacity="0"/>
</radialGradient>
<clipPath id="shot"><rect x="${THUMB.x}" y="${THUMB.y}" width="${THUMB.width}" height="${THUMB.height}"/></clipPath>
</defs>
<rect width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" fill="${INK}"/>
<rect width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" fill="url(#glow)"/>
<rect x="${frame.x + 12}" y="${frame.y + 12}" width="${frameWidth}" height="${frameHeight}" rx="6" fill="${colours.stamp}"/>
<rect x="${frame.x}" y="${frame.y}" width="${frameWidth}" height="${frameHeight}" rx="6" fill="${PAPER}"/>
${picture}
${paths.join('\n')}
${stamp}
<rect y="${SHARE_CARD_HEIGHT - 14}" width="${SHARE_CARD_WIDTH}" height="14" fill="${colours.stamp}"/>
</svg>
`;
}

/**
 * Everything the card is drawn from, as one string: its hash names the stored PNG, so a card is drawn
 * once per content and drawn again when anything on it (or the layout) changes.
 */
export function shareCardSource(subject: ShareSubject, thumbnailKey: string | null): string {
  return JSON.stringify([
    SHARE_CARD_LAYOUT_VERSION,
    subject.id,
    subject.number,
    subject.title,
    subject.ughScore,
    subject.verdict,
    subject.level,
    thumbnailKey,
  ]);
}
