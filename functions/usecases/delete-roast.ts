import { RoastNotFoundError } from '../domain/errors';
import type { Roast } from '../domain/roast';
import type { RoastLifecycleRepository } from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import { assertOwner } from './owner-key';
import { roastFolder } from './storage-keys';

/**
 * Right to deletion (privacy page): the creator's browser holds the owner key returned at creation.
 * Images go first so that a failure part-way leaves a roast the owner can delete again.
 */
export async function deleteRoast(
  roasts: RoastLifecycleRepository,
  screenshots: ScreenshotStore,
  id: string,
  ownerKey: string,
): Promise<void> {
  const roast = await roasts.get(id);
  if (!roast) throw new RoastNotFoundError(id);
  assertOwner(roast, ownerKey, 'delete');
  await removeRoast(roasts, screenshots, roast);
}

/** Operators (ugh admin delete): no owner key, same thorough removal. */
export async function deleteRoastAsOperator(
  roasts: RoastLifecycleRepository,
  screenshots: ScreenshotStore,
  id: string,
): Promise<void> {
  const roast = await roasts.get(id);
  if (!roast) throw new RoastNotFoundError(id);
  await removeRoast(roasts, screenshots, roast);
}

async function removeRoast(
  roasts: RoastLifecycleRepository,
  screenshots: ScreenshotStore,
  roast: Roast,
): Promise<void> {
  // The recorded images, and whatever else sits in the roast's folder: share cards rendered on demand
  // (one per version of what they show) are not recorded on the roast.
  const keys = new Set([...roast.imageKeys, ...(roast.thumbnailKey ? [roast.thumbnailKey] : [])]);
  for await (const object of screenshots.list(roastFolder(roast.id))) keys.add(object.key);
  await screenshots.deleteMany([...keys]);
  await roasts.delete(roast.id);
}
