/**
 * The page a link-preview crawler gets for `/roast/{id}`: Open Graph and Twitter card tags,
 * and a plain-text body for anything that reads the page itself. Every text is escaped (escapeMarkup);
 * URLs are built here from the site origin and the validated roast id only.
 */
import { escapeMarkup, levelLabel, numberLabel, truncateText, type ShareSubject } from './share';

export const SITE_NAME = 'UGH Score';
/** Open Graph's recommended size for a large image; the card is rendered at exactly this size. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
/** Twitter cuts descriptions near 200 characters; Facebook shows fewer. */
export const SHARE_DESCRIPTION_MAX_CHARS = 200;
/** Titles beyond ~70 characters are cut by every preview. */
export const SHARE_TITLE_MAX_CHARS = 90;

export const roastPageUrl = (origin: string, id: string) => `${origin}/roast/${encodeURIComponent(id)}`;
export const shareCardPath = (id: string) => `/api/roasts/${encodeURIComponent(id)}/card.png`;
export const badgePath = (id: string) => `/api/roasts/${encodeURIComponent(id)}/badge.svg`;

/** "<title>: UGH Score N/100 · <verdict>": the preview's title, and the lead of a post on X. */
export function shareTitle(subject: Pick<ShareSubject, 'title' | 'ughScore' | 'verdict'>): string {
  return truncateText(
    `${subject.title}: UGH Score ${subject.ughScore}/100 · ${subject.verdict}`,
    SHARE_TITLE_MAX_CHARS,
  );
}

export function shareDescription(subject: ShareSubject): string {
  const text = subject.roastText.trim();
  return truncateText(
    text ||
      `${levelLabel(subject.level)} roast ${numberLabel(subject.number)}: ${subject.ughScore}/100, ${subject.verdict}.`,
    SHARE_DESCRIPTION_MAX_CHARS,
  );
}

export function shareImageAlt(subject: ShareSubject): string {
  return `UGH Score card for ${truncateText(subject.title, 80)}: ${subject.ughScore} out of 100, ${subject.verdict}`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;

function document(head: string[], body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head.join('\n')}
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * The preview of a ready roast. `cardVersion` goes into og:image's query string so that a crawler
 * that keeps images by URL fetches the card again once it changes (a promotion renames the roast).
 */
export function sharePageHtml(subject: ShareSubject, origin: string, cardVersion: string): string {
  const url = roastPageUrl(origin, subject.id);
  const image = `${origin}${shareCardPath(subject.id)}?v=${encodeURIComponent(cardVersion)}`;
  const title = shareTitle(subject);
  const description = shareDescription(subject);
  const alt = shareImageAlt(subject);
  const head = [
    `<title>${escapeMarkup(title)}</title>`,
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    meta('name', 'description', description),
    // Unlisted: anyone with the link may look, no index should offer it (DESIGN §2.2).
    ...(subject.isPublic ? [] : [meta('name', 'robots', 'noindex, nofollow')]),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SHARE_CARD_WIDTH)),
    meta('property', 'og:image:height', String(SHARE_CARD_HEIGHT)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
  ];
  const body = `<main>
<h1>${escapeMarkup(subject.title)}</h1>
<p>UGH Score ${subject.ughScore}/100 · ${escapeMarkup(subject.verdict)} · ${escapeMarkup(levelLabel(subject.level))} roast ${escapeMarkup(numberLabel(subject.number))}</p>
<p>${escapeMarkup(description)}</p>
<p><a href="${escapeMarkup(url)}">Open the roast</a></p>
</main>`;
  return document(head, body);
}

/** For an id that names no roast (or a failed one): the site's own tags, nothing about any roast. */
export function shareNotFoundHtml(origin: string): string {
  const title = `Roast Not Found · ${SITE_NAME}`;
  return document(
    [
      `<title>${escapeMarkup(title)}</title>`,
      meta('name', 'robots', 'noindex, nofollow'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', title),
      meta('property', 'og:description', 'This roast does not exist, or its creator deleted it.'),
      meta('name', 'twitter:card', 'summary'),
    ],
    `<main><h1>${escapeMarkup(title)}</h1><p><a href="${escapeMarkup(`${origin}/`)}">${SITE_NAME}</a></p></main>`,
  );
}

/** While the roast is still being made: the site's tags, and nothing a crawler should keep. */
export function shareInProgressHtml(origin: string, id: string): string {
  const title = `A roast in the oven · ${SITE_NAME}`;
  return document(
    [
      `<title>${escapeMarkup(title)}</title>`,
      meta('name', 'robots', 'noindex, nofollow'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', title),
      meta('property', 'og:description', 'This roast is still being prepared. Share it again in a moment.'),
      meta('property', 'og:url', roastPageUrl(origin, id)),
      meta('name', 'twitter:card', 'summary'),
    ],
    `<main><h1>${escapeMarkup(title)}</h1></main>`,
  );
}
