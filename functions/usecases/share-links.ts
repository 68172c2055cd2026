/**
 * Sharing a roast outside the app: the link preview's page, the share card and the badge.
 * A roast is shown exactly when its detail is (GET /api/roasts/{id}): ready, private ones included,
 * because anyone with the link may already see everything these show (docs/sharing.md).
 */
import { createHash } from 'node:crypto';
import { RoastNotFoundError, RoastNotReadyError } from '../domain/errors';
import { isReady, type ReadyRoast } from '../domain/roast';
import { asSeenAt } from '../domain/roast-staleness';
import { shareSubjectOf, type ShareSubject } from '../domain/share';
import { badgeSvg } from '../domain/share-badge';
import { BADGE_FONT_SIZE } from '../domain/share-badge';
import { shareCardSource, type Typesetter } from '../domain/share-card';
import { shareInProgressHtml, shareNotFoundHtml, sharePageHtml } from '../domain/share-page';
import type { ImageProcessor } from '../ports/image-processor';
import type { RoastLifecycleRepository } from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import type { ShareCardRenderer } from '../ports/share-card-renderer';
import { currentThumbnail } from './read-roasts';
import { shareCardKey, thumbnailKey } from './storage-keys';

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

async function readReady(roasts: RoastLifecycleRepository, id: string, now: Date): Promise<ReadyRoast> {
  const stored = await roasts.get(id);
  const roast = stored && asSeenAt(stored, now);
  if (!roast || roast.status === 'failed' || roast.status === 'rejected') throw new RoastNotFoundError(id);
  if (!isReady(roast)) throw new RoastNotReadyError(id);
  return roast;
}

/**
 * The picture on the card: the roast's thumbnail in the current crop (a record may still name an older
 * one, whose card is drawn again with the current crop because the key is part of the fingerprint).
 */
const cardImageKey = (roast: ReadyRoast) => (roast.imageKeys.length > 0 ? thumbnailKey(roast.id) : null);

/** Names the card's content: its stored key and its ETag. */
export function shareCardVersion(roast: ReadyRoast): string {
  return hash(shareCardSource(shareSubjectOf(roast), cardImageKey(roast)));
}

/** Whether an If-None-Match header names `etag` (`*`, a list, weak or strong). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare);
}

export const etagOf = (version: string) => `"${version}"`;

export type SharePage =
  | { kind: 'ready'; html: string; etag: string; subject: ShareSubject }
  | { kind: 'processing'; html: string }
  | { kind: 'missing'; html: string };

/** The link preview of `/roast/{id}` for a crawler, with absolute URLs on `origin`. */
export async function sharePage(
  roasts: RoastLifecycleRepository,
  id: string,
  origin: string,
  now = new Date(),
): Promise<SharePage> {
  try {
    const roast = await readReady(roasts, id, now);
    const subject = shareSubjectOf(roast);
    const html = sharePageHtml(subject, origin, shareCardVersion(roast));
    return { kind: 'ready', html, etag: etagOf(hash(html)), subject };
  } catch (error) {
    if (error instanceof RoastNotReadyError)
      return { kind: 'processing', html: shareInProgressHtml(origin, id) };
    if (error instanceof RoastNotFoundError) return { kind: 'missing', html: shareNotFoundHtml(origin) };
    throw error;
  }
}

export type ShareCard =
  | { kind: 'not-modified'; etag: string; isPublic: boolean }
  | { kind: 'card'; png: Buffer; etag: string; isPublic: boolean };

/**
 * The roast's 1200×630 card. Drawn once per version of what it shows and kept in the roast's folder
 * (`screenshots/{id}/card-{version}.png`), so deletion removes it with the screenshots; a caller that
 * already holds this version (If-None-Match: a browser, or CloudFront revalidating) gets no bytes.
 */
export async function shareCard(
  deps: {
    roasts: RoastLifecycleRepository;
    screenshots: ScreenshotStore;
    renderer: ShareCardRenderer;
    images: Pick<ImageProcessor, 'thumbnail'>;
  },
  id: string,
  ifNoneMatch: string | undefined,
  now = new Date(),
): Promise<ShareCard> {
  const roast = await readReady(deps.roasts, id, now);
  const version = shareCardVersion(roast);
  const etag = etagOf(version);
  if (matchesEtag(ifNoneMatch, etag)) return { kind: 'not-modified', etag, isPublic: roast.isPublic };
  const key = shareCardKey(roast.id, version);
  let png = await deps.screenshots.get(key);
  if (!png) {
    const thumbnail = await currentThumbnail(deps, roast);
    png = await deps.renderer.render(shareSubjectOf(roast), thumbnail);
    await deps.screenshots.put(key, png, 'image/png');
  }
  return { kind: 'card', png, etag, isPublic: roast.isPublic };
}

export type Badge = { kind: 'not-modified'; etag: string } | { kind: 'badge'; svg: string; etag: string };

/** The embeddable badge: promoted roasts only (a private roast is nobody's to advertise). */
export async function roastBadge(
  roasts: RoastLifecycleRepository,
  type: Typesetter,
  id: string,
  ifNoneMatch: string | undefined,
  now = new Date(),
): Promise<Badge> {
  const roast = await readReady(roasts, id, now).catch((error: unknown) => {
    // Not ready yet is "no badge" too: nothing to embed.
    if (error instanceof RoastNotReadyError) throw new RoastNotFoundError(id);
    throw error;
  });
  if (!roast.isPromoted) throw new RoastNotFoundError(id);
  const svg = badgeSvg(shareSubjectOf(roast), (text) => type.width(text, 'bold', BADGE_FONT_SIZE));
  const etag = etagOf(hash(svg));
  if (matchesEtag(ifNoneMatch, etag)) return { kind: 'not-modified', etag };
  return { kind: 'badge', svg, etag };
}
