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
import { isReady } from '../domain/roast';
import { asSeenAt } from '../domain/roast-staleness';
import type { PublicRoastIndex, RoastLifecycleRepository } from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import { toDetail, toStatus, toSummary } from './roast-views';
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
  return toDetail(roast, await visibleVersions(roasts, roast, now));
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

/** Bytes of one stored screenshot (index), of the thumbnail, or of the whole-page capture. */
export async function getRoastImage(
  roasts: RoastLifecycleRepository,
  screenshots: ScreenshotStore,
  id: string,
  which: number | 'thumbnail' | 'fullPage',
  now = new Date(),
): Promise<Buffer> {
  const roast = await read(roasts, id, now);
  if (!roast || roast.status === 'failed' || roast.status === 'rejected') throw new RoastNotFoundError(id);
  const key =
    which === 'thumbnail'
      ? (roast.thumbnailKey ?? roast.imageKeys[0])
      : which === 'fullPage'
        ? roast.result?.fullPage?.key
        : roast.imageKeys[which];
  const bytes = key ? await screenshots.get(key) : null;
  if (!bytes) throw new RoastNotFoundError(id);
  return bytes;
}
