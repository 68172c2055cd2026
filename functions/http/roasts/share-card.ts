/** GET /api/roasts/{id}/card.png: the 1200×630 share card (docs/sharing.md). */
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import type { HttpResult } from '../../http-kit/http-route';
import { imageProcessor } from '../../composition/images';
import { shareCardRenderer } from '../../composition/share-card-renderer';
import { shareCard } from '../../usecases/share-links';
import { roastPathSchema } from './path-params';
import { BASE, header, noIndex } from './share-headers';

/**
 * As the screenshots: browsers may keep the card an hour, shared caches store it but must ask the API
 * first (s-maxage=0 → a 304 from one GetItem while unchanged, a 404 at once after deletion).
 */
const CARD_CACHE = 'public, max-age=3600, s-maxage=0';

export const handler = httpRoute('getShareCard', { params: roastPathSchema }, async ({ params, event }) => {
  const deps = dependencies();
  const result = await shareCard(
    {
      roasts: deps.roasts,
      screenshots: deps.screenshots,
      renderer: shareCardRenderer(),
      images: imageProcessor(),
    },
    params.id,
    header(event, 'if-none-match'),
  );
  const headers = {
    ...BASE,
    ...noIndex(result.isPublic),
    'content-type': 'image/png',
    'cache-control': CARD_CACHE,
    etag: result.etag,
    'content-security-policy': "default-src 'none'; sandbox",
  };
  if (result.kind === 'not-modified') return { statusCode: 304, headers };
  return {
    statusCode: 200,
    headers,
    body: result.png.toString('base64'),
    isBase64Encoded: true,
  } satisfies HttpResult;
});
