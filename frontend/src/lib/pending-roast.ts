import type { WebsiteMetadata } from '@domain/api-schemas';
import type { RoastLevel } from '@domain/roast-levels';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage';

/**
 * The roast a visitor has asked for, held client-side until /roast-loading sends it (spec §3): the
 * hand-over from the landing page's starter (features/upload) to the loading page (features/roasts).
 */
export interface PendingRoast {
  images: string[];
  roastLevel: RoastLevel;
  websiteMetadata?: WebsiteMetadata;
  captureId?: string;
  /** The creator's name for the roast (optional; else the site's name or "Roast #0042"). */
  title?: string;
  /** "Roast the new version": the earlier roast this one is the new version of. */
  previousId?: string;
  /** Set once POST /api/roasts succeeded: a reload of /roast-loading resumes polling instead of re-posting. */
  createdId?: string;
}

// Session storage can refuse ~MBs of screenshots; the in-memory copy keeps the flow working in this tab.
let memory: PendingRoast | null = null;

export function savePendingRoast(pending: PendingRoast): void {
  memory = pending;
  writeJson('session', STORAGE_KEYS.pendingRoast, pending);
}

export function loadPendingRoast(): Partial<PendingRoast> | null {
  return readJson<Partial<PendingRoast>>('session', STORAGE_KEYS.pendingRoast) ?? memory;
}

export function markPendingCreated(id: string): void {
  const pending = loadPendingRoast();
  if (pending?.images && pending.roastLevel)
    savePendingRoast({ ...(pending as PendingRoast), createdId: id });
}

export function clearPendingRoast(): void {
  memory = null;
  removeKey('session', STORAGE_KEYS.pendingRoast);
}
