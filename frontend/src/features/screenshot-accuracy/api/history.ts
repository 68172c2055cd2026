import { readJson, removeKey, writeJson } from '../../../lib/storage';
import type { StrategyId, Winner } from './scoring';
import type { StrategyResult } from './strategies';

/**
 * The last comparisons of this browser tab (spec §4/§9: 10 entries). sessionStorage, so they survive a
 * reload but not a new tab. Only scores are kept: the screenshots (up to megabytes each) would exhaust
 * the storage quota after one or two comparisons.
 */
export const HISTORY_KEY = 'ugh_screenshot_accuracy_history';
export const HISTORY_LIMIT = 10;

export interface HistorySummary {
  overall: number;
  desktopScore: number;
  mobileScore: number;
  issues: number;
}

export interface HistoryEntry {
  id: string;
  url: string;
  /** ISO time the comparison finished. */
  testedAt: string;
  winner: Winner | null;
  results: Record<StrategyId, HistorySummary>;
}

const isSummary = (value: unknown): value is HistorySummary =>
  typeof value === 'object' &&
  value !== null &&
  ['overall', 'desktopScore', 'mobileScore', 'issues'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'number',
  );

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<HistoryEntry>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.url === 'string' &&
    typeof entry.testedAt === 'string' &&
    (entry.winner === null ||
      entry.winner === 'tie' ||
      entry.winner === 'networkidle' ||
      entry.winner === 'delay') &&
    isSummary(entry.results?.networkidle) &&
    isSummary(entry.results?.delay)
  );
}

/** Newest first; anything unreadable (another version's format, hand edits) is ignored. */
export function readHistory(): HistoryEntry[] {
  const stored = readJson<unknown>('session', HISTORY_KEY);
  return Array.isArray(stored) ? stored.filter(isEntry).slice(0, HISTORY_LIMIT) : [];
}

export function summarise(result: StrategyResult): HistorySummary {
  return {
    overall: result.overall,
    desktopScore: result.desktop.score,
    mobileScore: result.mobile.score,
    issues: result.issues.length,
  };
}

/** Puts `entry` first, keeps {@link HISTORY_LIMIT}, and returns the new list. */
export function addToHistory(entry: HistoryEntry, current = readHistory()): HistoryEntry[] {
  const next = [entry, ...current.filter((e) => e.id !== entry.id)].slice(0, HISTORY_LIMIT);
  writeJson('session', HISTORY_KEY, next);
  return next;
}

export function clearHistory(): void {
  removeKey('session', HISTORY_KEY);
}
