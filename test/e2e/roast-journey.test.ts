import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startLocalStack, type LocalStack } from '../../functions/local/stack';
import { byRole, DESKTOP, launchBrowser, MOBILE, runAxe, waitForPath, waitForText } from './helpers/browser';
import { artefactsDir, atBothWidths } from './helpers/screens';
import { buildWeb, findSecretsInDist } from './helpers/web-build';

/**
 * The whole product as a visitor meets it: the built SPA served by a full local stack (DynamoDB Local,
 * s3rver, the roast workflow, the Stripe simulator), driven in a real Chromium by role, label and text.
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
let browser: Browser;
let page: Page;
let roastId = '';
const dataDir = mkdtempSync(join(tmpdir(), 'ugh-e2e-data-'));
const profileDir = mkdtempSync(join(tmpdir(), 'ugh-e2e-chromium-'));
const artefacts = artefactsDir();

/** The accessible name of the first element matching a role whose name starts with `prefix`. */
async function nameStartingWith(role: string, prefix: string): Promise<string | null> {
  const snapshot = await page.accessibility.snapshot({ interestingOnly: true });
  const stack: (typeof snapshot)[] = [snapshot];
  while (stack.length) {
    const node = stack.pop();
    if (!node) continue;
    if (node.role === role && node.name?.startsWith(prefix)) return node.name;
    stack.push(...(node.children ?? []));
  }
  return null;
}

async function bodyText(): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

beforeAll(async () => {
  buildWeb();
  stack = await startLocalStack({
    dataDir,
    persist: false,
    port: 0,
  });
  browser = await launchBrowser(profileDir);
  page = await browser.newPage();
  await page.setViewport(DESKTOP);
  page.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await stack?.stop();
  for (const dir of [dataDir, profileDir]) rmSync(dir, { recursive: true, force: true });
});

describe('a visitor roasts, engages with and promotes a design (Chromium, local mode)', () => {
  it('the built SPA carries no payment secret', () => {
    expect(findSecretsInDist()).toEqual([]);
  });

  it('uploads two screenshots, picks a level and gets a roast', async () => {
    await page.goto(`${stack.url}/`, { waitUntil: 'domcontentloaded' });
    await page.locator(byRole('button', 'Roast My Design')).wait();
    const input = (await page.evaluateHandle(
      () =>
        Array.from(document.querySelectorAll('label')).find(
          (label) => label.textContent?.trim() === 'Choose screenshots',
        )?.control ?? null,
    )) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(...SCREENSHOTS);
    await page.locator(byRole('button', 'Remove screenshot 2')).wait();

    const brutal = await nameStartingWith('radio', 'Brutal');
    expect(brutal).toBeTruthy();
    await page.locator(byRole('radio', brutal!)).click();

    await page.locator(byRole('button', 'Roast My Design')).click();
    await waitForPath(page, /^\/roast-loading$/);
    const path = await waitForPath(page, /^\/roast\/[^/]+$/, 100_000);
    roastId = decodeURIComponent(path.split('/')[2]!);

    await page.locator(byRole('tab', 'Desktop')).wait();
    await page.locator(byRole('tab', 'Mobile')).click();
    const text = await bodyText();
    expect(text).toMatch(/UGH Score\s*\d{1,3}\s*\/100/i);
    expect(text).toMatch(/Verdict:\s*\S+/i);
    expect(text).toContain('Make it public for $9');
  }, 120_000);

  it('likes the roast and toggles a reaction', async () => {
    await page.locator(byRole('button', 'Like, 0')).click();
    await waitForText(page, 'Liked!');
    await page.locator(byRole('button', 'Like, 1')).wait();

    const reaction = await nameStartingWith('button', 'Hilarious,');
    expect(reaction).toBe('Hilarious, 0');
    await page.locator(byRole('button', 'Hilarious, 0')).click();
    await page.locator(byRole('button', 'Hilarious, 1')).wait();
    await page.locator(byRole('button', 'Hilarious, 1')).click();
    await page.locator(byRole('button', 'Hilarious, 0')).wait();
  });

  it('promotes the roast through checkout in the payment simulator', async () => {
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
  });

  it('the promoted roast is public: gallery card with credit and site link, and on the leaderboard', async () => {
    await page.goto(`${stack.url}/gallery`, { waitUntil: 'domcontentloaded' });
    const card = await page.waitForSelector(`article:has(a[href="/roast/${roastId}"])`);
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

    // Lists are shared-cached for 10 s at the edge (as CloudFront does), and the landing page already
    // asked for both leaderboards before the promotion: a visitor sees the roast after a reload.
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
    const deadline = Date.now() + 30_000;
    let listed = await onLeaderboard();
    while (!listed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      listed = await onLeaderboard();
    }
    expect(listed, 'the promoted roast is on a leaderboard').toBe(true);
  });

  it('key pages at 1440 and 390 px: screenshots saved, no axe violations of any impact', async () => {
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
