import { render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/router';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders the real route table (layout included) at `path`. `strict`: inside React's StrictMode, which
 * runs every effect twice on mount, as development builds do.
 */
export function renderApp(
  path: string,
  { strict = false }: { strict?: boolean } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const app = (
    <AppProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return Object.assign(result, { router });
}

/** Renders one element at `path` with a few named stand-in routes to observe navigation. */
export function renderWithRouter(
  element: ReactNode,
  {
    path = '/',
    routePath = path,
    extra = [],
  }: { path?: string; routePath?: string; extra?: RouteObject[] } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(
    [{ path: routePath, element }, ...extra, { path: '*', element: <p>Elsewhere</p> }],
    { initialEntries: [path] },
  );
  const result = render(
    <AppProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(result, { router });
}
