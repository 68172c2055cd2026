import type { Announcement } from '@domain/api-schemas';
import { ANNOUNCEMENT_LABELS, isVisible } from '../features/announcements/announcement-view';
import { startApiGet } from '../lib/api-client';
import { FIRST_PAINT_WAIT_MS, type BootState } from '../lib/boot-handoff';
import { readString, STORAGE_KEYS } from '../lib/storage';
import { entryRequests } from './entry-requests';
import { addLink, preloadImage } from './preload-links';
import type { EntryScreen } from './screens';

/** Built files (absolute URLs) an entry screen needs beyond those index.html already loads. */
export interface ScreenFiles {
  js: string[];
  css: string[];
}

export const ANNOUNCEMENT_PATH = '/api/announcements/current';
/** On <html> while the prerendered page waits for the announcement (global.css hides #root). */
export const WAIT_CLASS = 'ugh-boot-wait';

/** Calls `done` once the document has been parsed (before deferred and module scripts run). */
function whenParsed(done: () => void): void {
  if (document.readyState !== 'loading') return done();
  const onChange = () => {
    document.removeEventListener('readystatechange', onChange);
    done();
  };
  document.addEventListener('readystatechange', onChange);
}

/** Calls `done` after the next frame has been painted (at most 100 ms later: hidden tabs paint none). */
function afterNextPaint(done: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    done();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

/**
 * Puts the live announcement into the prerendered banner of `screen` (built with a placeholder and
 * `hidden`), exactly as AnnouncementBanner renders it, or leaves it hidden.
 */
export function showPrerenderedBanner(screen: string, announcement: Announcement | null): void {
  const dismissed = readString('local', STORAGE_KEYS.dismissedAnnouncement);
  const banner = document.querySelector<HTMLElement>(`.prerender[data-screen="${screen}"] .announcement`);
  const text = banner?.querySelector('.announcement__text');
  const type = text?.querySelector('.announcement__type');
  if (!banner || !text || !type || !isVisible(announcement, dismissed)) return;
  banner.className = `announcement announcement--${announcement.type}`;
  type.textContent = `${ANNOUNCEMENT_LABELS[announcement.type]}:`;
  text.replaceChildren(type, ` ${announcement.message}`);
  banner.hidden = false;
}

/**
 * The boot script: a small classic script that index.html runs first, before the stylesheet and the
 * bundle have even been requested. From the URL it knows the screen, and:
 * - names it on <html data-screen>, which picks that screen's prerendered markup in index.html
 *   (vite-prerender.ts; global.css shows only that one);
 * - holds that page back until the announcement has arrived (at most FIRST_PAINT_WAIT_MS), puts it in
 *   the prerendered banner and shows the page; a banner appearing later would push everything down;
 * - starts what would otherwise wait for the bundle to download, run and render: the screen's own
 *   chunk and stylesheets, its API request (handed over to the app, see lib/boot-handoff.ts) and the
 *   image of its largest paint (a roast's first screenshot; a gallery page's first thumbnails as soon
 *   as the page's JSON names them).
 * Nothing here is needed for correctness: if this script fails, the page shows at once and the app
 * requests the same things itself, a little later.
 */
export function boot(
  location: { pathname: string; search: string },
  files: Partial<Record<EntryScreen, ScreenFiles>>,
): BootState {
  let markShown: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (markShown = resolve));
  const state: BootState = { responses: {}, shown };
  window.__ughBoot = state;
  const plan = entryRequests(location.pathname, location.search);
  const html = document.documentElement;
  const screenName = plan?.screen ?? 'other';
  html.dataset.screen = screenName;

  // The other screens' markup goes as soon as the document is parsed: five copies of the page would
  // repeat every id (the skip link's #main among them) until React replaces them.
  whenParsed(() =>
    document
      .querySelectorAll(`#root > .prerender:not([data-screen="${screenName}"])`)
      .forEach((other) => other.remove()),
  );

  html.classList.add(WAIT_CLASS);
  let revealed = false;
  const reveal = () => {
    if (revealed) return;
    revealed = true;
    html.classList.remove(WAIT_CLASS);
    afterNextPaint(markShown);
  };
  setTimeout(reveal, FIRST_PAINT_WAIT_MS);
  const announcement = startApiGet(ANNOUNCEMENT_PATH);
  state.responses[ANNOUNCEMENT_PATH] = announcement;
  announcement
    .then((r) => (r.ok ? (r.clone().json() as Promise<Announcement | null>) : null))
    .then(
      (current) =>
        whenParsed(() => {
          if (!revealed) showPrerenderedBanner(screenName, current);
          reveal();
        }),
      reveal,
    );

  if (!plan) return state;
  const screen = files[plan.screen];
  // Low priority, like the app's chunks (index.html): not needed for the first paint.
  for (const href of screen?.js ?? []) {
    addLink({ rel: 'modulepreload', href, crossorigin: '', fetchpriority: 'low' });
  }
  // crossorigin as Vite's preload helper sets it on the stylesheet link, so that link reuses this fetch.
  for (const href of screen?.css ?? []) addLink({ rel: 'preload', as: 'style', href, crossorigin: '' });
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
