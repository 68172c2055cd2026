/// <reference types="node" />
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, INITIAL_JS_BUDGET_KB, measureInitialJs, SCREENS } from '../../web-build';

/**
 * DESIGN §12: a first visit to any screen loads at most 150 KB of gzipped JavaScript (boot script, entry
 * chunk, the app and its static imports, the screen's own chunk). `npm run bench:web` prints the figures;
 * this test fails when a screen grows past the budget. Measured on frontend/dist, built here when it is
 * missing or older than its sources.
 */
let measured: ReturnType<typeof measureInitialJs>;

beforeAll(() => {
  ensureWebBuild();
  measured = measureInitialJs();
}, 300_000);

describe(`initial JavaScript of each screen ≤ ${INITIAL_JS_BUDGET_KB} KB gzipped`, () => {
  it.each(Object.keys(SCREENS))('%s', (route) => {
    const { bytes, scripts } = measured.screens[route]!;
    expect(
      bytes / 1024,
      `${route}: ${(bytes / 1024).toFixed(1)} KB gzipped in ${scripts} scripts (npm run bench:web)`,
    ).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
  });

  it('the shell (boot script, entry chunk, app) is measured, not empty', () => {
    expect(measured.shell.scripts).toBeGreaterThanOrEqual(3);
    expect(measured.shell.bytes).toBeGreaterThan(10 * 1024);
  });
});
