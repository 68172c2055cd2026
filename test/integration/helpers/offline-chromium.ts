/**
 * Renders self-contained test pages (test/data/twins, test/data/archetypes) with the machine's Chromium
 * and no network: one headless browser, tabs whose requests other than file: and data: are refused and
 * recorded, and a JPEG of the first screen. Shared by the engine tests and bin/render-archetypes.ts so
 * every labelled page is rendered the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page, Viewport } from 'puppeteer-core';
import { launchTestChromium } from '../../helpers/chromium';

/** A laptop viewport, the size most uploads come from; the normaliser brings it to 1200×750. */
export const DESKTOP_VIEWPORT: Viewport = { width: 1280, height: 800, deviceScaleFactor: 1 };
/** A phone (iPhone 12–14 size) at 2× density: 780×1688 pixels before normalising. */
export const PHONE_VIEWPORT: Viewport = {
  width: 390,
  height: 844,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export interface OfflineChromium {
  browser: Browser;
  /** Every request a page tried to make outside file: and data: (all of them were refused). */
  blocked: string[];
  /** Closes the browser and deletes its throwaway profile. */
  close(): Promise<void>;
}

/** Starts headless Chromium with a throwaway profile and nothing that phones home. */
export async function launchOfflineChromium(profilePrefix = 'ugh-pages-'): Promise<OfflineChromium> {
  const profile = mkdtempSync(join(tmpdir(), profilePrefix));
  const browser = await launchTestChromium({ userDataDir: profile, hideScrollbars: true });
  return {
    browser,
    blocked: [],
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A tab in which the pages are self-contained: anything that would leave the machine is refused. */
export async function openOfflinePage(chromium: OfflineChromium): Promise<Page> {
  const page = await chromium.browser.newPage();
  await page.setViewport(DESKTOP_VIEWPORT);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const scheme = request.url().split(':', 1)[0]!.toLowerCase();
    if (scheme === 'file' || scheme === 'data') void request.continue();
    else {
      chromium.blocked.push(request.url());
      void request.abort('blockedbyclient');
    }
  });
  return page;
}

/**
 * Loads a local HTML file at the given viewport (set before navigating, so phone pages get their
 * mobile layout), its web fonts included.
 */
export async function loadLocalPage(page: Page, file: string, viewport: Viewport = DESKTOP_VIEWPORT) {
  await page.setViewport(viewport);
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** A local HTML file's first screen as a JPEG, as a browser screenshot tool would save it. */
export async function renderFirstScreen(
  page: Page,
  file: string,
  viewport: Viewport = DESKTOP_VIEWPORT,
): Promise<Buffer> {
  await loadLocalPage(page, file, viewport);
  return Buffer.from(await page.screenshot({ type: 'jpeg', quality: 90 }));
}
