import type { Announcement } from '@domain/api-schemas';

/**
 * Which announcement shows and how it is labelled, as plain functions: the banner (React) and the boot
 * script (src/boot), which puts the same banner on the prerendered page before the bundle has loaded,
 * must agree, or the page would shift when React takes over.
 */
export const ANNOUNCEMENT_LABELS = {
  info: 'Info',
  warning: 'Heads up',
  success: 'Good news',
  urgent: 'Urgent',
} as const satisfies Record<Announcement['type'], string>;

/** Visible unless missing, inactive, expired or dismissed (the dismissed id is kept in localStorage). */
export function isVisible(
  a: Announcement | null | undefined,
  dismissedId: string | null,
  now = Date.now(),
): a is Announcement {
  if (!a || !a.isActive) return false;
  if (a.expiresAt && Date.parse(a.expiresAt) <= now) return false;
  return a.id !== dismissedId;
}
