import type { Announcement } from '../domain/api-schemas';

/** The site-wide announcement banner: stored ones, and which one is current. */
export interface AnnouncementRepository {
  current(now: Date): Promise<Announcement | null>;
  put(announcement: Announcement & { startsAt?: string }): Promise<void>;
  /** Resolves which announcement is current now and records it (run by the scheduled job). */
  rotate(now: Date): Promise<Announcement | null>;
  /** Operators: stops an announcement from showing (it stays stored). */
  expire(id: string, now: Date): Promise<void>;
}
