import content from '../content/release-log.json';
import type { Release } from './release-log.schema';

export type { Release };

/**
 * The visitors' release log, newest first. The file is checked against releaseLogSchema by
 * release-log.test.tsx (not here: the schema would bring zod into the browser bundle).
 */
export const RELEASES: Release[] = content;

/** "8 July 2025" and "10:30 UTC": the same for every visitor, wherever they are. */
export function releaseDate(iso: string): { date: string; time: string } {
  const when = new Date(iso);
  return {
    date: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(when),
    time: `${new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' }).format(when)} UTC`,
  };
}
