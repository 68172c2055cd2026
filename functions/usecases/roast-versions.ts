/**
 * Before and after: linking a new roast to the one it is the new version of, and reading
 * the chain and the comparison. The rules are in domain/roast-versions.ts.
 */
import { NotFoundError, RoastNotFoundError, RoastNotReadyError } from '../domain/errors';
import { compareRoasts } from '../domain/roast-comparison';
import type { ReadyRoast, Roast } from '../domain/roast';
import { isReady } from '../domain/roast';
import { asSeenAt } from '../domain/roast-staleness';
import { roastTitle } from '../domain/roast-title';
import {
  mayLinkTo,
  nextVersionSlot,
  VERSION_REFUSAL_MESSAGES,
  type ComparedRoast,
  type RoastComparisonResponse,
  type VersionRefusal,
  type VisibleVersions,
} from '../domain/roast-versions';
import type { RoastLifecycleRepository } from '../ports/roast-repository';
import { assertOwner } from './owner-key';
import { imageUrl, toDetail } from './roast-views';

/** A new version the rules refuse; the API answers 404 (previous_missing) or 409 (the others). */
export class VersionLinkRefusedError extends Error {
  override readonly name = 'VersionLinkRefused';
  constructor(readonly refusal: VersionRefusal) {
    super(VERSION_REFUSAL_MESSAGES[refusal]);
  }
}

/** The roast has no earlier version its readers may see (none, deleted, or private behind a public one). */
export class NoPreviousVersionError extends NotFoundError {
  override readonly name = 'NoPreviousVersion';
  constructor() {
    super('This roast has no earlier version to compare with');
  }
}

async function seen(
  roasts: RoastLifecycleRepository,
  id: string | null | undefined,
  now: Date,
): Promise<Roast | null> {
  if (!id) return null;
  const roast = await roasts.get(id);
  return roast && asSeenAt(roast, now);
}

/**
 * Before anything is stored for a new version: the earlier roast exists and is ready, the caller holds
 * its owner key, and its next-version slot is free or held by a dead roast. Returns what the slot holds
 * now, for linkNewVersion's condition.
 */
export async function checkNewVersionOf(
  roasts: RoastLifecycleRepository,
  previousId: string,
  ownerKey: string,
  now = new Date(),
): Promise<{ replacing: string | null }> {
  const previous = await seen(roasts, previousId, now);
  // The owner check comes first for an existing roast: who does not own it learns nothing of its chain.
  if (previous && previous.status !== 'failed' && previous.status !== 'rejected')
    assertOwner(previous, ownerKey, 'link a new version to');
  const slot = nextVersionSlot(previous, await seen(roasts, previous?.nextId, now));
  if (!slot.ok) throw new VersionLinkRefusedError(slot.refusal);
  return { replacing: slot.replacing };
}

/** Once the new roast is recorded: the earlier roast points at it, unless another version won the race. */
export async function linkNewVersion(
  roasts: RoastLifecycleRepository,
  previousId: string,
  nextId: string,
  replacing: string | null,
): Promise<void> {
  if (!(await roasts.linkNextVersion(previousId, nextId, replacing)))
    throw new VersionLinkRefusedError('next_exists');
}

/** The links a roast's detail shows (domain/roast-versions.ts `mayLinkTo`). */
export async function visibleVersions(
  roasts: RoastLifecycleRepository,
  roast: Roast,
  now = new Date(),
): Promise<VisibleVersions> {
  const [previous, next] = await Promise.all([
    seen(roasts, roast.previousId, now),
    seen(roasts, roast.nextId, now),
  ]);
  return {
    previousId: isLinkedPrevious(roast, previous) ? previous.id : null,
    nextId: mayLinkTo(roast, next) && next.previousId === roast.id ? next.id : null,
  };
}

/**
 * The other end must point back: a replaced next version keeps its previousId, but the earlier roast's
 * chain now continues with the version that replaced it.
 */
function isLinkedPrevious(roast: Roast, previous: Roast | null): previous is Roast {
  return mayLinkTo(roast, previous) && previous.nextId === roast.id;
}

function compared(roast: ReadyRoast): ComparedRoast {
  return {
    id: roast.id,
    number: roast.number,
    title: roastTitle(roast),
    image: roast.imageKeys.length ? imageUrl(roast.id, 0) : null,
    createdAt: roast.createdAt,
  };
}

/**
 * `GET /api/roasts/{id}/comparison`: the roast against its previous version. Readable by whoever can
 * read the roast, and only when the roast may point at its previous version (the same rule as the
 * detail's `previousId`): a public roast never reveals a private earlier one.
 */
export async function getRoastComparison(
  roasts: RoastLifecycleRepository,
  id: string,
  now = new Date(),
): Promise<RoastComparisonResponse> {
  const current = await seen(roasts, id, now);
  if (!current || current.status === 'failed' || current.status === 'rejected')
    throw new RoastNotFoundError(id);
  if (!isReady(current)) throw new RoastNotReadyError(id);
  const previous = await seen(roasts, current.previousId, now);
  if (!isLinkedPrevious(current, previous) || !isReady(previous)) throw new NoPreviousVersionError();
  return {
    previous: compared(previous),
    current: compared(current),
    comparison: compareRoasts(toDetail(previous), toDetail(current)),
  };
}
