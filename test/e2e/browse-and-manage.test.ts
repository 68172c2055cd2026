import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type LocalStack } from '../../functions/local/stack';
import { byRole, waitForPath, waitForText } from './helpers/browser';
import { startE2eApp, type E2eApp } from './helpers/app';
import { artefactsDir, atBothWidths as checkBothWidths, WIDTHS } from './helpers/screens';

/**
 * Browsing and managing roasts in a real Chromium against the full local stack: copy link, delete as
 * owner, the gallery's search / filter / sort / pagination over seeded public roasts, the leaderboard
 * tabs and the status routes, each at 1440 and 390 px, with zero axe violations of any impact.
 */
type Level = 'honest' | 'brutal' | 'undigestable';
const LEVELS: readonly Level[] = ['honest', 'brutal', 'undigestable'];
const LEVEL_LABEL: Record<Level, string> = {
  honest: 'Honest',
  brutal: 'Brutal',
  undigestable: 'Undigestable',
};
const SOURCES = ['aalto.fi_website.png', 'wikipedia.org_website.png', 'myhelsinki.fi_website.png'].map(
  (name) => join(REPO_ROOT, 'test', 'data', 'aim', name),
);
const SEEDED = 14;
const UNIQUE_NAME = 'Quokka Bakery';
const UNIQUE_TERM = 'quokka';

let stack: LocalStack;
let browser: Browser;
let page: Page;
const seeded: { id: string; level: Level; name: string; score: number }[] = [];
/** Roasts created "in this browser" (owner key in local storage): one per width, for copy and delete. */
const owned: { id: string; ownerKey: string }[] = [];
let app: E2eApp | undefined;
const artefacts = artefactsDir();

/** A website screenshot, varied per index so the critic's scores spread out; base64 PNG. */
async function screenshot(i: number): Promise<string> {
  let image = sharp(SOURCES[i % SOURCES.length]!).resize({ width: 1200, withoutEnlargement: true });
  const variant = Math.floor(i / SOURCES.length) % 5;
  if (variant === 1) image = image.greyscale();
  if (variant === 2) image = image.negate({ alpha: false });
  if (variant === 3) image = image.blur(4);
  if (variant === 4) image = image.modulate({ saturation: 3, brightness: 1.2 });
  return (await image.png().toBuffer()).toString('base64');
}

async function createViaApi(
  i: number,
  level: Level,
  name: string,
): Promise<{ id: string; ownerKey: string }> {
  const response = await fetch(`${stack.url}/api/roasts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      images: [await screenshot(i)],
      roastLevel: level,
      websiteMetadata: { url: `https://${slug(name)}.example`, name, title: name },
    }),
  });
  expect(response.status, `create roast ${name}`).toBeLessThan(300);
  const body = (await response.json()) as { id: string; ownerKey: string };
  return { id: body.id, ownerKey: body.ownerKey };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function waitUntilReady(id: string, timeoutMs = 180_000): Promise<number> {
  const { dependencies } = await import('../../functions/composition/container');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const roast = await dependencies().roasts.get(id);
    if (roast && roast.status !== 'processing') {
      if (roast.status !== 'ready') throw new Error(`roast ${id} ended as ${roast.status}`);
      return roast.result!.ughScore;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`roast ${id} did not finish in ${timeoutMs} ms`);
}

/** Runs `visit` at both widths, collecting axe violations by page and width; none are allowed. */
const atBothWidths = (visit: Parameters<typeof checkBothWidths>[2]) =>
  checkBothWidths(page, { artefacts }, visit);

const cardCount = () => page.$$eval('ul[aria-label="Roasts"] > li', (items) => items.length);

async function waitForSummary(text: string): Promise<void> {
  await page.waitForFunction(
    (t) => document.querySelector('.gallery__summary')?.textContent?.includes(t) ?? false,
    { polling: 100 },
    text,
  );
  await page.waitForFunction(() => !document.querySelector('[aria-label="Loading roasts"]'), {
    polling: 100,
  });
}

