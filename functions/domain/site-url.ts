/**
 * A website address as a visitor types it in the promote dialog. "ledgerly.example" means
 * "https://ledgerly.example": https:// is prepended when no scheme is given, as the spec does for the
 * "View Live Site" link (core-flow §4), so the stored address is the one visitors will open.
 * Shared by the API schema and the web app (no zod, no Node APIs).
 */
export const SITE_URL_INVALID =
  'must be a web address, such as https://your-site.com or your-site.com (http or https)';

/** The address with its scheme, or null when it is not an http(s) address of a named or numbered host. */
export function normaliseSiteUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  // "host:8080/path" has a colon but no scheme; "mailto:", "javascript:" and "ftp://" do.
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text);
  const withScheme = hasScheme ? text : `https://${text}`;
  if (!/^https?:\/\//i.test(withScheme)) return null;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  // A bare word is a typo, not a website ("https://ledgerly"): a typed address needs a dot.
  if (!hasScheme && !url.hostname.includes('.')) return null;
  return withScheme;
}
