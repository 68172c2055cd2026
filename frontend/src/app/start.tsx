import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { discardBootResponses } from '../lib/boot-handoff';
import { createQueryClient } from '../lib/query-client';
import { clearLegacyCaches } from '../lib/storage';
import { App } from './App';
import { prefetchBeforeFirstPaint } from './first-paint';
import { preloadEntryData, preloadEntryScreen } from './route-modules';

// The app proper, run by main.tsx once the prerendered page is on screen. No top-level await: this
// module shares its chunk with the code of the screens it waits for, and those import the chunk back.
async function start(): Promise<void> {
  clearLegacyCaches();

  const screen = preloadEntryScreen(window.location.pathname);
  const queryClient = createQueryClient();
  // The first render waits for the announcement (else the page shifts when the banner arrives) and for
  // the screen's chunk, so that it is the screen, as prerendered in index.html, not a loading spinner.
  const announcement = prefetchBeforeFirstPaint(queryClient);
  preloadEntryData(window.location.pathname, window.location.search, queryClient);
  // The queries above have taken over what the boot script fetched; anything else is dropped.
  discardBootResponses();
  await Promise.all([announcement, screen]);

  // createRoot replaces the prerendered markup in #root in the same commit that inserts the app's (the
  // same page, now live); a transition lets React yield to the browser while it builds the tree instead
  // of one long task that blocks input (Lighthouse's Total Blocking Time).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

void start();