beforeAll(async () => {
  app = await startE2eApp(async (started) => {
    stack = started;
    // Seed the gallery before any browser visit (lists are edge-cached for 10 s per URL).
    const { dependencies } = await import('../../functions/composition/container');
    const created: { id: string; level: Level; name: string }[] = [];
    for (let i = 0; i < SEEDED; i++) {
      const level = LEVELS[i % LEVELS.length]!;
      const name = i === 5 ? UNIQUE_NAME : `Seeded Site ${String.fromCharCode(65 + i)}`;
      created.push({ ...(await createViaApi(i, level, name)), level, name });
    }
    for (let i = 0; i < WIDTHS.length; i++) owned.push(await createViaApi(i, 'brutal', `Owned Site ${i}`));
    for (const roast of created) {
      const score = await waitUntilReady(roast.id);
      await dependencies().publicRoasts.publish(roast.id, {
        websiteUrl: `https://${slug(roast.name)}.example`,
        websiteName: roast.name,
        authorCredit: 'E2E seed',
      });
      seeded.push({ id: roast.id, level: roast.level, name: roast.name, score });
    }
    for (const roast of owned) await waitUntilReady(roast.id);
  });
  browser = app.browser;
  // Copy Link writes to the clipboard; navigator.clipboard.writeText needs the sanitized-write grant.
  await browser
    .defaultBrowserContext()
    .overridePermissions(stack.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  page = await app.desktopTab();
  // These roasts were "created in this browser": their owner keys live in local storage.
  await page.goto(`${stack.url}/roast-not-found`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(
    (keys) => localStorage.setItem('ugh_owner_keys', JSON.stringify(keys)),
    Object.fromEntries(owned.map((r) => [r.id, r.ownerKey])),
  );
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('a visitor browses the gallery and leaderboards and manages a roast (Chromium, local mode)', () => {
  it('copies a roast link to the clipboard', async () => {
    const roastUrl = `${stack.url}/roast/${owned[0]!.id}`;
    await atBothWidths(async (label, check) => {
      await page.goto(roastUrl, { waitUntil: 'domcontentloaded' });
      await page.locator(byRole('button', 'Copy Link')).wait();
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.locator(byRole('button', 'Copy Link')).click();
      await waitForText(page, 'Link copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText()), label).toBe(roastUrl);
      await check('roast-copied');
    });
  });

  it('deletes a roast as its owner', async () => {
    let index = 0;
    await atBothWidths(async (label, check) => {
      const { id } = owned[index++]!;
      await page.goto(`${stack.url}/roast/${id}`, { waitUntil: 'domcontentloaded' });
      await page.locator(byRole('button', 'Delete this roast')).click();
      await page.locator(byRole('dialog', 'Delete this roast?')).wait();
      await check('roast-delete-dialog');
      await page.locator(`[role="dialog"] ${byRole('button', 'Delete forever')}`).click();
      await waitForText(page, 'Roast deleted');
      // The roast is gone: its address now ends on the not-found page, and the API answers 404.
      await page.goto(`${stack.url}/roast/${id}`, { waitUntil: 'domcontentloaded' });
      await waitForPath(page, /^\/roast-not-found$/);
      await waitForText(page, 'Roast Not Found');
      await check('roast-deleted');
      const response = await fetch(`${stack.url}/api/roasts/${id}`);
      expect(response.status, label).toBe(404);
    });
  });

  it('searches, filters, sorts and pages through the public gallery', async () => {
    const brutalCount = seeded.filter((r) => r.level === 'brutal').length;
    const firstPage = `Showing 1-12 of ${SEEDED} roasts (page 1 of 2)`;
    await atBothWidths(async (label, check) => {
      await page.goto(`${stack.url}/gallery`, { waitUntil: 'domcontentloaded' });
      await waitForSummary(firstPage);
      expect(await cardCount()).toBe(12);
      await check('gallery');

      // Search across all public roasts: exactly one site matches.
      await page.locator(byRole('searchbox', 'Search roasts')).fill(UNIQUE_TERM);
      await waitForSummary('Showing 1 of 1 roast (page 1 of 1)');
      expect(await cardCount()).toBe(1);
      const only = await page.$eval('ul[aria-label="Roasts"] .link-card__link', (a) => a.textContent);
      expect(only, label).toBe(UNIQUE_NAME);
      await check('gallery-search');
      await page.locator(byRole('button', 'Clear Filters')).click();
      await waitForSummary(firstPage);
      expect(await page.$eval('input[type="search"]', (el) => el.value)).toBe('');

      // Level filter: every card carries that level's badge.
      const level = await page.locator(byRole('combobox', 'Brutality')).waitHandle();
      await level.select('brutal');
      await waitForSummary(`of ${brutalCount} roasts`);
      const badges = await page.$$eval('ul[aria-label="Roasts"] .roast-card__badges', (lists) =>
        lists.map((list) => list.firstElementChild?.textContent?.trim() ?? ''),
      );
      expect(badges.length).toBe(brutalCount);
      expect(new Set(badges), label).toEqual(new Set([LEVEL_LABEL.brutal]));
      await check('gallery-level');
      await page.locator(byRole('button', 'Clear Filters')).click();
      await waitForSummary(firstPage);

      // Sort by score, high to low, then page on.
      const sort = await page.locator(byRole('combobox', 'Sort')).waitHandle();
      await sort.select('score_desc');
      // The summary line reads the same before and after sorting: wait for the sorted cards instead.
      await page.waitForFunction(
        (top) => {
          const shown = Array.from(document.querySelectorAll('ul[aria-label="Roasts"] .roast-card__score'));
          const values = shown.map((el) => Number.parseInt(el.textContent ?? '', 10));
          return (
            location.search.includes('sort=score_desc') &&
            values.length === 12 &&
            values[0] === top &&
            values.every((v, i) => i === 0 || v <= values[i - 1]!)
          );
        },
        { polling: 100 },
        Math.max(...seeded.map((r) => r.score)),
      );
      await waitForSummary(firstPage);
      const scores = await page.$$eval('ul[aria-label="Roasts"] .roast-card__score', (els) =>
        els.map((el) => Number.parseInt(el.textContent ?? '', 10)),
      );
      expect(scores.length).toBe(12);
      expect(scores[0]!, label).toBeGreaterThanOrEqual(scores[1]!);
      expect(scores, label).toEqual([...scores].sort((a, b) => b - a));
      expect(scores[0]).toBe(Math.max(...seeded.map((r) => r.score)));
      await check('gallery-sorted');

      await page.locator(byRole('button', 'Page 2')).wait();
      await page.locator(byRole('button', 'Next')).click();
      await waitForSummary(`Showing 13-${SEEDED} of ${SEEDED} roasts (page 2 of 2)`);
      expect(await cardCount()).toBe(SEEDED - 12);
      expect(
        await page.$eval('nav[aria-label="Gallery pages"] [aria-current="page"]', (el) => el.textContent),
      ).toBe('2');
      await check('gallery-page-2');

      await page.locator(byRole('button', 'Clear Filters')).click();
      await waitForSummary(firstPage);
      expect(await page.evaluate(() => location.search)).toBe('');
      expect(await sort.evaluate((el) => (el as HTMLSelectElement).value)).toBe('newest');
    });
  }, 180_000);

  it('switches leaderboard tabs from the keyboard; the Hall of Shame is led by the highest score', async () => {
    const highest = Math.max(...seeded.map((r) => r.score));
    const lowest = Math.min(...seeded.map((r) => r.score));
    const selected = () =>
      page.$eval('[role="tab"][aria-selected="true"]', (el) => el.textContent?.trim() ?? '');
    const panelScores = () =>
      page.$$eval('[role="tabpanel"]:not([hidden]) .board__score', (els) =>
        els.map((el) => Number.parseInt(el.textContent ?? '', 10)),
      );
    const settled = () =>
      page.waitForFunction(
        () =>
          document.querySelector('[role="tabpanel"]:not([hidden]) .board__score') !== null &&
          !document.querySelector('[role="tabpanel"] [role="status"]'),
        { polling: 100 },
      );
    await atBothWidths(async (label, check) => {
      await page.goto(`${stack.url}/leaderboard`, { waitUntil: 'domcontentloaded' });
      await page.locator(byRole('tab', 'Hall of Shame')).wait();
      await settled();
      expect(await selected()).toBe('Hall of Shame');
      const shame = await panelScores();
      expect(shame[0], label).toBe(highest);
      expect(shame[0]).toBe(Math.max(...shame));
      await check('leaderboard-shame');

      // Keyboard only: focus the selected tab, arrow to the other one, and back again.
      await page.focus('[role="tab"][aria-selected="true"]');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        () =>
          document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Hall of Excellence',
      );
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Hall of Excellence');
      await settled();
      const excellence = await panelScores();
      expect(excellence[0], label).toBe(lowest);
      await check('leaderboard-excellence');
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(
        () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Hall of Shame',
      );
    });
  });

  it('shows the validation disclaimer, roast-not-found and 404 pages', async () => {
    await atBothWidths(async (_label, check) => {
      await page.goto(
        `${stack.url}/validation-disclaimer?message=Not%20a%20website&suggestion=Upload%20a%20screenshot`,
        { waitUntil: 'domcontentloaded' },
      );
      await waitForText(page, 'Not a website');
      await waitForText(page, 'Upload a screenshot');
      await check('validation-disclaimer');

      await page.goto(`${stack.url}/roast-not-found`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, 'Roast Not Found');
      await waitForText(page, "This roast might be private or doesn't exist.");
      await check('roast-not-found');

      await page.goto(`${stack.url}/no-such-page-here`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() =>
        /page not found/i.test(document.querySelector('h1')?.textContent ?? ''),
      );
      expect(await page.evaluate(() => location.pathname)).toBe('/no-such-page-here');
      await check('not-found');
    });
  });
});
