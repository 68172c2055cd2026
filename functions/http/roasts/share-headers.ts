/** Headers and header reading shared by the sharing routes (share-links.ts, share-card.ts). */
import type { HttpEvent } from '../../http-kit/http-route';

/** A request header by lower-case name (events may carry any casing). */
export function header(event: HttpEvent, name: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {}))
    if (key.toLowerCase() === name) return value;
  return undefined;
}

/** Headers every share response carries (the API's own, as in http-route.ts). */
export const BASE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
/** An unlisted roast may be looked at by link; no search engine should keep it. */
export const noIndex = (isPublic: boolean): Record<string, string> =>
  isPublic ? {} : { 'x-robots-tag': 'noindex' };
