import type {
  LeaderboardKind,
  ListRoastsQuery,
  ListRoastsResponse,
  RoastDetail,
  RoastStatusResponse,
  RoastSummary,
} from '../domain/api-schemas';
import { RoastNotFoundError, RoastNotReadyError } from '../domain/errors';
import { isInHall } from '../domain/halls';
import { LEADERBOARD_SIZE } from '../domain/limits';
import { isReady, type ReadyRoast, type Roast } from '../domain/roast';
import { asSeenAt } from '../domain/roast-staleness';
import type { ImageProcessor } from '../ports/image-processor';
import type { PublicRoastIndex, RoastLifecycleRepository } from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import { toDetail, toStatus, toSummary } from './roast-views';
import { thumbnailKey } from './storage-keys';
import { visibleVersions } from './roast-versions';

/** A private roast is reachable through its link (DESIGN §2.2); it is simply never listed. */
export async function getRoastDetail(
  roasts: RoastLifecycleRepository,
  id: string,
  now = new Date(),
): Promise<RoastDetail> {
  const roast = await read(roasts, id, now);
  if (!roast || roast.status === 'failed' || roast.status === 'rejected') throw new RoastNotFoundError(id);
  if (!isReady(roast)) throw new RoastNotReadyError(id);
  return detailOf(roast, await visibleVersions(roasts, roast, now));
}

/** The detail made of each frozen roast snapshot, with the version links it was made with. */
const detailsOfSnapshots = new WeakMap<
  ReadyRoast,
  { previousId: string | null; nextId: string | null; detail: RoastDetail }
>();

/**
 * A roast's detail, made once per snapshot: a crowd that shared one read (the repository handed each the
 * same frozen roast) shares its detail, frozen too. Nothing outlives the snapshot it was made of, so it
 * is as fresh as the read; a roast that is not frozen may have changed since and gets a detail of its own.
 */
function detailOf(roast: ReadyRoast, versions: { previousId: string | null; nextId: string | null }) {
  if (!Object.isFrozen(roast)) return toDetail(roast, versions);
  const made = detailsOfSnapshots.get(roast);
  if (made && made.previousId === versions.previousId && made.nextId === versions.nextId) return made.detail;
  const detail = Object.freeze(toDetail(roast, versions));
  detailsOfSnapshots.set(roast, { ...versions, detail });
  return detail;
}

/** A roast whose workflow is gone reads as failed (domain/roast-staleness.ts). */
async function read(roasts: RoastLifecycleRepository, id: string, now: Date) {
  const roast = await roasts.get(id);
  return roast && asSeenAt(roast, now);
}

export async function getRoastStatus(
  roasts: RoastLifecycleRepository,
  id: string,
  now = new Date(),
): Promise<RoastStatusResponse> {
  const roast = await read(roasts, id, now);
  if (!roast) throw new RoastNotFoundError(id);
  return toStatus(roast);
}

export async function listPublicRoasts(
  roasts: PublicRoastIndex,
  query: ListRoastsQuery,
): Promise<ListRoastsResponse> {
  const page = await roasts.listPublic(query);
  return {
    roasts: page.roasts.map(toSummary),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: page.total,
      pages: Math.ceil(page.total / query.limit),
    },
  };
}

export async function getLeaderboard(
  roasts: PublicRoastIndex,
  kind: LeaderboardKind,
): Promise<RoastSummary[]> {
  // The repository reads only the hall's score band; the filter keeps the rule whatever the adapter.
  return (await roasts.leaderboard(kind, LEADERBOARD_SIZE))
    .filter((roast) => isInHall(kind, roast.result.ughScore))
    .map(toSummary);
}

/**
 * A stored image of a roast, and whether the roast is public: a private (unlisted) roast's images are
 * seen by whoever has its link, but no index should keep them.
 */
export interface RoastImage {
  bytes: Buffer;
  isPublic: boolean;
}

/** One stored screenshot (index) or the whole-page capture. */
export async function getRoastImage(
  roasts: RoastLifecycleRepository,
  screenshots: ScreenshotStore,
  id: string,
  which: number | 'fullPage',
  now = new Date(),
): Promise<RoastImage> {
  const roast = await read(roasts, id, now);
  if (!roast || roast.status === 'failed' || roast.status === 'rejected') throw new RoastNotFoundError(id);
  const key = which === 'fullPage' ? roast.result?.fullPage?.key : roast.imageKeys[which];
  const bytes = key ? await screenshots.get(key) : null;
  if (!bytes) throw new RoastNotFoundError(id);
  return { bytes, isPublic: roast.isPublic };
}

/**
 * A roast's card thumbnail. A ready roast whose thumbnail is missing under the current key
 * (made with an older crop, or lost) gets it made again from its first screenshot and stored, so every
 * card shows the same crop; a roast still processing shows its first screenshot until the workflow
 * makes one.
 */
export async function getRoastThumbnail(
  deps: {
    roasts: RoastLifecycleRepository;
    screenshots: ScreenshotStore;
    images: Pick<ImageProcessor, 'thumbnail'>;
  },
  id: string,
  now = new Date(),
): Promise<RoastImage> {
  const roast = await read(deps.roasts, id, now);
  if (!roast || roast.status === 'failed' || roast.status === 'rejected') throw new RoastNotFoundError(id);
  const thumbnail =
    roast.status === 'ready'
      ? await currentThumbnail(deps, roast)
      : roast.imageKeys[0]
        ? await deps.screenshots.get(roast.imageKeys[0])
        : null;
  if (!thumbnail) throw new RoastNotFoundError(id);
  return { bytes: thumbnail, isPublic: roast.isPublic };
}

/**
 * A ready roast's thumbnail in the current crop (the top of the page at full width): the stored one,
 * or made from the first screenshot and stored when the roast predates that crop (its record may still
 * name the old centre crop). Null when the roast has no screenshot left to make it from.
 */
export async function currentThumbnail(
  deps: { screenshots: ScreenshotStore; images: Pick<ImageProcessor, 'thumbnail'> },
  roast: Pick<Roast, 'id' | 'imageKeys'>,
): Promise<Buffer | null> {
  const current = await deps.screenshots.get(thumbnailKey(roast.id));
  if (current) return current;
  const first = roast.imageKeys[0] ? await deps.screenshots.get(roast.imageKeys[0]) : null;
  if (!first) return null;
  const thumbnail = await deps.images.thumbnail(first);
  await deps.screenshots.put(thumbnailKey(roast.id), thumbnail);
  return thumbnail;
}
