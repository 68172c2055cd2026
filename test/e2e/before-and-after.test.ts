import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT, type LocalStack } from '../../functions/local/stack';
import type { RoastComparisonResponse } from '../../functions/domain/roast-versions';
import {
  launchOfflineChromium,
  openOfflinePage,
  renderFirstScreen,
} from '../integration/helpers/offline-chromium';
import { byRole, chooseScreenshots, nameStartingWith, waitForPath, waitForText } from './helpers/browser';
import { startE2eApp, type E2eApp } from './helpers/app';
import { artefactsDir, atBothWidths } from './helpers/screens';

/**
 * Before and after, as a visitor does it: roast a bad page through the upload form, then, from
 * that roast's page, "Roast the new version" with the fixed page; the new roast's page shows the score
 * drop and the violations the fix removed. The pages are the saas-landing twins (test/data/twins),
 * rendered by Chromium offline; the SPA is the built one, served by the full local stack.
 */
const TWINS = join(REPO_ROOT, 'test', 'data', 'twins', 'saas-landing');

let stack: LocalStack;
let page: Page;
let app: E2eApp | undefined;
const shotsDir = mkdtempSync(join(tmpdir(), 'ugh-e2e-versions-shots-'));
const artefacts = artefactsDir();
const BAD = join(shotsDir, 'saas-landing-bad.jpg');
const FIXED = join(shotsDir, 'saas-landing-fixed.jpg');

beforeAll(async () => {
  const offline = await launchOfflineChromium('ugh-e2e-versions-render-');
  try {
    const tab = await openOfflinePage(offline);
    writeFileSync(BAD, await renderFirstScreen(tab, join(TWINS, 'bad.html')));
    writeFileSync(FIXED, await renderFirstScreen(tab, join(TWINS, 'good.html')));
  } finally {
    await offline.close();
  }
  app = await startE2eApp();
  stack = app.stack;
  page = await app.desktopTab();
}, 180_000);

afterAll(async () => {
  await app?.close();
  rmSync(shotsDir, { recursive: true, force: true });
});

/** On the starter (landing page): one screenshot, the Honest level, "Roast My Design"; the roast's id. */
async function roastThroughTheForm(file: string): Promise<string> {
  await chooseScreenshots(page, file);
  await page.locator(byRole('button', 'Remove screenshot 1')).wait();
  const honest = await nameStartingWith(page, 'radio', 'Honest');
  expect(honest).toBeTruthy();
  await page.locator(byRole('radio', honest!)).click();
  await page.locator(byRole('button', 'Roast My Design')).click();
  await waitForPath(page, /^\/roast-loading$/);
  const path = await waitForPath(page, /^\/roast\/[^/]+$/, 100_000);
  return decodeURIComponent(path.split('/')[2]!);
}

const sectionText = (name: string) =>
  page.$eval(
    `::-p-aria([role="region"][name=${JSON.stringify(name)}])`,
    (el) => (el as HTMLElement).innerText,
  );

it('roasts a bad page, then its fixed version as the new version, and shows what the fix changed', async () => {
  await page.goto(`${stack.url}/`, { waitUntil: 'domcontentloaded' });
  const oldId = await roastThroughTheForm(BAD);

  // The owner (this browser holds the key) starts the new version from the old roast's page.
  await page.locator(byRole('button', 'Roast the new version')).click();
  await page.locator(byRole('button', 'Add the new version')).click();
  await waitForText(page, 'Upload or capture the new version of your page');
  expect(await page.evaluate(() => location.search)).toBe(`?previous=${encodeURIComponent(oldId)}`);
  const newId = await roastThroughTheForm(FIXED);
  expect(newId).not.toBe(oldId);

  // What the API compares (read independently of the page, to check what the page shows).
  const { comparison } = (await (
    await fetch(`${stack.url}/api/roasts/${newId}/comparison`)
  ).json()) as RoastComparisonResponse;
  expect(comparison.before.id).toBe(oldId);
  expect(comparison.scoreDelta).toBeLessThan(0);
  expect(comparison.violations.fixed.length).toBeGreaterThan(0);

  await page.locator('::-p-aria([role="region"][name="Before and after"])').wait();
  await page.locator('::-p-aria([role="list"][name="Fixed violations"])').wait();
  const shown = await sectionText('Before and after');
  // The score drop, in numbers and in words.
  expect(shown).toContain(`${comparison.before.ughScore}/100`);
  expect(shown).toContain(`${comparison.after.ughScore}/100`);
  expect(shown).toContain(`−${Math.abs(comparison.scoreDelta)}`);
  expect(shown).toMatch(/points?, better/);
  expect(shown).toContain(comparison.summary);
  // Every fixed violation, by code and name, in the "Fixed" list.
  const fixedList = await page.$eval(
    '::-p-aria([role="list"][name="Fixed violations"])',
    (el) => (el as HTMLElement).innerText,
  );
  for (const v of comparison.violations.fixed) {
    expect(fixedList).toContain(v.code);
    expect(fixedList).toContain(v.type);
  }
  // Both first screenshots, loaded.
  for (const name of ['Before', 'After']) {
    const loaded = await page.$eval(`img[alt^="${name}: first screenshot"]`, (img) => {
      const image = img as HTMLImageElement;
      image.scrollIntoView();
      return image.decode().then(
        () => image.naturalWidth,
        () => 0,
      );
    });
    expect(loaded, name).toBeGreaterThan(0);
  }
  // The chain, both ways.
  await page.locator(byRole('link', '← Previous version')).click();
  await waitForPath(page, new RegExp(`^/roast/${oldId}$`));
  await page.locator(byRole('link', 'Next version →')).wait();

  // Both widths: readable, no axe violation, no horizontal scrolling.
  await atBothWidths(page, { artefacts, prefix: 'before-and-after-', overflow: true }, async (_, check) => {
    await page.goto(`${stack.url}/roast/${newId}`, { waitUntil: 'domcontentloaded' });
    await page.locator('::-p-aria([role="list"][name="Fixed violations"])').wait();
    await page.$eval('::-p-aria([role="region"][name="Before and after"])', (el) => el.scrollIntoView());
    await check('comparison');
  });
  console.log(`before-and-after screenshots: ${artefacts}`);
}, 300_000);
