/**
 * The demo sites (functions/local/demo-sites.ts) are the landing page's showcases: the Hall of
 * Excellence shows the best of them, the Hall of Shame the worst. Issue 24 found a law-firm demo with
 * its headline under a grey block and a dental demo with labels printed over each other. Pinned here,
 * on each drawing rendered by Chromium: no text runs off the canvas, overlaps other text, lies under a
 * shape painted after it, or runs out of the box it sits on; both with the typefaces the drawings name
 * and with the much wider DejaVu faces a machine without them falls back to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../../functions/local/demo-sites';
import { type OfflineChromium, launchOfflineChromium, openOfflinePage } from './helpers/offline-chromium';
import { svgTextProblems } from './helpers/svg-text';

/** The same drawing with every typeface replaced by its DejaVu counterpart (what librsvg falls back to). */
const inDejaVu = (svg: string) =>
  svg.replace(/font-family="([^"]*)"/g, (_, family: string) =>
    /mono/i.test(family)
      ? 'font-family="DejaVu Sans Mono"'
      : /serif/i.test(family) && !/sans-serif/i.test(family)
        ? 'font-family="DejaVu Serif"'
        : 'font-family="DejaVu Sans"',
  );

let chromium: OfflineChromium | undefined;
beforeAll(async () => {
  chromium = await launchOfflineChromium('ugh-demo-sites-');
}, 60_000);
afterAll(async () => {
  await chromium?.close();
});

describe('demo showcases', () => {
  it('are drawn for both halls', () => {
    expect(new Set(DEMO_SITES.map((d) => d.hall))).toEqual(new Set(['designed', 'brutal']));
  });

  it.each(DEMO_SITES.map((d) => [d.name, d] as const))(
    '%s: no text cut off, covered, printed over other text or running out of its box',
    async (_, demo) => {
      const page = await openOfflinePage(chromium!);
      try {
        expect(await svgTextProblems(page, demo.svg), 'as drawn').toEqual([]);
        expect(await svgTextProblems(page, inDejaVu(demo.svg)), 'in DejaVu').toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('sees the defects the issue found in the old drawings (the check itself works)', async () => {
    const page = await openOfflinePage(chromium!);
    try {
      const headlineUnderBlock = `<rect width="1440" height="900" fill="#ffffff"/>
        <text x="80" y="280" font-family="DejaVu Serif" font-size="60" fill="#0f172a">A law firm for small business.</text>
        <rect x="820" y="180" width="520" height="420" fill="#e2e8f0"/>`;
      const labelsOverlapping = `<rect width="1440" height="900" fill="#e0f2fe"/>
        <text x="60" y="220" font-family="DejaVu Sans" font-size="32" fill="#64748b">Service 1: cleanings, crowns and more</text>
        <text x="520" y="224" font-family="DejaVu Sans" font-size="14" fill="#64748b">Service 2: cleanings</text>`;
      const runningOutOfItsBox = `<rect width="1440" height="900" fill="#000000"/>
        <rect x="0" y="0" width="720" height="900" fill="#ff00ff"/><rect x="720" y="0" width="720" height="900" fill="#00ffff"/>
        <rect x="20" y="40" width="600" height="110" fill="#000000"/>
        <text x="40" y="120" font-family="DejaVu Sans" font-size="76" fill="#ffffff">PHOTOGRAPHY PORTFOLIO</text>`;
      expect(await svgTextProblems(page, headlineUnderBlock)).toEqual([
        expect.objectContaining({ text: 'A law firm for small business.', problem: 'covered' }),
      ]);
      expect(await svgTextProblems(page, labelsOverlapping)).toEqual([
        expect.objectContaining({ problem: 'overlaps-text', with: 'Service 2: cleanings' }),
      ]);
      expect((await svgTextProblems(page, runningOutOfItsBox)).map((p) => p.problem)).toContain('straddles');
    } finally {
      await page.close();
    }
  });
});
