/**
 * Browser storage that never throws: quota errors (and private-mode refusals) are silently swallowed
 * and kept out of logs (spec core-flow §8).
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(which: Area, key: string, value: string): boolean {
  try {
    const store = area(which);
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // ignored on purpose
  }
}

export function readJson<T>(which: Area, key: string): T | null {
  const raw = readString(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): boolean {
  return writeString(which, key, JSON.stringify(value));
}

export const STORAGE_KEYS = {
  fingerprint: 'ugh_fingerprint',
  ownerKeys: 'ugh_owner_keys',
  pendingRoast: 'ugh_pending_roast',
  dismissedAnnouncement: 'ugh_dismissed_announcement',
  /** Roasts this visitor has liked, newest last: the Like button's pressed state across reloads. */
  likedRoasts: 'ugh_liked_roasts',
  /** Promotion details saved before checkout; read on the ?payment=success return (spec §4). */
  promotion: 'ugh_promotion_data',
} as const;

/** Caches the original product left behind; cleared at start-up (spec core-flow §7). */
const LEGACY_CACHES = ['roast_data', 'temp_images', 'upload_cache'];

export function clearLegacyCaches(): void {
  for (const key of LEGACY_CACHES) {
    removeKey('local', key);
    removeKey('session', key);
  }
}
