/**
 * What every e2e file starts with: the SPA built as `npm run build:web` builds it, served by a full
 * local stack on a throwaway data folder, and Chromium with a throwaway profile. Each file gets its own
 * (they run one after another), and close() leaves nothing behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { startLocalStack, type LocalStack } from '../../../functions/local/stack';
import { DESKTOP, launchBrowser } from './browser';
import { buildWeb } from './web-build';

export interface E2eApp {
  stack: LocalStack;
  browser: Browser;
  /** A new tab at desktop width whose waits give up after `timeout` ms. */
  desktopTab(timeout?: number): Promise<Page>;
  /** Closes the browser, stops the stack and deletes both folders. */
  close(): Promise<void>;
}

/**
 * Builds the SPA, starts the stack and then Chromium. `beforeBrowser` runs in between, for what must
 * be in place before any page is visited (seeded roasts: lists are edge-cached for 10 s per URL).
 */
export async function startE2eApp(
  beforeBrowser: (stack: LocalStack) => Promise<void> = async () => undefined,
): Promise<E2eApp> {
  buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'ugh-e2e-data-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'ugh-e2e-chromium-'));
  let stack: LocalStack | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close().catch(() => undefined);
    await stack?.stop();
    for (const dir of [dataDir, profileDir]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    stack = await startLocalStack({ dataDir, persist: false, port: 0 });
    await beforeBrowser(stack);
    browser = await launchBrowser(profileDir);
  } catch (error) {
    await close();
    throw error;
  }
  const opened = browser;
  return {
    stack,
    browser,
    async desktopTab(timeout = 20_000) {
      const page = await opened.newPage();
      await page.setViewport(DESKTOP);
      page.setDefaultTimeout(timeout);
      return page;
    },
    close,
  };
}
