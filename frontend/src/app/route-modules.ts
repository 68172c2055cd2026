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
