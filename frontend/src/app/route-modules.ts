import type { QueryClient } from '@tanstack/react-query';
import { entryRequests, entryRoastId } from '../boot/entry-requests';
import { entryScreen, type EntryScreen } from '../boot/screens';
import { galleryQueryOptions } from '../features/gallery/api/gallery';
import { parseGalleryParams } from '../features/gallery/api/gallery-request';
import { roastQueryOptions } from '../features/roasts/api/roasts';

/**
 * The screens people land on from outside (search, shared links, src/boot/screens.ts): their chunks
 * are fetched as soon as the entry script runs, in parallel with the first-paint data, instead of after
 * React's first render discovers the lazy route (in a production build the boot script has already
 * asked for them). Each loader is memoised so React.lazy and the preload share one request.
 */
const once = <T>(load: () => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
};

export const loadLandingPage = once(() => import('./routes/landing'));
export const loadGalleryPage = once(() => import('../features/gallery/components/GalleryPage'));
export const loadLeaderboardPage = once(() => import('../features/leaderboard/components/LeaderboardPage'));
export const loadRoastDetailPage = once(() => import('../features/roasts/components/RoastDetailPage'));

const LOADERS: Record<EntryScreen, () => Promise<unknown>> = {
  landing: loadLandingPage,
  gallery: loadGalleryPage,
  leaderboard: loadLeaderboardPage,
  roast: loadRoastDetailPage,
};

/** Starts loading the chunk of the screen at `pathname`, if it is an entry screen. Never throws. */
export function preloadEntryScreen(pathname: string): void {
  const screen = entryScreen(pathname);
  // A failed preload is not an error: React.lazy retries the import and its error boundary reports it.
  if (screen) LOADERS[screen]().catch(() => undefined);
}

/**
 * Starts the requests an entry screen will make anyway, before React renders it: a shared roast's
 * detail and first screenshot (the page's largest paint), a gallery page. Without this they wait for
 * the screen's chunk, then for the JSON: round trips in a row. With the image in the cache before the
 * page lays out, the screenshot also takes its final size at once (no layout shift). In a production
 * build the boot script started these requests already; the queries take its responses over.
 */
export function preloadEntryData(pathname: string, search: string, queryClient: QueryClient): void {
  const plan = entryRequests(pathname, search);
  if (plan?.screen === 'gallery') {
    void queryClient.prefetchQuery(galleryQueryOptions(parseGalleryParams(new URLSearchParams(search))));
  }
  const roastId = entryRoastId(pathname);
  if (roastId) void queryClient.prefetchQuery(roastQueryOptions(roastId));
  for (const href of plan?.images ?? []) {
    if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue; // the boot script's
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
}
