/**
 * The web app's pages: every path the SPA renders a screen for, with its tab title. The one list that
 * the SPA's router (frontend/src/app/router.tsx builds its routes from it), the local server (answers
 * 404 for any other extension-less path, functions/local/api-gateway.ts) and CloudFront (the edge
 * functions in lib/constructs/spa-edge-functions.ts) read, so a page added here exists everywhere and
 * an unknown path is a real 404 everywhere. No imports: the browser, Node and CDK synthesis load it.
 */
export const SPA_ROUTES = [
  { path: '/', title: 'UGH Score: AI Website Design Roast' },
  { path: '/gallery', title: 'Public Roast Gallery · UGH Score' },
  { path: '/leaderboard', title: 'UGH Leaderboards · UGH Score' },
  { path: '/roast/:id', title: 'Your Design Roast · UGH Score' },
  { path: '/roast-loading', title: 'Roasting… · UGH Score' },
  { path: '/checkout/:roastId', title: 'Promote Your Roast · UGH Score' },
  // The spec's alternate link form: /checkout?client_secret=..&roast_id=.. (redirects to the above).
  { path: '/checkout', title: 'Promote Your Roast · UGH Score' },
  { path: '/validation-disclaimer', title: 'Upload rejected · UGH Score' },
  { path: '/roast-not-found', title: 'Roast Not Found · UGH Score' },
  { path: '/error', title: 'Error · UGH Score' },
  { path: '/pricing', title: 'Pricing · UGH Score' },
  { path: '/privacy', title: 'Privacy Policy · UGH Score' },
  { path: '/terms', title: 'Terms of Service · UGH Score' },
  { path: '/faq', title: 'FAQ · UGH Score' },
  { path: '/contact', title: 'Contact · UGH Score' },
  { path: '/release-logs', title: 'Release Logs · UGH Score' },
  { path: '/how-it-works', title: 'How it Works · UGH Score' },
  { path: '/screenshot-accuracy', title: 'Screenshot Accuracy Test · UGH Score' },
  { path: '/beta-features', title: 'Enhanced UX Research Lab · UGH Score' },
  { path: '/industries/:slug', title: 'Industry Analysis · UGH Score' },
  { path: '/design-principles', title: 'Design Principles · UGH Score' },
  { path: '/design-principles/:slug', title: 'Design Principle · UGH Score' },
] as const;

export type SpaRoute = (typeof SPA_ROUTES)[number];
export type SpaPath = SpaRoute['path'];

/** The heading of the page every other path shows (spec: "404 page titled 404 Page Not Found"). */
export const NOT_FOUND_HEADING = '404 Page Not Found';
export const NOT_FOUND_TITLE = `${NOT_FOUND_HEADING} · UGH Score`;

/**
 * The regular expression (source, matched case-insensitively) React Router uses for a route path
 * without a splat: literal segments, `:param` = one non-empty segment, trailing slashes allowed.
 * `spa-routes.test.tsx` (web project) checks it against React Router's own matchPath.
 */
export function spaRoutePattern(path: string): string {
  const literal = path.replace(/[\\.*+^${}|()[\]?]/g, '\\$&').replace(/\/:[\w-]+/g, '/[^/]+');
  return `^${literal}/*$`;
}

const PATTERNS = SPA_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(spaRoutePattern(route.path), 'i'),
}));

/** The page at `pathname` (already percent-decoded), or undefined when the SPA would show its 404. */
export function matchSpaRoute(pathname: string): SpaRoute | undefined {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.route;
}

export function isSpaRoute(pathname: string): boolean {
  return matchSpaRoute(pathname) !== undefined;
}

/** The tab title for `pathname`: the page's own, or the 404 page's. */
export function spaTitle(pathname: string): string {
  return matchSpaRoute(pathname)?.title ?? NOT_FOUND_TITLE;
}
