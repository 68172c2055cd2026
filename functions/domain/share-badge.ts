/**
 * The embeddable badge of a promoted roast: a shields-style SVG, "UGH 12" on ink and the
 * verdict on its band's colour. Safe to serve to any page: no script, no style element, no link and
 * no reference outside the document (the gradient and clip are `#` fragments of the badge itself),
 * every text escaped. Sites link it to the roast themselves (badgeSnippets), because an <a> inside an
 * SVG does nothing when the SVG is shown through <img>, the way badges are embedded.
 */
import { bandColours, escapeMarkup, INK, textOn, type ShareSubject } from './share';
import { badgePath, roastPageUrl } from './share-page';

export const BADGE_HEIGHT = 20;
export const BADGE_FONT_SIZE = 11;
const PAD_X = 6;
/** Browsers draw the text with their own font; `textLength` keeps it inside the measured box. */
const FONT_FAMILY = "Inter,'Segoe UI',Helvetica,Arial,'Liberation Sans',sans-serif";

/** Width in px of `text` at 11 px bold (the typesetter's font). */
export type MeasureText = (text: string) => number;

export function badgeLabel(subject: Pick<ShareSubject, 'ughScore' | 'verdict'>): string {
  return `UGH ${subject.ughScore} · ${subject.verdict}`;
}

export function badgeSvg(subject: Pick<ShareSubject, 'ughScore' | 'verdict'>, measure: MeasureText): string {
  const colours = bandColours(subject.ughScore);
  const left = `UGH ${subject.ughScore}`;
  const right = subject.verdict;
  const leftText = Math.ceil(measure(left));
  const rightText = Math.ceil(measure(right));
  const leftWidth = leftText + 2 * PAD_X;
  const rightWidth = rightText + 2 * PAD_X;
  const width = leftWidth + rightWidth;
  const label = escapeMarkup(badgeLabel(subject));
  const rightFill = textOn(colours.stamp);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${BADGE_HEIGHT}" viewBox="0 0 ${width} ${BADGE_HEIGHT}" role="img" aria-label="${label}">
<title>${label}</title>
<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>
<clipPath id="r"><rect width="${width}" height="${BADGE_HEIGHT}" rx="3" fill="#fff"/></clipPath>
<g clip-path="url(#r)">
<rect width="${leftWidth}" height="${BADGE_HEIGHT}" fill="${INK}"/>
<rect x="${leftWidth}" width="${rightWidth}" height="${BADGE_HEIGHT}" fill="${colours.stamp}"/>
<rect width="${width}" height="${BADGE_HEIGHT}" fill="url(#s)"/>
</g>
<g font-family="${FONT_FAMILY}" font-size="${BADGE_FONT_SIZE}" font-weight="700" text-anchor="middle">
<text x="${leftWidth / 2}" y="14" fill="#ffffff" textLength="${leftText}" lengthAdjust="spacingAndGlyphs">${escapeMarkup(left)}</text>
<text x="${leftWidth + rightWidth / 2}" y="14" fill="${rightFill}" textLength="${rightText}" lengthAdjust="spacingAndGlyphs">${escapeMarkup(right)}</text>
</g>
</svg>
`;
}

/** What the owner pastes into a README or a page: the badge, linked to the roast. */
export function badgeSnippets(
  subject: Pick<ShareSubject, 'id' | 'ughScore' | 'verdict'>,
  origin: string,
): { markdown: string; html: string } {
  const image = `${origin}${badgePath(subject.id)}`;
  const page = roastPageUrl(origin, subject.id);
  const alt = badgeLabel(subject);
  return {
    markdown: `[![${alt.replace(/[[\]\\]/g, '\\$&')}](${image})](${page})`,
    html: `<a href="${escapeMarkup(page)}"><img src="${escapeMarkup(image)}" alt="${escapeMarkup(alt)}" height="20"></a>`,
  };
}
