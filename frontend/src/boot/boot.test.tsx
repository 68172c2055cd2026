import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Announcement } from '@domain/api-schemas';
import { AppProviders } from '../app/providers';
import { currentAnnouncementQueryOptions } from '../features/announcements/api/announcements';
import { AnnouncementBanner } from '../features/announcements/components/AnnouncementBanner';
import { apiRequest } from '../lib/api-client';
import { discardBootResponses, FIRST_PAINT_WAIT_MS } from '../lib/boot-handoff';
import { STORAGE_KEYS } from '../lib/storage';
import { renderScreens } from '../prerender/render';
import { mockApi } from '../test/fetch-mock';
import { detail, ROAST_ID, summary } from '../test/fixtures';
import { testQueryClient } from '../test/render';
import { boot, WAIT_CLASS } from './boot';
import { entryRequests, galleryPriorityImages } from './entry-requests';

const FILES = {
  roast: {
    js: ['/assets/RoastDetailPage-x.js', '/assets/shared-x.js'],
    css: ['/assets/RoastDetailPage-x.css'],
  },
  gallery: { js: ['/assets/GalleryPage-x.js'], css: [] },
};
const ANNOUNCEMENT: Announcement = {
  id: 'welcome-1',
  message: 'Welcome to UGH Score!',
  type: 'warning',
  isActive: true,
  expiresAt: null,
};

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => ({
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
    crossorigin: l.getAttribute('crossorigin'),
    fetchpriority: l.getAttribute('fetchpriority'),
  }));

/** index.html's body as the build makes it (vite-prerender.ts): every screen, banners hidden. */
function prerenderedBody(): void {
  document.body.innerHTML = `<div id="root">${Object.entries(renderScreens())
    .map(
      ([name, markup]) =>
        `<div class="prerender" data-screen="${name}">${markup.replace('aria-label="Announcement">', 'aria-label="Announcement" hidden>')}</div>`,
    )
    .join('')}</div>`;
}

const banner = (screen: string) =>
  document.querySelector<HTMLElement>(`.prerender[data-screen="${screen}"] .announcement`)!;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.className = '';
  delete document.documentElement.dataset.screen;
  discardBootResponses();
  delete window.__ughBoot;
});

describe('entry requests (what the boot script starts, from the URL alone)', () => {
  it('a shared roast link: the roast and its first screenshot', () => {
    expect(entryRequests(`/roast/${ROAST_ID}`, '')).toEqual({
      screen: 'roast',
      data: [`/api/roasts/${ROAST_ID}`],
      images: [`/api/roasts/${ROAST_ID}/images/0`],
    });
    // Not an id the API issues: the screen's chunk only (the page shows "not found" itself).
    expect(entryRequests('/roast/nope', '')).toEqual({ screen: 'roast', data: [], images: [] });
  });

  it('the gallery: the page the URL asks for, as the gallery query sends it', () => {
    expect(entryRequests('/gallery', '')?.data).toEqual(['/api/roasts?page=1&limit=12']);
    expect(entryRequests('/gallery', '?page=2&q=%20deals%20&level=brutal&sort=score_desc')?.data).toEqual([
      '/api/roasts?page=2&limit=12&search=deals&level=brutal&sort=score_desc',
    ]);
    expect(entryRequests('/gallery', '?page=-1&level=mild&sort=up')?.data).toEqual([
      '/api/roasts?page=1&limit=12',
    ]);
  });

  it('other entry screens need only their chunk; other paths nothing', () => {
    expect(entryRequests('/', '')).toEqual({ screen: 'landing', data: [], images: [] });
    expect(entryRequests('/leaderboard', '')).toEqual({ screen: 'leaderboard', data: [], images: [] });
    expect(entryRequests('/pricing', '')).toBeNull();
  });

  it("a gallery page's first-viewport images are its first two cards' thumbnails (else first screenshot)", () => {
    const page = {
      roasts: [
        summary({ thumbnail: '/t/1' }),
        summary({ thumbnail: null, images: ['/i/2'] }),
        summary({ thumbnail: '/t/3' }),
      ],
    };
    expect(galleryPriorityImages(page)).toEqual(['/t/1', '/i/2']);
    expect(galleryPriorityImages(null)).toEqual([]);
    expect(galleryPriorityImages({ message: 'nope' })).toEqual([]);
  });
});

