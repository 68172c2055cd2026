import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { REPO_ROOT } from '../../../functions/local/stack';
import { launchTestChromium } from '../../helpers/chromium';

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** Headless Chromium with its profile in `profileDir` (the caller removes it). */
export function launchBrowser(profileDir: string): Promise<Browser> {
  return launchTestChromium({ userDataDir: profileDir });
}

/** Accessible-name selectors (puppeteer's ARIA query handler): role + name, as a user perceives them. */
export const byRole = (role: string, name: string) =>
  `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`;
export const byText = (text: string) => `::-p-text(${text})`;

/** The accessible name of the first element of a role whose name starts with `prefix`, if any. */
export async function nameStartingWith(page: Page, role: string, prefix: string): Promise<string | null> {
  const snapshot = await page.accessibility.snapshot({ interestingOnly: true });
  const nodes: (typeof snapshot)[] = [snapshot];
  while (nodes.length) {
    const node = nodes.pop();
    if (!node) continue;
    if (node.role === role && node.name?.startsWith(prefix)) return node.name;
    nodes.push(...(node.children ?? []));
  }
  return null;
}

/** On the starter (the landing page), once the app has mounted: gives `files` to "Choose screenshots". */
export async function chooseScreenshots(page: Page, ...files: string[]): Promise<void> {
  await page.locator(byRole('button', 'Roast My Design')).wait();
  // The app replaces the prerendered page (index.html) when it mounts: a file given to the prerendered
  // input would be lost with it.
  await page.waitForFunction(() => !document.querySelector('#root > .prerender'));
  const input = (await page.evaluateHandle(
    () =>
      Array.from(document.querySelectorAll('label')).find(
        (label) => label.textContent?.trim() === 'Choose screenshots',
      )?.control ?? null,
  )) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(...files);
}

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
