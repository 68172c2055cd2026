import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, type LocalStack } from '../../functions/local/stack';
import {
  byRole,
  chooseScreenshots,
  DESKTOP,
  MOBILE,
  nameStartingWith,
  runAxe,
  waitForPath,
  waitForText,
} from './helpers/browser';
import { startE2eApp, type E2eApp } from './helpers/app';
import { artefactsDir, atBothWidths } from './helpers/screens';
import { findSecretsInDist } from './helpers/web-build';

/**
 * The whole product as a visitor meets it: the built SPA served by a full local stack (DynamoDB Local,
 * s3rver, the roast workflow, the Stripe simulator), driven in a real Chromium by role, label and text.
 * Each test makes the roast it needs (readyRoast, promotedRoast) in a tab of its own: none depends on
 * another having run, so each runs alone (`-t`) or in any order.
 */
const SCREENSHOTS = [
  join(REPO_ROOT, 'test', 'data', 'aim', 'aalto.fi_website.png'),
  join(REPO_ROOT, 'test', 'data', 'aim', 'wikipedia.org_website.png'),
];
const PROMOTION = {
  websiteUrl: 'https://example.org',
  websiteName: 'Example Org',
  authorCredit: 'Ada Lovelace',
};

let stack: LocalStack;
/** A new tab for each test (desktop width): no test inherits another's page, path or viewport. */
let page: Page;
let app: E2eApp | undefined;
const artefacts = artefactsDir();

async function bodyText(): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

/**
 * A ready roast of the two screenshots, made through the API as the upload form does. `owned`: its owner
 * key is stored in this browser (as after an upload here), so the page offers to promote it.
 */
