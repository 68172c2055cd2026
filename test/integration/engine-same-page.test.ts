/**
 * One page, two viewports. Users upload a desktop and a phone screenshot of the
 * same page, and a URL capture takes exactly that; the drift rules (V052–V055) are for different pages
 * that do not look like one site. Chromium renders each of the 28 labelled twin pages
 * (test/data/twins) as an upload would come (1280×800 desktop, 390×844 phone at 2×) and at the URL
 * capture's sizes (1440 px wide, the first 1200 CSS px; 428×926 at 3×); every screenshot is normalised
 * like an upload and measured once. Pinned:
 *
 * - no desktop + phone pair of one page gets a drift violation, from the pixel evidence alone;
 * - with the capture's knowledge (`viewports: 'one-page'`, what a URL roast passes) the production
 *   critic finds no drift either, and scores the pair exactly as the evidence alone does;
 * - pages that clash still drift: every good page with a clashing-colours twin (the other kind of
 *   screenshot, either way round) gets V052 or V055, and two desktop screenshots of different pages are
 *   judged exactly as before (same-kind comparisons use every drift fact, unchanged).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Viewport } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharpImageProcessor } from '../../functions/adapters/images/sharp-image-processor';
import { createOfflineCritic } from '../../functions/engine/critic';
import { pixelFacts } from '../../functions/engine/facts';
import { measureImage, type ImageMeasurements } from '../../functions/engine/measure';
import { stopOcr } from '../../functions/engine/ocr';
import { decodeRgb } from '../../functions/engine/pixels';
import { findViolations } from '../../functions/engine/rules';
import { samePageEvidence } from '../../functions/engine/same-page';
import {
  launchOfflineChromium,
  loadLocalPage,
  openOfflinePage,
  type OfflineChromium,
} from './helpers/offline-chromium';

const DIR = fileURLToPath(new URL('../data/twins/', import.meta.url));
const DRIFT = ['V052', 'V053', 'V054', 'V055'];
/** The twins broken by clashing colours: pages that truly do not belong with a calm page. */
const CLASHING = ['saas-landing/bad.html', 'agency/bad.html', 'fitness-app/bad.html'];

const manifest = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as {
  pairs: { good: string; bad: string }[];
};
const PAGES = manifest.pairs.flatMap((p) => [p.good, p.bad]);
const GOOD = manifest.pairs.map((p) => p.good);

