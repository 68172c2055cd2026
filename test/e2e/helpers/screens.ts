import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { DESKTOP, MOBILE, runAxe, type AxeViolation } from './browser';

/** The two widths every screen is judged at (1440 and 390 px), labelled for file names and messages. */
export const WIDTHS = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

/** Screenshots land in a fresh temp dir, or in UGH_E2E_ARTEFACTS when set (e.g. for CI artefacts). */
export function artefactsDir(): string {
  const dir = process.env.UGH_E2E_ARTEFACTS ?? mkdtempSync(join(tmpdir(), 'ugh-e2e-screens-'));
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface ScreenFinding {
  violations?: AxeViolation[];
  overflow?: { scrollWidth: number; innerWidth: number };
}

export interface ScreenChecks {
  /** Where the full-page screenshots go. */
  artefacts: string;
  /** Prepended to each screenshot's file name, so several test files can share one artefacts dir. */
  prefix?: string;
  /** Also fail on horizontal overflow (`document.documentElement.scrollWidth > innerWidth`). */
  overflow?: boolean;
}

/**
 * Lets fonts and entrance transitions settle (contrast is judged on the final colours), saves a
 * full-page screenshot and returns every axe violation and, when asked, horizontal overflow.
 */
export async function inspectScreen(
  page: Page,
  file: string,
  { artefacts, prefix = '', overflow = false }: ScreenChecks,
): Promise<ScreenFinding | null> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 300));
  await page.screenshot({ path: join(artefacts, `${prefix}${file}.png`), fullPage: true });
  const finding: ScreenFinding = {};
  const violations = await runAxe(page);
  if (violations.length) finding.violations = violations;
  if (overflow) {
    const size = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (size.scrollWidth > size.innerWidth) finding.overflow = size;
  }
  return Object.keys(finding).length ? finding : null;
}

/**
 * Runs `visit` at both {@link WIDTHS}; each `check(name)` inspects the screen as it is. Every finding on
 * every screen is collected and any one fails the test, so a run reports them all at once.
 */
export async function atBothWidths(
  page: Page,
  checks: ScreenChecks,
  visit: (label: string, check: (name: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  const found: Record<string, ScreenFinding> = {};
  for (const [label, viewport] of WIDTHS) {
    await page.setViewport(viewport);
    await visit(label, async (name) => {
      const finding = await inspectScreen(page, `${name}-${label}`, checks);
      if (finding) found[`${name} @ ${label}`] = finding;
    });
  }
  expect(found, `screenshots in ${checks.artefacts}`).toEqual({});
}
