import { startApiGet } from '../lib/api-client';
import type { BootState } from '../lib/boot-handoff';
import { entryRequests } from './entry-requests';
import type { EntryScreen } from './screens';

/** Built files (absolute URLs) an entry screen needs beyond those index.html already loads. */
export interface ScreenFiles {
  js: string[];
  css: string[];
}

function addLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/**
 * The boot script: a few hundred bytes that index.html runs first, before the stylesheet and the
 * bundle have even been requested (a classic script, so it runs as soon as it arrives). From the URL it
 * knows the screen, so it starts at once what would otherwise wait for the bundle to download, run and
 * render: the screen's own chunk and stylesheet, the screen's API request (handed over to the app,
 * see lib/boot-handoff.ts) and the image of its largest paint (a roast's first screenshot; a gallery
 * page's first thumbnails as soon as the page's JSON names them). Nothing here is needed for
 * correctness: if this script fails, the app requests the same things itself, a little later.
 */
export function boot(
  location: { pathname: string; search: string },
  files: Partial<Record<EntryScreen, ScreenFiles>>,
): BootState {
  const state: BootState = { responses: {} };
  window.__ughBoot = state;
  const plan = entryRequests(location.pathname, location.search);
  if (!plan) return state;
  const screen = files[plan.screen];
  for (const href of screen?.js ?? []) addLink({ rel: 'modulepreload', href, crossorigin: '' });
  // crossorigin as Vite's preload helper sets it on the stylesheet link, so that link reuses this fetch.
  for (const href of screen?.css ?? []) addLink({ rel: 'preload', as: 'style', href, crossorigin: '' });
  const preloadImage = (href: string) =>
    addLink({ rel: 'preload', as: 'image', href, fetchpriority: 'high' });
  plan.images.forEach(preloadImage);
  for (const path of plan.data) {
    const response = startApiGet(path);
    state.responses[path] = response;
    // Registered before the app can take the response, so the clone happens before it reads the body.
    const body = response.then((r) => (r.ok ? (r.clone().json() as Promise<unknown>) : null));
    if (plan.imagesIn && path === plan.data[0]) {
      const imagesIn = plan.imagesIn;
      body.then((json) => imagesIn(json).forEach(preloadImage)).catch(() => undefined);
    } else {
      // The app reports failures when it takes the response; this branch only must not be unhandled.
      body.catch(() => undefined);
    }
  }
  return state;
}