async function readyRoast({ owned = false } = {}): Promise<string> {
  const response = await fetch(`${stack.url}/api/roasts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      images: SCREENSHOTS.map((file) => readFileSync(file).toString('base64')),
      roastLevel: 'brutal',
    }),
  });
  expect(response.status, 'create a roast').toBe(201);
  const { id, ownerKey } = (await response.json()) as { id: string; ownerKey: string };
  const deadline = Date.now() + 100_000;
  for (;;) {
    const { status } = (await (await fetch(`${stack.url}/api/roasts/${id}/status`)).json()) as {
      status: string;
    };
    if (status === 'ready') break;
    if (status !== 'processing' || Date.now() > deadline) throw new Error(`roast ${id} is ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (owned) {
    await page.goto(`${stack.url}/roast-not-found`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(
      (roastId, key) => {
        const keys = JSON.parse(localStorage.getItem('ugh_owner_keys') ?? '{}') as Record<string, string>;
        localStorage.setItem('ugh_owner_keys', JSON.stringify({ ...keys, [roastId]: key }));
      },
      id,
      ownerKey,
    );
  }
  return id;
}

/** A ready roast, promoted with PROMOTION as a verified payment would (public: gallery, leaderboards). */
async function promotedRoast(): Promise<string> {
  const id = await readyRoast();
  const { dependencies } = await import('../../functions/composition/container');
  await dependencies().publicRoasts.publish(id, PROMOTION);
  return id;
}

/**
 * Public lists are shared-cached for 10 s at the edge (as CloudFront does): a list fetched before the
 * promotion shows the roast after a reload. Retries `visit` for up to 30 s.
 */
async function eventually(visit: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  let seen = await visit();
  while (!seen && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    seen = await visit();
  }
  return seen;
}

/** Whether `selector` is on the gallery page, reloading it as `eventually` does. */
function inGallery(selector: string): Promise<boolean> {
  return eventually(async () => {
    await page.goto(`${stack.url}/gallery`, { waitUntil: 'domcontentloaded' });
    // Loaded: the summary line ("Showing 1 of 1 roast") is there and the skeleton gone.
    await page.waitForFunction(
      () =>
        document.querySelector('.gallery__summary p') &&
        !document.querySelector('[aria-label="Loading roasts"]'),
    );
    return (await page.$(selector)) !== null;
  });
}

beforeAll(async () => {
  app = await startE2eApp();
  stack = app.stack;
});

beforeEach(async () => {
  page = await app!.desktopTab(15_000);
});

afterEach(async () => {
  await page?.close().catch(() => undefined);
});

afterAll(async () => {
  await app?.close();
});

describe('a visitor roasts, engages with and promotes a design (Chromium, local mode)', () => {
  it('the built SPA carries no payment secret', () => {
    expect(findSecretsInDist()).toEqual([]);
  });

  it('uploads two screenshots, picks a level and gets a roast', async () => {
    await page.goto(`${stack.url}/`, { waitUntil: 'domcontentloaded' });
    await chooseScreenshots(page, ...SCREENSHOTS);
    await page.locator(byRole('button', 'Remove screenshot 2')).wait();

    const brutal = await nameStartingWith(page, 'radio', 'Brutal');
    expect(brutal).toBeTruthy();
    await page.locator(byRole('radio', brutal!)).click();

    await page.locator(byRole('button', 'Roast My Design')).click();
    await waitForPath(page, /^\/roast-loading$/);
    await waitForPath(page, /^\/roast\/[^/]+$/, 100_000);

    await page.locator(byRole('tab', 'Desktop')).wait();
    await page.locator(byRole('tab', 'Mobile')).click();
    const text = await bodyText();
    expect(text).toMatch(/UGH Score\s*\d{1,3}\s*\/100/i);
    expect(text).toMatch(/Verdict:\s*\S+/i);
    expect(text).toContain('Make it public for $9');
  }, 120_000);

  it('likes a roast and toggles a reaction', async () => {
    const roastId = await readyRoast();
    await page.goto(`${stack.url}/roast/${roastId}`, { waitUntil: 'domcontentloaded' });
    await page.locator(byRole('button', 'Like, 0')).click();
    await waitForText(page, 'Liked!');
    await page.locator(byRole('button', 'Like, 1')).wait();

    const reaction = await nameStartingWith(page, 'button', 'Hilarious,');
    expect(reaction).toBe('Hilarious, 0');
    await page.locator(byRole('button', 'Hilarious, 0')).click();
    await page.locator(byRole('button', 'Hilarious, 1')).wait();
    await page.locator(byRole('button', 'Hilarious, 1')).click();
    await page.locator(byRole('button', 'Hilarious, 0')).wait();
  });

  it('the owner promotes a roast through checkout in the payment simulator; it becomes public', async () => {
    const roastId = await readyRoast({ owned: true });
    await page.goto(`${stack.url}/roast/${roastId}`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, 'Make it public for $9');
    await page.locator(byRole('button', 'Promote This Roast')).click();
    await page.locator(byRole('dialog', 'Promote Your Roast')).wait();
    await page.locator(byRole('textbox', 'Website URL')).fill(PROMOTION.websiteUrl);
    await page.locator(byRole('textbox', 'Website name')).fill(PROMOTION.websiteName);
    await page.locator(byRole('textbox', 'Author credit (optional)')).fill(PROMOTION.authorCredit);
    await page.locator(`[role="dialog"] ${byRole('button', 'Pay $9 - Promote Roast')}`).click();

    await waitForPath(page, new RegExp(`^/checkout/${roastId}$`));
    await waitForText(page, 'Promote Your Roast');
    await waitForText(page, '$9 to feature your roast with enhanced visibility');
    await waitForText(page, 'Test mode — no real card is charged');
    const card = await page.locator(byRole('textbox', 'Card number')).waitHandle();
    expect(await card.evaluate((el) => (el as HTMLInputElement).value)).toBe('4242 4242 4242 4242');
    expect(await page.evaluate(() => location.search)).toBe('');
    // The checkout page itself: screenshots at both widths and no axe violations of any impact.
    for (const [label, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      // Switching mobile emulation reloads the page: checkout must come back from sessionStorage.
      await page.setViewport(viewport);
      await page.locator(byRole('button', 'Pay $9 - Promote Roast')).wait();
      await waitForText(page, 'Test mode — no real card is charged');
      await page.screenshot({ path: join(artefacts, `checkout-${label}.png`), fullPage: true });
      expect(await runAxe(page), `checkout @ ${label}`).toEqual([]);
    }
    await page.locator(byRole('button', 'Pay $9 - Promote Roast')).click();

    await waitForPath(page, new RegExp(`^/roast/${roastId}$`));
    await waitForText(page, 'Payment Successful!');
    await waitForText(page, 'Your roast has been promoted and is now featured in the gallery.');
    await page.waitForFunction(() => location.search === '');
    await page.waitForFunction(() => !document.body.innerText.includes('Make it public for $9'));
    expect(await page.$(byRole('button', 'Promote This Roast'))).toBeNull();
    // The payment made it public, with the promotion's details.
    const roast = (await (await fetch(`${stack.url}/api/roasts/${roastId}`)).json()) as Record<
      string,
      unknown
    >;
    expect(roast).toMatchObject({
      isPromoted: true,
      websiteUrl: PROMOTION.websiteUrl,
      websiteName: PROMOTION.websiteName,
      authorCredit: PROMOTION.authorCredit,
    });
  });

  it('a promoted roast is public: gallery card with credit and site link, and on the leaderboard', async () => {
    const roastId = await promotedRoast();
    const cardSelector = `article:has(a[href="/roast/${roastId}"])`;
    expect(await inGallery(cardSelector), 'the promoted roast is in the gallery').toBe(true);
    const card = await page.$(cardSelector);
    const details = await card!.evaluate((el) => ({
      text: (el as HTMLElement).innerText,
      external: Array.from(el.querySelectorAll('a[target="_blank"]')).map((a) => ({
        href: a.getAttribute('href'),
        rel: a.getAttribute('rel'),
      })),
    }));
    expect(details.text).toContain(`By ${PROMOTION.authorCredit}`);
    expect(details.text).toContain('Featured');
    expect(details.external).toContainEqual({ href: PROMOTION.websiteUrl, rel: 'noopener noreferrer' });

    const link = `[role="tabpanel"] a[href="/roast/${roastId}"]`;
    const onLeaderboard = async () => {
      await page.goto(`${stack.url}/leaderboard`, { waitUntil: 'domcontentloaded' });
      await page.locator(byRole('tab', 'Hall of Shame')).wait();
      await page.waitForFunction(() => !document.querySelector('[role="tabpanel"] [role="status"]'));
      if (await page.$(link)) return true;
      await page.locator(byRole('tab', 'Hall of Excellence')).click();
      await page.waitForFunction(() => !document.querySelector('[role="tabpanel"] [role="status"]'));
      return (await page.$(link)) !== null;
    };
    const listed = await eventually(onLeaderboard);
    expect(listed, 'the promoted roast is on a leaderboard').toBe(true);
  });

  it('key pages at 1440 and 390 px: screenshots saved, no axe violations of any impact', async () => {
    const roastId = await promotedRoast();
    expect(await inGallery(`a[href="/roast/${roastId}"]`), 'the promoted roast is in the gallery').toBe(true);
    await atBothWidths(page, { artefacts }, async (_label, check) => {
      for (const [name, path, ready] of [
        ['landing', '/', byRole('button', 'Roast My Design')],
        ['gallery', '/gallery', `a[href="/roast/${roastId}"]`],
        ['roast', `/roast/${roastId}`, byRole('tab', 'Desktop')],
      ] as const) {
        await page.goto(`${stack.url}${path}`, { waitUntil: 'domcontentloaded' });
        await page.locator(ready).wait();
        await check(name);
      }
    });
  }, 90_000);
});
