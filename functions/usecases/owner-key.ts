import { timingSafeEqual } from 'node:crypto';
import { type OwnerAction, OwnerKeyMismatchError } from '../domain/errors';
import type { Roast } from '../domain/roast';
import { hashOwnerKey } from './create-roast';

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
