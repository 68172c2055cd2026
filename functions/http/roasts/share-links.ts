/**
 * Sharing routes (docs/sharing.md): the page a link-preview crawler gets for /roast/{id}
 * (CloudFront routes crawlers here; so does the local server) and the badge. The card, which needs
 * sharp, is in share-card.ts so that these bundles stay without it.
 */
import { canonicalOrigin, SHARE_ORIGIN_HEADER } from '../../domain/link-previews';
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import type { HttpEvent } from '../../http-kit/http-route';
import { typesetter } from '../../composition/share-artwork';
import { matchesEtag, roastBadge, sharePage } from '../../usecases/share-links';
import { roastPathSchema } from './path-params';
import { BASE, header, noIndex } from './share-headers';

/**
 * The site's canonical origin for absolute og:url/og:image: what the edge says (SHARE_ORIGIN_HEADER, set
 * from configuration and removed from every viewer request), else nothing (relative URLs, for a direct
 * call of the API's own path). Never the request's Host: whoever sends the request would choose it.
 */
export function siteOrigin(event: HttpEvent): string {
  const edge = header(event, SHARE_ORIGIN_HEADER);
  return (edge && canonicalOrigin(edge)) ?? '';
}

/**
 * Crawlers each keep their own copy; shared caches (CloudFront, whose site cache policy holds anything
 * at least 1 s) revalidate with the ETag, so a deleted roast's preview is gone at once (304s are cheap).
 */
const PAGE_CACHE = 'public, max-age=0, s-maxage=0, must-revalidate';
/**
 * Badges are embedded on other sites and fetched on every view of those pages: the edge answers them
 * for five minutes. They show only a promoted (public) roast's score and verdict.
 */
export const BADGE_CACHE = 'public, max-age=300, s-maxage=300';

export const page = httpRoute('getSharePage', { params: roastPathSchema }, async ({ params, event }) => {
  const origin = siteOrigin(event);
  const result = await sharePage(dependencies().roasts, params.id, origin);
  const html = { ...BASE, 'content-type': 'text/html; charset=utf-8' };
  if (result.kind === 'missing')
    return { statusCode: 404, headers: { ...html, 'cache-control': 'no-store' }, body: result.html };
  if (result.kind === 'processing')
    return { statusCode: 200, headers: { ...html, 'cache-control': 'no-store' }, body: result.html };
  const headers = {
    ...html,
    ...noIndex(result.subject.isPublic),
    'cache-control': PAGE_CACHE,
    etag: result.etag,
    // The page is for crawlers: nothing in it runs, loads or may be framed.
    'content-security-policy':
      "default-src 'none'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  };
  if (matchesEtag(header(event, 'if-none-match'), result.etag)) return { statusCode: 304, headers };
  return { statusCode: 200, headers, body: result.html };
});

export const badge = httpRoute('getBadge', { params: roastPathSchema }, async ({ params, event }) => {
  const result = await roastBadge(
    dependencies().roasts,
    typesetter(),
    params.id,
    header(event, 'if-none-match'),
  );
  const headers = {
    ...BASE,
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': BADGE_CACHE,
    etag: result.etag,
    // Opened on its own, the SVG is a document: it may run nothing and load nothing.
    'content-security-policy': "default-src 'none'; sandbox",
    // Other sites embed it with <img>, also sites that require CORP on what they embed.
    'cross-origin-resource-policy': 'cross-origin',
  };
  if (result.kind === 'not-modified') return { statusCode: 304, headers };
  return { statusCode: 200, headers, body: result.svg };
});
