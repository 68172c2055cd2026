import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { discardBootResponses } from '../lib/boot-handoff';
import { mockApi } from '../test/fetch-mock';
import { detail, ROAST_ID, summary } from '../test/fixtures';
import { boot } from './boot';
import { entryRequests, galleryPriorityImages } from './entry-requests';

const FILES = {
  roast: {
    js: ['/assets/RoastDetailPage-x.js', '/assets/shared-x.js'],
    css: ['/assets/RoastDetailPage-x.css'],
  },
  gallery: { js: ['/assets/GalleryPage-x.js'], css: [] },
};

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => ({
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
    crossorigin: l.getAttribute('crossorigin'),
    fetchpriority: l.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
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

describe('boot script', () => {
  it("on a roast link: preloads the screen's files and screenshot, and hands the roast to the app", async () => {
    const roast = detail();
    const api = mockApi({ [`GET /api/roasts/${ROAST_ID}`]: { body: roast } });
    boot({ pathname: `/roast/${ROAST_ID}`, search: '' }, FILES);

    expect(links('modulepreload')).toEqual([
      { href: '/assets/RoastDetailPage-x.js', as: null, crossorigin: '', fetchpriority: null },
      { href: '/assets/shared-x.js', as: null, crossorigin: '', fetchpriority: null },
    ]);
    expect(links('preload')).toEqual([
      { href: '/assets/RoastDetailPage-x.css', as: 'style', crossorigin: '', fetchpriority: null },
      { href: `/api/roasts/${ROAST_ID}/images/0`, as: 'image', crossorigin: null, fetchpriority: 'high' },
    ]);
    expect(api.requests).toHaveLength(1);
    expect(api.fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });

    // The app's first GET of the same path takes the response over; the next one asks the API again.
    await expect(apiRequest(`/api/roasts/${ROAST_ID}`)).resolves.toEqual(roast);
    expect(api.requests).toHaveLength(1);
    await apiRequest(`/api/roasts/${ROAST_ID}`);
    expect(api.requests).toHaveLength(2);
  });

  it("on the gallery: preloads the first cards' thumbnails as soon as the page's JSON arrives", async () => {
    const page = { roasts: [summary({ thumbnail: '/t/1' }), summary({ thumbnail: '/t/2' })], pagination: {} };
    const api = mockApi({ 'GET /api/roasts': { body: page } });
    boot({ pathname: '/gallery', search: '' }, FILES);
    await expect(apiRequest('/api/roasts?page=1&limit=12')).resolves.toEqual(page);
    await Promise.resolve();
    expect(links('preload').filter((l) => l.as === 'image')).toEqual([
      { href: '/t/1', as: 'image', crossorigin: null, fetchpriority: 'high' },
      { href: '/t/2', as: 'image', crossorigin: null, fetchpriority: 'high' },
    ]);
    expect(api.requests).toHaveLength(1);
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
    expect(api.requests).toHaveLength(3);
  });

  it('does nothing on other paths', () => {
    const api = mockApi({});
    boot({ pathname: '/pricing', search: '' }, FILES);
    expect(document.head.children).toHaveLength(0);
    expect(api.requests).toHaveLength(0);
  });
});
