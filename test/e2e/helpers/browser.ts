import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumExecutable } from '../../../functions/adapters/chromium/chromium-page-capturer';
import { REPO_ROOT } from '../../../functions/local/stack';

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** Headless Chromium with its profile in `profileDir` (the caller removes it). */
export async function launchBrowser(profileDir: string): Promise<Browser> {
  const { path, args } = await chromiumExecutable();
  return puppeteer.launch({
    executablePath: path,
    headless: true,
    userDataDir: profileDir,
    args: [
      ...args,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Accessible-name selectors (puppeteer's ARIA query handler): role + name, as a user perceives them. */
export const byRole = (role: string, name: string) =>
  `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`;
export const byText = (text: string) => `::-p-text(${text})`;

/** Waits until the page's text contains `text` (toasts, headings, anything visible). */
export async function waitForText(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, text);
}

export async function waitForPath(page: Page, test: RegExp, timeout = 15_000): Promise<string> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(location.pathname),
    { timeout, polling: 100 },
    test.source,
  );
  return page.evaluate(() => location.pathname);
}

const AXE_SOURCE = readFileSync(join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  targets: string[];
}

/** Injects axe-core into the page and returns its violations (WCAG 2.x A/AA rules and best practices). */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => String(n.target.join(' '))),
    }));
  });
}
