import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
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

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorFallback />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/gallery', element: <GalleryPage /> },
      { path: '/leaderboard', element: <LeaderboardPage /> },
      { path: '/roast/:id', element: <RoastDetailPage /> },
      { path: '/roast-loading', element: <RoastLoadingPage /> },
      { path: '/checkout/:roastId', element: <CheckoutPage /> },
      // The spec's alternate link form: /checkout?client_secret=..&roast_id=.. (redirects to the above).
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/validation-disclaimer', element: <ValidationDisclaimerPage /> },
      { path: '/roast-not-found', element: <RoastNotFoundPage /> },
      { path: '/error', element: <ErrorPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/release-logs', element: <ReleaseLogsPage /> },
      { path: '/how-it-works', element: <HowItWorksPage /> },
      { path: '/screenshot-accuracy', element: <ScreenshotAccuracyPage /> },
      { path: '/beta-features', element: <BetaLabPage /> },
      { path: '/industries/:slug', element: <IndustryPage /> },
      { path: '/design-principles', element: <DesignPrinciplesPage /> },
      { path: '/design-principles/:slug', element: <DesignPrinciplePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
