import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { spaTitle } from '@domain/spa-routes';
import { Spinner } from '../../components';
import { AnnouncementBanner } from '../../features/announcements/components/AnnouncementBanner';
import { ErrorBoundary } from '../error-boundary';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

/**
 * A screen whose chunk is still loading. A full viewport tall, so the footer starts below the fold and
 * the page that replaces the spinner does not push it (a layout shift Lighthouse and users both notice).
 */
export function RouteLoading() {
  return (
    <div className="route-loading">
      <Spinner label="Loading page" />
    </div>
  );
}

export function Layout() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The page's title from the shared table (functions/domain/spa-routes.ts); any other path is the 404.
    document.title = spaTitle(pathname);
    if (first.current) {
      // The first screen: the browser has placed scroll and focus, perhaps already on the prerendered
      // page (index.html) the visitor has started to read; leave both where they are.
      first.current = false;
      return;
    }
    // After client-side navigation: back to the top, and focus on the new content so screen readers
    // announce it. (Block body: scroll methods return a promise in recent Chromium.)
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ErrorBoundary resetKey="banner">
        <AnnouncementBanner />
      </ErrorBoundary>
      <Header />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