describe('boot script: requests', () => {
  it("on a roast link: preloads the screen's chunks and screenshot, and hands the roast to the app", async () => {
    const roast = detail();
    const api = mockApi({
      'GET /api/announcements/current': { body: null },
      [`GET /api/roasts/${ROAST_ID}`]: { body: roast },
    });
    boot({ pathname: `/roast/${ROAST_ID}`, search: '' }, FILES);

    expect(document.documentElement.dataset.screen).toBe('roast');
    expect(links('modulepreload')).toEqual([
      { href: '/assets/RoastDetailPage-x.js', as: null, crossorigin: '', fetchpriority: 'low' },
      { href: '/assets/shared-x.js', as: null, crossorigin: '', fetchpriority: 'low' },
    ]);
    expect(links('preload')).toEqual([
      { href: '/assets/RoastDetailPage-x.css', as: 'style', crossorigin: '', fetchpriority: null },
      { href: `/api/roasts/${ROAST_ID}/images/0`, as: 'image', crossorigin: null, fetchpriority: 'high' },
    ]);
    expect(api.requests.map((r) => r.url.pathname)).toEqual([
      '/api/announcements/current',
      `/api/roasts/${ROAST_ID}`,
    ]);
    expect(api.fetchMock.mock.calls[1]![1]).toMatchObject({ credentials: 'include' });

    // The app's first GET of each path takes the response over; the next one asks the API again.
    await expect(apiRequest('/api/announcements/current')).resolves.toBeNull();
    await expect(apiRequest(`/api/roasts/${ROAST_ID}`)).resolves.toEqual(roast);
    expect(api.requests).toHaveLength(2);
    await apiRequest(`/api/roasts/${ROAST_ID}`);
    expect(api.requests).toHaveLength(3);
  });

  it("on the gallery: preloads the first cards' thumbnails as soon as the page's JSON arrives", async () => {
    const page = { roasts: [summary({ thumbnail: '/t/1' }), summary({ thumbnail: '/t/2' })], pagination: {} };
    const api = mockApi({
      'GET /api/announcements/current': { body: null },
      'GET /api/roasts': { body: page },
    });
    boot({ pathname: '/gallery', search: '' }, FILES);
    await expect(apiRequest('/api/roasts?page=1&limit=12')).resolves.toEqual(page);
    await Promise.resolve();
    expect(links('preload').filter((l) => l.as === 'image')).toEqual([
      { href: '/t/1', as: 'image', crossorigin: null, fetchpriority: 'high' },
      { href: '/t/2', as: 'image', crossorigin: null, fetchpriority: 'high' },
    ]);
    expect(api.calls('GET', '/api/roasts')).toHaveLength(1);
  });

  it('hands an error over as the API answered it, and discarded responses are never used', async () => {
    const api = mockApi({
      [`GET /api/roasts/${ROAST_ID}`]: { status: 404, body: { message: 'Roast not found' } },
    });
    boot({ pathname: `/roast/${ROAST_ID}`, search: '' }, {});
    await expect(apiRequest(`/api/roasts/${ROAST_ID}`)).rejects.toThrow('404: {"message":"Roast not found"}');

    boot({ pathname: `/roast/${ROAST_ID}`, search: '' }, {});
    discardBootResponses();
    await expect(apiRequest(`/api/roasts/${ROAST_ID}`)).rejects.toThrow('404');
    expect(api.calls('GET', `/api/roasts/${ROAST_ID}`)).toHaveLength(3);
  });

  it('on other paths: the loading page, and only the announcement is asked for', () => {
    const api = mockApi({ 'GET /api/announcements/current': { body: null } });
    boot({ pathname: '/pricing', search: '' }, FILES);
    expect(document.documentElement.dataset.screen).toBe('other');
    expect(document.head.children).toHaveLength(0);
    expect(api.requests.map((r) => r.url.pathname)).toEqual(['/api/announcements/current']);
  });
});

describe('boot script: the prerendered page and its banner', () => {
  it('holds the page back until the announcement is in the banner, exactly as React renders it', async () => {
    prerenderedBody();
    let answer: (reply: { body: Announcement }) => void = () => undefined;
    mockApi({ 'GET /api/announcements/current': () => new Promise((resolve) => (answer = resolve)) });
    const { shown } = boot({ pathname: '/gallery', search: '' }, {});
    expect(document.documentElement).toHaveClass(WAIT_CLASS);
    expect(banner('gallery')).toHaveAttribute('hidden');

    answer({ body: ANNOUNCEMENT });
    await shown;
    expect(document.documentElement).not.toHaveClass(WAIT_CLASS);
    const client = testQueryClient();
    client.setQueryData(currentAnnouncementQueryOptions().queryKey, ANNOUNCEMENT);
    const react = renderToStaticMarkup(
      <AppProviders client={client}>
        <AnnouncementBanner />
      </AppProviders>,
    );
    expect(react).toContain('Heads up:</strong> Welcome to UGH Score!');
    expect(react.startsWith(banner('gallery').outerHTML)).toBe(true);
    // Only the screen on show is left: the others (and their repeated ids) are gone once parsed.
    expect(
      [...document.querySelectorAll<HTMLElement>('#root > .prerender')].map((p) => p.dataset.screen),
    ).toEqual(['gallery']);
    expect(document.querySelectorAll('#main')).toHaveLength(1);
  });

  it('leaves the banner hidden when the announcement was dismissed, is missing or fails', async () => {
    for (const reply of [{ body: ANNOUNCEMENT }, { body: null }, { status: 500, body: 'boom' }]) {
      prerenderedBody();
      localStorage.setItem(STORAGE_KEYS.dismissedAnnouncement, ANNOUNCEMENT.id);
      mockApi({ 'GET /api/announcements/current': reply });
      await boot({ pathname: '/', search: '' }, {}).shown;
      expect(document.documentElement).not.toHaveClass(WAIT_CLASS);
      expect(banner('landing')).toHaveAttribute('hidden');
    }
  });

  it(`shows the page after ${FIRST_PAINT_WAIT_MS} ms without a banner when the API is slow`, async () => {
    prerenderedBody();
    mockApi({ 'GET /api/announcements/current': () => new Promise(() => undefined) });
    const started = Date.now();
    await boot({ pathname: '/leaderboard', search: '' }, {}).shown;
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_PAINT_WAIT_MS - 5);
    expect(document.documentElement).not.toHaveClass(WAIT_CLASS);
    expect(banner('leaderboard')).toHaveAttribute('hidden');
  });
});
