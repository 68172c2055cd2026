import { readJson, STORAGE_KEYS, writeJson } from './storage';

/** Owner keys (returned once by POST /api/roasts) allow deleting and promoting a roast; kept by roast id. */
export function saveOwnerKey(roastId: string, ownerKey: string): void {
  const keys = readJson<Record<string, string>>('local', STORAGE_KEYS.ownerKeys) ?? {};
  keys[roastId] = ownerKey;
  writeJson('local', STORAGE_KEYS.ownerKeys, keys);
}

export function getOwnerKey(roastId: string): string | null {
  const keys = readJson<Record<string, string>>('local', STORAGE_KEYS.ownerKeys);
  return keys?.[roastId] ?? null;
}

export function forgetOwnerKey(roastId: string): void {
  const keys = readJson<Record<string, string>>('local', STORAGE_KEYS.ownerKeys);
  if (!keys || !(roastId in keys)) return;
  delete keys[roastId];
  writeJson('local', STORAGE_KEYS.ownerKeys, keys);
}

/** What a browser without the key is told where promoting would be offered (banner, checkout). */
export const OWNER_ONLY_PROMOTION =
  'Only the browser that created this roast can promote it: it holds the roast’s owner key.';
