import type { QueryClient } from '@tanstack/react-query';
import { roastQueryOptions } from '../features/roasts/api/roasts';

/**
 * The screens people land on from outside (search, shared links): their chunks are fetched as soon as
 * the entry script runs, in parallel with the first-paint data, instead of after React's first render
 * discovers the lazy route. Each loader is memoised so React.lazy and the preload share one request.
 */
const once = <T>(load: () => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
};

export const loadLandingPage = once(() => import('./routes/landing'));
export const loadGalleryPage = once(() => import('../features/gallery/components/GalleryPage'));
export const loadLeaderboardPage = once(() => import('../features/leaderboard/components/LeaderboardPage'));
export const loadRoastDetailPage = once(() => import('../features/roasts/components/RoastDetailPage'));

const ENTRY_SCREENS: [RegExp, () => Promise<unknown>][] = [
  [/^\/$/, loadLandingPage],
  [/^\/gallery\/?$/, loadGalleryPage],
  [/^\/leaderboard\/?$/, loadLeaderboardPage],
  [/^\/roast\/[^/]+\/?$/, loadRoastDetailPage],
];

/** Starts loading the chunk of the screen at `pathname`, if it is an entry screen. Never throws. */
export function preloadEntryScreen(pathname: string): void {
  const match = ENTRY_SCREENS.find(([pattern]) => pattern.test(pathname));
  // A failed preload is not an error: React.lazy retries the import and its error boundary reports it.
  match?.[1]().catch(() => undefined);
}

const ROAST_PATH = /^\/roast\/([A-Za-z0-9_-]{22})\/?$/;

/**
 * Starts the requests an entry screen will make anyway, before React renders it: on a shared roast
 * link, the roast itself and its first screenshot (the page's largest paint). Without this they wait
 * for the screen's chunk and then for the roast JSON, two round trips in a row; with the image in the
 * cache before the page lays out, the screenshot also takes its final size at once (no layout shift).
 */
export function preloadEntryData(pathname: string, queryClient: QueryClient): void {
  const roastId = ROAST_PATH.exec(pathname)?.[1];
  if (!roastId) return;
  void queryClient.prefetchQuery(roastQueryOptions(roastId));
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = `/api/roasts/${roastId}/images/0`;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
