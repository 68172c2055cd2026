import { readJson, STORAGE_KEYS, writeJson } from './storage';

interface StoredFingerprint {
  id: string;
  createdAt: number;
}

let memory: string | null = null;

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID().replace(/-/g, '');
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

/**
 * The visitor's identity for likes and reactions: a random id with a timestamp, kept in local storage
 * (spec core-flow §3). Fits the server's pattern `[A-Za-z0-9_.:-]{8,128}`.
 */
export function getFingerprint(): string {
  const stored = readJson<StoredFingerprint>('local', STORAGE_KEYS.fingerprint);
  if (stored && typeof stored.id === 'string' && typeof stored.createdAt === 'number') {
    return `${stored.id}.${stored.createdAt}`;
  }
  if (memory) return memory;
  const fresh: StoredFingerprint = { id: randomId(), createdAt: Date.now() };
  writeJson('local', STORAGE_KEYS.fingerprint, fresh);
  memory = `${fresh.id}.${fresh.createdAt}`;
  return memory;
}
