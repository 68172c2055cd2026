import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Announcement } from '@domain/api-schemas';
import { Layout, RouteLoading } from '../app/layout/Layout';
import { AppProviders } from '../app/providers';
import GalleryPage from '../app/routes/gallery';
import LandingPage from '../app/routes/landing';
import RoastDetailPage from '../app/routes/roast-detail';
import type { EntryScreen } from '../boot/screens';
import { currentAnnouncementQueryOptions } from '../features/announcements/api/announcements';
import LeaderboardPage from '../features/leaderboard/components/LeaderboardPage';
import { createQueryClient } from '../lib/query-client';

/**
 * The banner every prerendered page carries, hidden: the boot script fills in the live announcement
 * (src/boot/boot.ts showPrerenderedBanner) or leaves it hidden.
 */
export const PLACEHOLDER_ANNOUNCEMENT: Announcement = {
  id: 'prerender-placeholder',
  message: 'Announcement',
  type: 'info',
  isActive: true,
  expiresAt: null,
};

/** One screen as the app renders it before its data has arrived: layout, header, footer included. */
function renderScreen(path: string, screen: ReactNode): string {
  const client = createQueryClient();
  client.setQueryData(currentAnnouncementQueryOptions().queryKey, PLACEHOLDER_ANNOUNCEMENT);
  return renderToStaticMarkup(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={screen} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/**
 * Build time (vite-prerender.ts, in Node): the markup index.html carries for each entry screen, plus
 * `other` (the loading spinner) for every other path. The boot script picks one by the URL; React
 * replaces it with the same page, live, when the bundle has run.
 */
export function renderScreens(): Record<EntryScreen | 'other', string> {
  return {
    landing: renderScreen('/', <LandingPage />),
    gallery: renderScreen('/gallery', <GalleryPage />),
    leaderboard: renderScreen('/leaderboard', <LeaderboardPage />),
    roast: renderScreen('/roast/prerender', <RoastDetailPage />),
    other: renderScreen('/prerender', <RouteLoading />),
  };
}
