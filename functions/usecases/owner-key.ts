import { createHash, timingSafeEqual } from 'node:crypto';
import { type OwnerAction, OwnerKeyMismatchError } from '../domain/errors';
import type { Roast } from '../domain/roast';

/** What the table keeps of an owner key: its SHA-256, hex. */
export function hashOwnerKey(ownerKey: string): string {
  return createHash('sha256').update(ownerKey).digest('hex');
}

/**
 * The creator's browser holds the owner key returned once at creation; the table keeps only its
 * SHA-256. Compared in constant time so the answer's timing says nothing about the stored hash.
 */
export function assertOwner(roast: Roast, ownerKey: string, action: OwnerAction): void {
  const expected = Buffer.from(roast.ownerKeyHash, 'hex');
  const given = Buffer.from(hashOwnerKey(ownerKey), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new OwnerKeyMismatchError(action);
}
