import type { RoastSummary } from '@domain/api-schemas';
import { roastNumberLabel } from '@domain/roast-title';

/** Cards show the sequential number zero-padded to 4 digits (DESIGN §2.1): #0042. */
export function formatRoastNumber(n: number): string {
  return `#${String(n).padStart(4, '0')}`;
}

/** "Just now", "N hours ago", "N days ago" (spec core-flow §2, gallery cards). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const hours = Math.floor((now - then) / 3_600_000);
  if (hours < 1) return 'Just now';
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Title, else domain, else name: what a card calls the site. */
/**
 * What to call a roast: the API's `title` (functions/domain/roast-title.ts: the creator's title, the
 * site's name, its <title>, the name read from the screenshot, its domain), else the same chain
 * here, ending in "Roast #0042": never "Untitled".
 */
export function siteLabel(
  roast: Pick<RoastSummary, 'websiteTitle' | 'websiteDomain' | 'websiteName' | 'number'> &
    Partial<Pick<RoastSummary, 'title'>>,
): string {
  return (
    roast.title ||
    roast.websiteTitle ||
    roast.websiteDomain ||
    roast.websiteName ||
    roastNumberLabel(roast.number)
  );
}

/** "View Live Site": https:// is prepended when the value does not start with http. */
export function siteHref(url: string): string {
  return /^http/i.test(url) ? url : `https://${url}`;
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Capture APIs answer with bare base64 JPEG data; an <img> needs it as a data URL. */
export function jpegDataUrl(value: string): string {
  return value.startsWith('data:') ? value : `data:image/jpeg;base64,${value}`;
}
