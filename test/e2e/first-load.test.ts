import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../functions/local/stack';
import { startE2eApp, type E2eApp } from './helpers/app';
import { DESKTOP, MOBILE, runAxe } from './helpers/browser';

/**
 * A first visit to each entry screen in a real Chromium (fresh context: empty cache and storage) against
 * the local stack seeded as `npm start` seeds it (demo roasts and an announcement): the prerendered page
 * (index.html) is painted before the app runs, with the live announcement in its banner; React takes it
 * over with nothing moving, no loading spinner in between and nothing in the console; and nothing is
 * requested twice (the boot script's requests are handed over to the app).
 */
let stack: LocalStack;
let browser: Browser;
let roastId = '';
let app: E2eApp | undefined;

const SEEDED_ANNOUNCEMENT = 'Welcome to UGH Score!';

interface Visit {
  page: Page;
  console: string[];
  requests: string[];
}

/** Records, from before the first byte: layout shifts, paints, the route spinner and #root's takeover. */
const OBSERVE = `
  window.__firstLoad = { shifts: 0, spinner: false, takeover: null, fcp: null };
  const seen = window.__firstLoad;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) seen.shifts += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    if (document.querySelector('#root > main > .route-loading:not(.state)')) seen.spinner = true;
    if (seen.takeover === null && !root.querySelector(':scope > .prerender') && root.children.length)
      seen.takeover = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

async function visit(
  path: string,
  { viewport = MOBILE, block }: { viewport?: typeof MOBILE | typeof DESKTOP; block?: RegExp } = {},
): Promise<Visit> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${String(error)}`));
  const requests: string[] = [];
  if (block) {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (block.test(request.url())) void request.abort();
      else void request.continue();
    });
  }
  page.on('request', (request) => requests.push(request.url().replace(stack.url, '')));
  await page.evaluateOnNewDocument(OBSERVE);
  await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle0' });
  return { page, console: messages, requests };
}

const observed = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __firstLoad: Record<string, unknown> }).__firstLoad,
  ) as Promise<{
    shifts: number;
    spinner: boolean;
    takeover: number | null;
    fcp: number | null;
  }>;

beforeAll(async () => {
  app = await startE2eApp(async (started) => {
    const { seedIfEmpty } = await import('../../functions/local/seed');
    await seedIfEmpty();
    const list = (await (await fetch(`${started.url}/api/roasts?limit=1`)).json()) as {
      roasts: { id: string }[];
    };
    roastId = list.roasts[0]!.id;
  });
  ({ stack, browser } = app);
});

afterAll(async () => {
  await app?.close();
});

describe('first visit: prerendered page, boot script, takeover', () => {
  const screens = (): [string, string, RegExp][] => [
    ['/', 'Your website, roasted. Measured, funny, accurate.', /\/assets\/landing-/],
    ['/gallery', 'Public Roast Gallery', /\/api\/roasts\?page=1&limit=12$/],
    ['/leaderboard', 'UGH Leaderboards', /\/assets\/LeaderboardPage-/],
    [`/roast/${roastId}`, 'Your Design Roast', new RegExp(`/api/roasts/${roastId}/images/0$`)],
  ];

  it('each entry screen: painted before the app runs, taken over without a shift, a spinner or a console message', async () => {
    for (const [path, heading, requested] of screens()) {
      for (const viewport of [MOBILE, DESKTOP]) {
        const { page, console: messages, requests } = await visit(path, { viewport });
        const seen = await observed(page);
        const label = `${path} at ${viewport.width} px`;
        expect(messages, label).toEqual([]);
        expect(seen.fcp, `${label}: first contentful paint`).not.toBeNull();
        expect(seen.takeover, `${label}: React took over`).not.toBeNull();
        expect(seen.fcp!, `${label}: painted before the app took over`).toBeLessThan(seen.takeover!);
        expect(seen.spinner, `${label}: no loading spinner`).toBe(false);
        expect(seen.shifts, `${label}: cumulative layout shift`).toBeLessThan(0.01);
        // Live: the app's page (roasts have loaded), the announcement in its banner.
        const text = await page.evaluate(() => document.body.textContent ?? '');
        expect(text, label).toContain(heading);
        expect(text, label).toContain(SEEDED_ANNOUNCEMENT);
        expect(await page.$$('#root > .prerender'), label).toHaveLength(0);
        // Requested early (by the boot script or index.html), and nothing twice.
        expect(
          requests.some((url) => requested.test(url)),
          `${label}: ${requested}`,
        ).toBe(true);
        const twice = requests.filter((url, i) => requests.indexOf(url) !== i);
        expect(twice, `${label}: requested twice`).toEqual([]);
        await page.browserContext().close();
      }
    }
  });

  it('without the app (its chunk blocked): the prerendered page of the screen, with the banner, no axe violations', async () => {
    for (const [path, heading] of screens()) {
      for (const viewport of [MOBILE, DESKTOP]) {
        const label = `${path} at ${viewport.width} px`;
        const { page } = await visit(path, { viewport, block: /\/assets\/shell-/ });
        const state = await page.evaluate(() => ({
          screen: document.documentElement.dataset.screen,
          waiting: document.documentElement.className,
          text: document.body.innerText,
          prerendered: [...document.querySelectorAll<HTMLElement>('#root > .prerender')].map(
            (p) => p.dataset.screen,
          ),
        }));
        // Only the screen's own markup is left (the boot script drops the others once parsed).
        expect(state.prerendered, label).toEqual([state.screen]);
        expect(state.screen, label).toBe(path === '/' ? 'landing' : path.split('/')[1]);
        expect(state.waiting, label).toBe('');
        // The roast's prerendered state is its loading page; the others show their own heading.
        expect(state.text, label).toContain(path.startsWith('/roast/') ? 'Loading Your Roast' : heading);
        expect(state.text, label).toContain(SEEDED_ANNOUNCEMENT);
        // What a visitor (and a screen reader) meets before the app runs is accessible too.
        expect(await runAxe(page), label).toEqual([]);
        await page.browserContext().close();
      }
    }
  });

  it('a dismissed announcement stays dismissed on the prerendered page and after', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(MOBILE);
    await page.goto(`${stack.url}/leaderboard`, { waitUntil: 'networkidle0' });
    await page.click('button[aria-label="Dismiss announcement"]');
    await page.evaluateOnNewDocument(OBSERVE);
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(SEEDED_ANNOUNCEMENT);
    expect((await observed(page)).shifts).toBeLessThan(0.01);
    await context.close();
  });
});
