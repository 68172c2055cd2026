import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../functions/local/stack';
import { byRole, waitForText } from './helpers/browser';
import { startE2eApp, type E2eApp } from './helpers/app';
import { artefactsDir, atBothWidths as checkBothWidths } from './helpers/screens';

/**
 * The supporting tools and pages in a real Chromium against the full local stack, seeded as `npm start`
 * seeds it: design principles, industry pages, the beta research lab, the screenshot accuracy tool
 * (capturing a loopback fixture site) and the static pages. Every screen is checked at 1440 and 390 px
 * for zero axe violations of any impact and no horizontal overflow.
 */
const STATIC_PAGES: [path: string, heading: string][] = [
  ['/pricing', 'Pricing'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/faq', 'Frequently Asked Questions'],
  ['/contact', 'Contact Us'],
  ['/release-logs', 'Release Logs'],
  ['/how-it-works', 'How it Works'],
  ['/validation-disclaimer', "We couldn't roast that"],
  ['/error?message=Something%20broke', "That didn't go as planned"],
  ['/roast-not-found', 'Roast Not Found'],
];

const INDUSTRY_LINKS = [
  ['SaaS & Technology', '/industries/saas-technology'],
  ['Creative & Design', '/industries/creative-design'],
  ['E-commerce & Retail', '/industries/ecommerce-retail'],
  ['Professional Services', '/industries/professional-services'],
];

/** A small public-looking site on loopback for the screenshot accuracy tool to capture. */
const fixtureSite = createServer((req, res) => {
  if (req.url !== '/') {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  const cards = Array.from(
    { length: 6 },
    (_, i) =>
      `<article style="border:2px solid #222;padding:16px;background:hsl(${i * 50},70%,85%)"><h2>Plan ${i + 1}</h2><p>Everything a growing team needs, billed monthly.</p></article>`,
  ).join('');
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture Cloud</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif">
<header style="background:#0f172a;color:#fff;padding:24px 48px"><strong>Fixture Cloud</strong></header>
<main style="padding:48px"><h1 style="font-size:56px">Ship dashboards, not spreadsheets</h1>
<p style="font-size:22px">The analytics platform for teams. Start your free trial today.</p>
<div style="display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:24px">${cards}</div></main>
</body></html>`);
});

let stack: LocalStack;
let page: Page;
let fixtureUrl = '';
let app: E2eApp | undefined;
const artefacts = artefactsDir();

/** Runs `visit` at both widths; any axe violation or horizontal overflow on any screen fails the test. */
const atBothWidths = (visit: Parameters<typeof checkBothWidths>[2]) =>
  checkBothWidths(page, { artefacts, prefix: 'tools-', overflow: true }, visit);

async function open(path: string): Promise<void> {
  await page.goto(`${stack.url}${path}`, { waitUntil: 'domcontentloaded' });
}

async function waitForHeading(level: number, text: string): Promise<void> {
  await page.waitForFunction(
    (selector, t) => Array.from(document.querySelectorAll(selector)).some((h) => h.textContent?.trim() === t),
    { polling: 100 },
    `main h${level}`,
    text,
  );
}

const isDisabled = (role: string, name: string) =>
  page
    .locator(byRole(role, name))
    .map((el) => (el as HTMLButtonElement).disabled)
    .wait();

beforeAll(async () => {
  await new Promise<void>((resolve) => fixtureSite.listen(0, '127.0.0.1', resolve));
  fixtureUrl = `http://127.0.0.1:${(fixtureSite.address() as AddressInfo).port}/`;
  // Tests may name a loopback fixture for capture; deployed stacks never set this (docs/capture.md, URL capture).
  process.env.CAPTURE_ALLOWED_HOSTS = new URL(fixtureUrl).host;
  app = await startE2eApp(async () => {
    // What `npm start` does on a fresh data directory: demo roasts, published, and an announcement.
    const { seedIfEmpty } = await import('../../functions/local/seed');
    await seedIfEmpty();
  });
  stack = app.stack;
  page = await app.desktopTab();
}, 240_000);

afterAll(async () => {
  await app?.close();
  fixtureSite.closeAllConnections();
  await new Promise((resolve) => fixtureSite.close(resolve));
  delete process.env.CAPTURE_ALLOWED_HOSTS;
});

describe('supporting tools and pages (Chromium, local mode)', () => {
  it('lists the design principles by category and opens one; an unknown one is not found', async () => {
    await atBothWidths(async (label, check) => {
      await open('/design-principles');
      await waitForText(page, 'Research citations');
      const groups = await page.$$eval('main section h2', (hs) => hs.map((h) => h.textContent ?? ''));
      expect(groups.length, label).toBeGreaterThan(0);
      const claim = await page.$eval('.stat-tiles div:nth-child(2) dd', (dd) => dd.textContent ?? '');
      const total = await page.evaluate(async () => {
        const response = await fetch('/api/design-principles');
        return ((await response.json()) as { totalCitations: number }).totalCitations;
      });
      expect(claim, label).toBe(total >= 50 ? '50+' : String(total));
      await check('design-principles');

      // The footer's Design Education links lead to principles that exist.
      const { principle } = (await (await fetch(`${stack.url}/api/design-principles/typography`)).json()) as {
        principle: { name: string; citations: unknown[] };
      };
      await page.locator(`footer ${byRole('link', 'Typography')}`).click();
      await waitForHeading(1, principle.name);
      await waitForText(page, 'Key Points');
      await waitForText(page, `References (${principle.citations.length})`);
      expect(await page.evaluate(() => location.pathname)).toBe('/design-principles/typography');
      await check('design-principle');

      await open('/design-principles/no-such-principle');
      await waitForHeading(1, 'Design Principle Not Found');
      expect(
        await page
          .locator(byRole('link', 'Back to Design Principles'))
          .map((a) => a.getAttribute('href'))
          .wait(),
      ).toBe('/design-principles');
      await check('design-principle-not-found');
    });
  });

  it('shows an industry page (or its empty state) and lists every industry for an unknown one', async () => {
    await atBothWidths(async (label, check) => {
      await open('/industries/saas-technology');
      await waitForHeading(1, 'SaaS & Technology');
      await waitForText(page, 'Design advice for SaaS & Technology');
      const cards = await page.$$eval('main .roast-card', (els) => els.length);
      if (cards === 0) await waitForText(page, 'No public roasts in this industry yet');
      await check('industry');

      await open('/industries/unknown');
      await waitForHeading(1, 'Industry Not Found');
      const links = await page.$$eval('main section[aria-labelledby="available-industries"] a', (as) =>
        as.map((a) => [a.textContent, a.getAttribute('href')]),
      );
      expect(links, label).toEqual(INDUSTRY_LINKS);
      await check('industry-not-found');
    });
  });

  it('loads a random public roast in the beta lab and generates enhanced suggestions', async () => {
    await atBothWidths(async (label, check) => {
      await open('/beta-features');
      await waitForHeading(1, 'Enhanced UX Research Lab');
      await page.waitForFunction(() => document.body.innerText.includes('to study'), { polling: 100 });
      expect(await isDisabled('button', 'Load Random Roast'), label).toBe(false);
      await check('beta-lab');

      await page.locator(byRole('button', 'Load Random Roast')).click();
      await page.locator('article.study').wait();
      await page.locator(byRole('button', 'Generate enhanced suggestions')).click();
      await waitForText(page, 'Enhanced suggestions generated!');
      const suggestions = await page.$$eval(
        'ul[aria-label="Enhanced suggestions"] > li',
        (lis) => lis.length,
      );
      expect(suggestions, label).toBeGreaterThan(0);
      await check('beta-lab-suggestions');
    });
  });

  it('compares both capture strategies for a page and keeps the comparison in the session history', async () => {
    await atBothWidths(async (label, check) => {
      await open('/screenshot-accuracy');
      await waitForHeading(1, 'Screenshot Accuracy Test');
      expect(await isDisabled('button', 'Compare'), label).toBe(true);
      await check('screenshot-accuracy');

      await page.locator(byRole('textbox', 'Website URL')).fill(fixtureUrl);
      expect(await isDisabled('button', 'Compare')).toBe(false);
      await page.locator(byRole('button', 'Compare')).click();
      // Each strategy card's status badge reads "Status: Pending", "Status: Testing..." or "Status: Complete".
      await page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('.strategy__head .badge')).some(
            (badge) => badge.textContent === 'Status: Testing...',
          ),
        { polling: 50 },
      );
      expect(await isDisabled('button', 'Compare'), label).toBe(true);
      await page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('.strategy__head .badge')).filter(
            (badge) => badge.textContent === 'Status: Complete',
          ).length === 2,
        { timeout: 90_000, polling: 200 },
      );
      await page.locator('.verdict h3').wait();
      // Both strategies captured both devices: four decoded screenshots on the page, no issues.
      const decoded = await page.$$eval('.accuracy-shot img', (imgs) =>
        imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0),
      );
      expect(decoded, label).toEqual([true, true, true, true]);
      expect(await page.$$eval('.strategy__issues', (els) => els.length), label).toBe(0);
      const verdict = await page.$eval('.verdict h3', (h) => h.textContent ?? '');
      expect(verdict, label).toMatch(/^(Tie|Winner: (Enhanced scroll|Delay))$/);
      await check('screenshot-accuracy-compared');

      // The history survives a reload of the tab.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.locator('ol[aria-label="Comparison history"]').wait();
      const first = await page.$eval(
        'ol[aria-label="Comparison history"] > li .history__url',
        (p) => p.textContent,
      );
      expect(first, label).toBe(fixtureUrl);
    });
  }, 240_000);

  it('renders the static supporting pages without axe violations or horizontal overflow', async () => {
    await atBothWidths(async (_label, check) => {
      for (const [path, heading] of STATIC_PAGES) {
        await open(path);
        await waitForHeading(1, heading);
        // Each page names itself in the tab title ("Page not found" is for unknown routes only).
        expect(await page.title(), path).not.toMatch(/^Page not found/);
        await check(path.slice(1).split('?')[0]!);
      }
    });
  }, 180_000);
});