interface Size {
  viewport: Viewport;
  /** Screenshot more than the viewport (the capture keeps the first 1200 CSS px of a desktop page). */
  clipHeight?: number;
}
/** Upload sizes and URL-capture sizes (chromium-page-capturer.ts: DESKTOP, MOBILE, 1200-px clip). */
const SIZES = {
  upload: {
    desktop: { viewport: { width: 1280, height: 800, deviceScaleFactor: 1 } },
    phone: {
      viewport: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  },
  capture: {
    desktop: { viewport: { width: 1440, height: 900, deviceScaleFactor: 1 }, clipHeight: 1200 },
    phone: {
      viewport: { width: 428, height: 926, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    },
  },
} satisfies Record<string, { desktop: Size; phone: Size }>;
type Way = keyof typeof SIZES;
type Shot = { jpeg: Buffer; m: ImageMeasurements };

const images = new SharpImageProcessor();
/** shots[way][kind][page] */
const shots = {} as Record<Way, Record<'desktop' | 'phone', Map<string, Shot>>>;
let chromium: OfflineChromium | undefined;

async function render(file: string, { viewport, clipHeight }: Size): Promise<Shot> {
  const page = await openOfflinePage(chromium!);
  try {
    await loadLocalPage(page, join(DIR, file), viewport);
    const raw = await page.screenshot({
      type: 'jpeg',
      quality: 90,
      ...(clipHeight && {
        clip: { x: 0, y: 0, width: viewport.width, height: clipHeight },
        captureBeyondViewport: true,
      }),
    });
    const jpeg = (await images.normalise(Buffer.from(raw))).jpeg;
    return { jpeg, m: measureImage(await decodeRgb(jpeg)) };
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  const started = Date.now();
  chromium = await launchOfflineChromium('ugh-same-page-');
  for (const way of Object.keys(SIZES) as Way[]) {
    shots[way] = { desktop: new Map(), phone: new Map() };
    for (const file of PAGES)
      for (const kind of ['desktop', 'phone'] as const)
        shots[way][kind].set(file, await render(file, SIZES[way][kind]));
  }
  console.log(
    `${PAGES.length} pages × 4 sizes rendered and measured in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}, 300_000);

afterAll(async () => {
  await chromium?.close();
  await stopOcr();
});

const shot = (way: Way, kind: 'desktop' | 'phone', file: string) => shots[way][kind].get(file)!;
/** The drift violations of a set of screenshots, from the pixel evidence alone. */
const drift = (...ms: ImageMeasurements[]) =>
  findViolations(pixelFacts(ms, undefined))
    .map((f) => f.violation.code)
    .filter((c) => DRIFT.includes(c));

describe.each(Object.keys(SIZES) as Way[])('desktop and phone screenshots (%s sizes)', (way) => {
  it('renders every page from its own file and measures the phone view as a phone', () => {
    expect(chromium!.blocked).toEqual([]);
    for (const file of PAGES) {
      expect(shot(way, 'desktop', file).m.mobile, file).toBe(false);
      expect(shot(way, 'phone', file).m.mobile, file).toBe(true);
    }
  });

  it('judges the desktop and phone views of each page as one page: no drift violation', () => {
    const drifting = PAGES.map((file) => ({
      file,
      evidence: samePageEvidence(shot(way, 'desktop', file).m, shot(way, 'phone', file).m),
      drift: drift(shot(way, 'desktop', file).m, shot(way, 'phone', file).m),
    })).filter((x) => x.drift.length > 0 || !x.evidence.samePage);
    expect(drifting).toEqual([]);
  });

  it('still finds clashing pages drifting apart, desktop and phone either way round (V052 or V055)', () => {
    const missed: string[] = [];
    for (const good of GOOD)
      for (const bad of CLASHING)
        for (const [d, p] of [
          [good, bad],
          [bad, good],
        ] as const) {
          const codes = drift(shot(way, 'desktop', d).m, shot(way, 'phone', p).m);
          if (!codes.includes('V052') && !codes.includes('V055')) missed.push(`${d} + ${p} (phone)`);
        }
    expect(missed).toEqual([]);
    // Like with like: a calm desktop page and a clashing one, as before.
    const saas = shot(way, 'desktop', 'saas-landing/good.html').m;
    expect(drift(saas, shot(way, 'desktop', 'agency/bad.html').m)).toEqual(
      expect.arrayContaining(['V052', 'V055']),
    );
  });

  it('compares a page with its phone view and another page as two pages, like with like', () => {
    // Desktop A + phone A + desktop B drifts exactly as desktop A + desktop B.
    for (const [a, b] of [
      ['saas-landing/good.html', 'agency/bad.html'],
      ['news-article/good.html', 'pricing/good.html'],
    ] as const) {
      const three = drift(shot(way, 'desktop', a).m, shot(way, 'phone', a).m, shot(way, 'desktop', b).m);
      expect(three, `${a} + ${b}`).toEqual(drift(shot(way, 'desktop', a).m, shot(way, 'desktop', b).m));
    }
  });
});

describe('a URL roast passes what the capture knows', () => {
  const critic = createOfflineCritic();

  it('gets no drift violation when told the screenshots are one page, and the same scores without', async () => {
    for (const file of ['saas-landing/bad.html', 'charity/good.html']) {
      const images = [shot('capture', 'desktop', file).jpeg, shot('capture', 'phone', file).jpeg];
      const told = await critic.critique({ roastId: 'url', level: 'brutal', images, viewports: 'one-page' });
      expect(
        told.violations.map((v) => v.code).filter((c) => DRIFT.includes(c)),
        file,
      ).toEqual([]);
      const measured = await critic.critique({ roastId: 'upload', level: 'brutal', images });
      // The evidence alone reaches the same verdict, so the sub-scores agree.
      expect(measured.subScores, file).toEqual(told.subScores);
    }
  }, 120_000);
});
