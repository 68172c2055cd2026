import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchBeforeFirstPaint } from './app/first-paint';
import { preloadEntryData, preloadEntryScreen } from './app/route-modules';
import { discardBootResponses } from './lib/boot-handoff';
import { createQueryClient } from './lib/query-client';
import { clearLegacyCaches } from './lib/storage';
import './styles/global.css';

clearLegacyCaches();

preloadEntryScreen(window.location.pathname);
const queryClient = createQueryClient();
preloadEntryData(window.location.pathname, window.location.search, queryClient);
// The entry screen's queries have taken over what the boot script fetched; anything else is dropped.
discardBootResponses();
await prefetchBeforeFirstPaint(queryClient);

// A transition lets React yield to the browser while it builds the first tree, instead of one long
// task that blocks input (Lighthouse's Total Blocking Time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
