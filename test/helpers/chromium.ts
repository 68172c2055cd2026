/**
 * Headless Chromium as every browser test starts it: the machine's Chromium (the capture adapter finds
 * it), its own profile folder, and nothing that phones home (no background networking, component
 * updates, sync or first-run pages), so a test's only traffic is the pages it opens.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumExecutable } from '../../functions/adapters/chromium/chromium-page-capturer';

export async function launchTestChromium({
  userDataDir,
  hideScrollbars = false,
}: {
  /** The profile folder (the caller removes it). */
  userDataDir: string;
  /** For screenshots judged as images: a scrollbar is not part of the page. */
  hideScrollbars?: boolean;
}): Promise<Browser> {
  const { path, args } = await chromiumExecutable();
  return puppeteer.launch({
    executablePath: path,
    headless: true,
    userDataDir,
    args: [
      ...args,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(hideScrollbars ? ['--hide-scrollbars'] : []),
    ],
  });
}
