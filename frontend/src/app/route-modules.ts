import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { entryRequests, entryRoastId } from '../boot/entry-requests';
import { preloadImage } from '../boot/preload-links';
import { entryScreen, type EntryScreen } from '../boot/screens';
import { galleryQueryOptions } from '../features/gallery/api/gallery';
import { parseGalleryParams } from '../features/gallery/api/gallery-request';
import { roastQueryOptions } from '../features/roasts/api/roasts';

interface Loader<T> {
  (): Promise<T>;
  /** The module, once it has loaded. */
  loaded?: T;
}

const once = <T>(load: () => Promise<T>): Loader<T> => {
  let promise: Promise<T> | undefined;
  const loader: Loader<T> = () =>
    (promise ??= load().then((module) => {
      loader.loaded = module;
      return module;
    }));
  return loader;
};

/**
 * React.lazy for an entry screen. React.lazy suspends on its first render even when the import has
 * already resolved (it learns of it a microtask later), and that first render would commit the
 * loading spinner in place of the prerendered screen for a frame. A module already loaded is handed
 * over synchronously instead (a thenable that calls back at once).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyScreen<T extends ComponentType<any>>(loader: Loader<{ default: T }>) {
  return lazy(() => {
    const module = loader.loaded;
    if (!module) return loader();
    const loaded = { then: (resolve: (value: { default: T }) => void) => resolve(module) };
    return loaded as unknown as Promise<{ default: T }>;
  });
}

/**
 * The screens people land on from outside (search, shared links, src/boot/screens.ts): their chunks
 * are fetched as soon as the entry script runs, in parallel with the first-paint data, instead of after
 * React's first render discovers the lazy route (in a production build the boot script has already
 * asked for them). Each loader is memoised so React.lazy and the preload share one request.
 */
export const loadLandingPage = once(() => import('./routes/landing'));
export const loadGalleryPage = once(() => import('./routes/gallery'));
export const loadLeaderboardPage = once(() => import('../features/leaderboard/components/LeaderboardPage'));
export const loadRoastDetailPage = once(() => import('./routes/roast-detail'));

const LOADERS: Record<EntryScreen, () => Promise<unknown>> = {
  landing: loadLandingPage,
  gallery: loadGalleryPage,
  leaderboard: loadLeaderboardPage,
  roast: loadRoastDetailPage,
};

/**
 * Starts loading the chunk of the screen at `pathname`, if it is an entry screen; settles when it has
 * loaded or failed. Never rejects: React.lazy retries a failed import and its error boundary reports it.
 */
export function preloadEntryScreen(pathname: string): Promise<void> {
  const screen = entryScreen(pathname);
  return screen
    ? LOADERS[screen]().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
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
  // Already there when the boot script ran (production build); preloadImage adds each URL once.
  plan?.images.forEach(preloadImage);
}
