import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../functions/local/stack';
import { byRole, waitForText } from './helpers/browser';
import { startE2eApp, type E2eApp } from './helpers/app';
import { artefactsDir, atBothWidths as checkBothWidths } from './helpers/screens';

/**
 * The status pages and the release log in a real Chromium against the local stack: the
 * rejection, roast-not-found, error and 404 pages, and /release-logs, at 1440 and 390 px with zero axe
 * violations and no horizontal overflow (screenshots saved as `status-*.png`); the gap under the buttons
 * measured; and the HTTP status of an unknown path (404) against the app's pages (200).
 */
let stack: LocalStack;
let page: Page;
let app: E2eApp | undefined;
const artefacts = artefactsDir();

const atBothWidths = (visit: Parameters<typeof checkBothWidths>[2]) =>
  checkBothWidths(page, { artefacts, prefix: 'status-', overflow: true }, visit);

async function open(path: string): Promise<number> {
  const response = await page.goto(`${stack.url}${path}`, { waitUntil: 'domcontentloaded' });
  return response?.status() ?? 0;
}

async function waitForHeading(text: string): Promise<void> {
  await page.waitForFunction(
    (t) => Array.from(document.querySelectorAll('main h1')).some((h) => h.textContent?.trim() === t),
    { polling: 100 },
    text,
  );
}

/** Vertical space between the bottom of the first element matching `above` and the top of `below`. */
const gapBetween = (above: string, below: string) =>
  page.evaluate(
    (a, b) => {
      const top = document.querySelector(b)!.getBoundingClientRect().top;
      return top - document.querySelector(a)!.getBoundingClientRect().bottom;
    },
    above,
    below,
  );

beforeAll(async () => {
  app = await startE2eApp();
  stack = app.stack;
  page = await app.desktopTab();
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('status pages and the release log (Chromium, local mode)', () => {
  it('an unknown path answers 404 and shows "404 Page Not Found"; the app’s pages answer 200', async () => {
    await atBothWidths(async (label, check) => {
      expect(await open('/no-such-page'), label).toBe(404);
      await waitForHeading('404 Page Not Found');
      expect(await page.title(), label).toMatch(/^404 Page Not Found/);
      await check('not-found');
    });
    for (const path of [
      '/',
      '/gallery',
      '/release-logs',
      '/roast/AbCdEfGhIjKlMnOpQrSt_-',
      '/error?message=x',
    ]) {
      expect(await open(path), path).toBe(200);
    }
    expect(await open('/roast/abc/extra'), '/roast/abc/extra').toBe(404);
  });

  it('/validation-disclaimer keeps the Terms line and the appeal form clear of the buttons', async () => {
    await atBothWidths(async (label, check) => {
      await open('/validation-disclaimer');
      await waitForHeading("We couldn't roast that");
      await page.waitForSelector(byRole('form', 'Appeal form'));
      expect(
        await gapBetween('main .state__actions', 'main .status-page__note'),
        label,
      ).toBeGreaterThanOrEqual(24);
      expect(await gapBetween('main .status-page__note', 'main .status-form'), label).toBeGreaterThanOrEqual(
        24,
      );
      await check('validation-disclaimer');
    });
  });

  it('/roast-not-found gives the four reasons and leads to a new roast, the gallery or contact', async () => {
    await atBothWidths(async (label, check) => {
      await open('/roast-not-found');
      await waitForHeading('Roast Not Found');
      const reasons = await page.$$eval('main .status-page__reasons li strong', (s) =>
        s.map((e) => e.textContent),
      );
      expect(reasons, label).toEqual([
        'It is private.',
        'It was deleted.',
        'The link is wrong.',
        'It has not been promoted.',
      ]);
      for (const [name, href] of [
        ['Get a New Roast', '/'],
        ['Browse the Gallery', '/gallery'],
        ['Contact Us', '/contact'],
      ] as const) {
        const link = await page.$(`main ${byRole('link', name)}`);
        expect(await link?.evaluate((a) => a.getAttribute('href')), `${name} @ ${label}`).toBe(href);
      }
      expect(
        await gapBetween('main .status-page__reasons', 'main .state__actions'),
        label,
      ).toBeGreaterThanOrEqual(24);
      await check('roast-not-found');
    });
  });

  it('/error says "An unexpected error occurred" by default; Refresh Page reloads it', async () => {
    await atBothWidths(async (label, check) => {
      await open('/error');
      await waitForText(page, 'An unexpected error occurred');
      await page.waitForSelector(byRole('form', 'Error report form'));
      expect(await page.$(`main ${byRole('link', 'Back to Home')}`), label).not.toBeNull();
      expect(await gapBetween('main .state__actions', 'main .status-form'), label).toBeGreaterThanOrEqual(24);
      await check('error');
      await page.evaluate(() => ((window as unknown as { beforeRefresh: boolean }).beforeRefresh = true));
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
        page.locator(`main ${byRole('button', 'Refresh Page')}`).click(),
      ]);
      expect(await page.evaluate(() => 'beforeRefresh' in window), label).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/error');
    });
  });

  it('/release-logs is the visitors’ release log, v1.2.0 to v1.8.0 and later, not the developers’ changelog', async () => {
    await atBothWidths(async (label, check) => {
      await open('/release-logs');
      await waitForHeading('Release Logs');
      const versions = await page.$$eval('main article h2 .release__version', (v) =>
        v.map((e) => e.textContent),
      );
      expect(versions.slice(-7), label).toEqual([
        'v1.8.0',
        'v1.7.0',
        'v1.6.0',
        'v1.5.0',
        'v1.4.0',
        'v1.3.0',
        'v1.2.0',
      ]);
      expect(versions.length, label).toBeGreaterThan(7);
      const text = await page.$eval('main', (m) => (m as HTMLElement).innerText);
      expect(text).toMatch(/Features[\s\S]*Fixes[\s\S]*Notes/i);
      for (const internal of ['Step Functions', 'JSONPath', 'DynamoDB', 'npm run'])
        expect(text).not.toContain(internal);
      await check('release-logs');
    });
  }, 180_000);
});
