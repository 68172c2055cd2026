import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createAppRouter);
  return (
    <ErrorBoundary>
      <AppProviders {...(queryClient ? { client: queryClient } : {})}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
