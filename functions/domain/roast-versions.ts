/**
 * Before and after: the rules of the version chain. The owner of a roast may roast "the new
 * version" of the page: the new roast records `previousId`, the old one `nextId`. Pure: the use case
 * (usecases/roast-versions.ts) reads the roasts and applies these.
 *
 * Rules (docs/data-model.md "Versions: before and after"):
 * - only a ready roast can have a new version (the comparison needs its result);
 * - a roast has at most one next version. While that one is processing or ready, a second attempt is
 *   refused (the owner roasts the newer version's own new version: the chain stays a line). When it
 *   failed, was rejected or was deleted, the new attempt takes its place;
 * - a link is shown from a roast only towards a ready roast that is at least as visible: a private roast
 *   may point at a private or public one, a public (listed) roast only at a public one. Listed roasts
 *   have readers nobody gave a link to; they must not learn the id of a private roast.
 */
import type { RoastComparison } from './roast-comparison';
import type { Roast } from './roast';

/** Why a roast cannot take a new version now. */
export type VersionRefusal = 'previous_missing' | 'previous_not_ready' | 'next_exists';

export const VERSION_REFUSAL_MESSAGES: Record<VersionRefusal, string> = {
  previous_missing: 'The roast you are making a new version of does not exist (it may have been deleted)',
  previous_not_ready: 'The roast you are making a new version of is not finished yet: wait until it is ready',
  next_exists: 'This roast already has a new version. Open that version and roast its new version from there',
};

/** The slot for a next version on `previous`: free (`replacing` null), taken by a dead one, or refused. */
export type NextVersionSlot = { ok: true; replacing: string | null } | { ok: false; refusal: VersionRefusal };

/**
 * `previous` is the roast as seen now (staleness applied); `currentNext` the roast its `nextId` names,
 * as seen now, or null when there is none or it is gone.
 */
export function nextVersionSlot(previous: Roast | null, currentNext: Roast | null): NextVersionSlot {
  if (!previous || previous.status === 'failed' || previous.status === 'rejected')
    return { ok: false, refusal: 'previous_missing' };
  if (previous.status !== 'ready' || previous.result === null)
    return { ok: false, refusal: 'previous_not_ready' };
  const linked = previous.nextId ?? null;
  if (linked === null) return { ok: true, replacing: null };
  const alive =
    currentNext !== null && (currentNext.status === 'processing' || currentNext.status === 'ready');
  return alive ? { ok: false, refusal: 'next_exists' } : { ok: true, replacing: linked };
}

/** Whether `from` may point at `to` (both as seen now; `to` null when it does not exist). */
export function mayLinkTo(from: Pick<Roast, 'isPublic'>, to: Roast | null): to is Roast {
  if (!to || to.status !== 'ready' || to.result === null) return false;
  return to.isPublic || !from.isPublic;
}

/** The version ids a roast's detail shows. */
export interface VisibleVersions {
  previousId: string | null;
  nextId: string | null;
}

/** One side of a comparison as the roast page shows it. */
export interface ComparedRoast {
  id: string;
  number: number;
  title: string;
  /** The first screenshot (the page's first screen), or null when none is stored. */
  image: string | null;
  createdAt: string;
}

/** `GET /api/roasts/{id}/comparison`: the roast (`current`) against its previous version. */
export interface RoastComparisonResponse {
  previous: ComparedRoast;
  current: ComparedRoast;
  comparison: RoastComparison;
}
