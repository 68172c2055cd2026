/**
 * The screens people land on from outside (search, shared links), by path. Shared by the app
 * (route-modules.ts preloads the screen's chunk), the boot script (preloads it before the bundle runs)
 * and the build (vite-boot-script.ts finds each screen's chunk by its source module). No imports, so
 * the build can load it too.
 */
export const ENTRY_SCREENS = {
  landing: { pattern: /^\/$/, source: 'src/app/routes/landing.tsx' },
  gallery: { pattern: /^\/gallery\/?$/, source: 'src/app/routes/gallery.tsx' },
  leaderboard: {
    pattern: /^\/leaderboard\/?$/,
    source: 'src/features/leaderboard/components/LeaderboardPage.tsx',
  },
  roast: { pattern: /^\/roast\/[^/]+\/?$/, source: 'src/app/routes/roast-detail.tsx' },
} as const;

export type EntryScreen = keyof typeof ENTRY_SCREENS;

export function entryScreen(pathname: string): EntryScreen | null {
  for (const [name, screen] of Object.entries(ENTRY_SCREENS)) {
    if (screen.pattern.test(pathname)) return name as EntryScreen;
  }
  return null;
}
