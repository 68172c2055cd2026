import { lazy, type ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SPA_ROUTES, type SpaPath } from '@domain/spa-routes';
import { ErrorFallback } from './error-boundary';
import { Layout } from './layout/Layout';
import {
  lazyScreen,
  loadGalleryPage,
  loadLandingPage,
  loadLeaderboardPage,
  loadRoastDetailPage,
} from './route-modules';

// Every screen is its own chunk; the shell (layout, header, footer, banner) is the only eager code.
const LandingPage = lazyScreen(loadLandingPage);
const GalleryPage = lazyScreen(loadGalleryPage);
const LeaderboardPage = lazyScreen(loadLeaderboardPage);
const RoastDetailPage = lazyScreen(loadRoastDetailPage);
const RoastLoadingPage = lazy(() => import('../features/roasts/components/RoastLoadingPage'));
const CheckoutPage = lazy(() => import('../features/checkout/components/CheckoutPage'));
const statusPages = () => import('./routes/status-pages');
const ValidationDisclaimerPage = lazy(() =>
  statusPages().then((m) => ({ default: m.ValidationDisclaimerPage })),
);
const RoastNotFoundPage = lazy(() => statusPages().then((m) => ({ default: m.RoastNotFoundPage })));
const ErrorPage = lazy(() => statusPages().then((m) => ({ default: m.ErrorPage })));
const NotFoundPage = lazy(() => statusPages().then((m) => ({ default: m.NotFoundPage })));
const PricingPage = lazy(() => import('../features/pages/components/PricingPage'));
const PrivacyPage = lazy(() => import('../features/pages/components/PrivacyPage'));
const TermsPage = lazy(() => import('../features/pages/components/TermsPage'));
const FaqPage = lazy(() => import('../features/pages/components/FaqPage'));
const ContactPage = lazy(() => import('../features/pages/components/ContactPage'));
const ReleaseLogsPage = lazy(() => import('../features/pages/components/ReleaseLogsPage'));
const HowItWorksPage = lazy(() => import('../features/pages/components/HowItWorksPage'));
const ScreenshotAccuracyPage = lazy(
  () => import('../features/screenshot-accuracy/components/ScreenshotAccuracyPage'),
);
const BetaLabPage = lazy(() => import('../features/beta-lab/components/BetaLabPage'));
const IndustryPage = lazy(() => import('../features/industries/components/IndustryPage'));
const DesignPrinciplesPage = lazy(
  () => import('../features/design-principles/components/DesignPrinciplesPage'),
);
const DesignPrinciplePage = lazy(
  () => import('../features/design-principles/components/DesignPrinciplePage'),
);

/**
 * The screen of every page in the shared table (functions/domain/spa-routes.ts: the local server and
 * CloudFront answer 404 for any other path). A `Record` over the table's paths, so a page added there
 * without a screen here (or a screen here without a page there) does not compile.
 */
const SCREENS: Record<SpaPath, ReactElement> = {
  '/': <LandingPage />,
  '/gallery': <GalleryPage />,
  '/leaderboard': <LeaderboardPage />,
  '/roast/:id': <RoastDetailPage />,
  '/roast-loading': <RoastLoadingPage />,
  '/checkout/:roastId': <CheckoutPage />,
  '/checkout': <CheckoutPage />,
  '/validation-disclaimer': <ValidationDisclaimerPage />,
  '/roast-not-found': <RoastNotFoundPage />,
  '/error': <ErrorPage />,
  '/pricing': <PricingPage />,
  '/privacy': <PrivacyPage />,
  '/terms': <TermsPage />,
  '/faq': <FaqPage />,
  '/contact': <ContactPage />,
  '/release-logs': <ReleaseLogsPage />,
  '/how-it-works': <HowItWorksPage />,
  '/screenshot-accuracy': <ScreenshotAccuracyPage />,
  '/beta-features': <BetaLabPage />,
  '/industries/:slug': <IndustryPage />,
  '/design-principles': <DesignPrinciplesPage />,
  '/design-principles/:slug': <DesignPrinciplePage />,
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorFallback />,
    children: [
      ...SPA_ROUTES.map(({ path }) => ({ path, element: SCREENS[path] })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
