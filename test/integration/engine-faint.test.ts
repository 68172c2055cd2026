/**
 * Faint is not blank. test/data/faint holds one studio landing page in normal
 * contrast and in faint variants: grey on grey at 1.08–1.14:1 (light, mid-grey and dark pages), which
 * the Canny edges do not see at all and which used to be refused as "blank" or "almost uniform", and
 * two paler-but-visible ones (1.34:1, and 12-px #c4c4c4 body text at 1.74:1). Chromium renders each
 * as a desktop (1280×800) and a phone (390×844 at 2×) upload, normalised like an upload, and the
 * production critic (OCR on) judges it. Pinned: every page is accepted, every faint one is named for
 * its contrast (V011/V012 and V014/V015) and scores worse than the normal page at the same size, the
 * grey-on-grey ones by at least 15 UGH points.
 *
 * Phones (item 9: "a faint phone screenshot is still refused as blank"): nine more pages made
 * for a phone (light grey on white, pale blue on pale blue, #333 on #222, a headline-paragraph-button
 * page, 48-px faint headings, 300-weight type, and two uncropped screenshots with a status bar and
 * browser chrome) at 390×844 @2× and @3×, 360×800 @3× and 414×896 @2×, uploaded (normalised), plus
 * the chrome pages cropped to the page between the bars; and every faint page as the raw phone PNG
 * (780×1688 and 1080×2400), which is how a file judged as it is arrives. Pinned: every one is
 * accepted and gets V014 and V015; the uploads score worse than phone-normal, the same phone-first
 * page in normal contrast, at the same size.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Viewport } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharpImageProcessor } from '../../functions/adapters/images/sharp-image-processor';
import { ContentRejectedError, type CritiqueResult } from '../../functions/domain/critique';
import { ughScore } from '../../functions/domain/scoring';
import { analyse, createOfflineCritic } from '../../functions/engine/critic';
import { stopOcr } from '../../functions/engine/ocr';
import {
  launchOfflineChromium,
  loadLocalPage,
  openOfflinePage,
  type OfflineChromium,
} from './helpers/offline-chromium';

const DIR = fileURLToPath(new URL('../data/faint/', import.meta.url));
/** Text the ordinary edges cannot see (1.08–1.14:1): refused as empty before faint text was looked for. */
const GREY_ON_GREY = ['grey-d8-on-e0', 'grey-777-on-707070', 'grey-f0-on-white', 'grey-2e-on-26'];
/** Pale but visible to the ordinary edges (1.34:1, 1.74:1): accepted before, and still roasted. */
const PALE = ['grey-c8-on-e6', 'light-grey-12px'];
const SIZES: Record<string, Viewport> = {
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1 },
  phone: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};
const MIN_GAP = 15;
/** Faint pages made for a phone, unlike the studio page. */
const PHONE_PAGES = [
  'phone-d0-on-white',
  'phone-e8-on-white',
  'pale-e0f0ff-on-f0f8ff',
  'dark-333-on-222',
  'short-headline-paragraph-button',
  'heading-48-faint',
  'thin-300-grey',
  'chrome-ios-status-bar',
  'chrome-android-dark-status-bar',
];
/** The phone-first page in normal contrast: what the faint phone uploads are judged against. */
const PHONE_NORMAL = 'phone-normal';
/** Uncropped phone screenshots: their page part ([data-page]) is also uploaded on its own. */
const CHROME_PAGES = ['chrome-ios-status-bar', 'chrome-android-dark-status-bar'];
const phone = (width: number, height: number, deviceScaleFactor: number): Viewport => ({
  width,
  height,
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
});
const PHONES: Record<string, Viewport> = {
  '390×844 @2x': phone(390, 844, 2),
  '390×844 @3x': phone(390, 844, 3),
  '360×800 @3x': phone(360, 800, 3),
  '414×896 @2x': phone(414, 896, 2),
};
/** Phone sizes whose raw PNG is judged as it is too (one at 2×, one at 3×: 780×1688 and 1080×2400). */
const RAW_PHONES = ['390×844 @2x', '360×800 @3x'];

type Outcome = { result: CritiqueResult; ugh: number } | { rejected: string };
const critic = createOfflineCritic();
const images = new SharpImageProcessor();
/** judged[size][page] */
const judged: Record<string, Map<string, Outcome>> = {};
/** phoneJudged[phone size][`${page} upload|raw|crop`] */
const phoneJudged: Record<string, Map<string, Outcome>> = {};
let chromium: OfflineChromium | undefined;

async function screenshot(file: string, viewport: Viewport): Promise<Buffer> {
  const page = await openOfflinePage(chromium!);
  try {
    await loadLocalPage(page, join(DIR, `${file}.html`), viewport);
    return (await images.normalise(Buffer.from(await page.screenshot({ type: 'jpeg', quality: 90 })))).jpeg;
  } finally {
    await page.close();
  }
}

/** A PNG screenshot of the viewport, or of the page part ([data-page]) only. */
async function screenshotPng(file: string, viewport: Viewport, pagePartOnly = false): Promise<Buffer> {
  const page = await openOfflinePage(chromium!);
  try {
    await loadLocalPage(page, join(DIR, `${file}.html`), viewport);
    const clip = pagePartOnly ? await (await page.$('[data-page]'))?.boundingBox() : undefined;
    if (pagePartOnly && !clip) throw new Error(`${file} has no [data-page] element`);
    return Buffer.from(await page.screenshot({ type: 'png', ...(clip && { clip }) }));
  } finally {
    await page.close();
  }
}

/** The raw PNG through the same pipeline (decode, measure, validate, rules), without OCR and clutter. */
async function judgeRaw(png: Buffer): Promise<Outcome> {
  try {
    const { result } = await analyse([png], 'brutal', { ocr: false, clutter: false });
    return { result, ugh: ughScore(result.subScores) };
  } catch (error) {
    if (error instanceof ContentRejectedError) return { rejected: error.message };
    throw error;
  }
}

async function judge(jpeg: Buffer): Promise<Outcome> {
  try {
    const result = await critic.critique({ roastId: 'faint', level: 'brutal', images: [jpeg] });
    return { result, ugh: ughScore(result.subScores) };
  } catch (error) {
    if (error instanceof ContentRejectedError) return { rejected: error.message };
    throw error;
  }
}

beforeAll(async () => {
  chromium = await launchOfflineChromium('ugh-faint-');
  for (const [size, viewport] of Object.entries(SIZES)) {
    judged[size] = new Map();
    for (const file of ['normal', ...GREY_ON_GREY, ...PALE])
      judged[size].set(file, await judge(await screenshot(file, viewport)));
  }
  for (const [size, viewport] of Object.entries(PHONES)) {
    const out = (phoneJudged[size] = new Map());
    const raw = RAW_PHONES.includes(size);
    for (const file of [PHONE_NORMAL, ...PHONE_PAGES, ...(raw ? [...GREY_ON_GREY, ...PALE] : [])]) {
      const png = await screenshotPng(file, viewport);
      if (file === PHONE_NORMAL || PHONE_PAGES.includes(file))
        out.set(`${file} upload`, await judge((await images.normalise(png)).jpeg));
      if (raw && file !== PHONE_NORMAL) out.set(`${file} raw`, await judgeRaw(png));
    }
    for (const file of CHROME_PAGES)
      out.set(
        `${file} crop`,
        await judge((await images.normalise(await screenshotPng(file, viewport, true))).jpeg),
      );
  }
  console.table(
    [...new Set(Object.values(phoneJudged).flatMap((m) => [...m.keys()]))].map((key) =>
      Object.fromEntries([
        ['screenshot', key],
        ...Object.keys(PHONES).map((size) => {
          const o = phoneJudged[size]!.get(key);
          return [
            size,
            !o ? '' : 'rejected' in o ? 'rejected' : `${o.ugh} ${contrastCodes(o.result).join(' ')}`,
          ];
        }),
      ]),
    ),
  );
  console.table(
    ['normal', ...GREY_ON_GREY, ...PALE].map((file) =>
      Object.fromEntries([
        ['page', file],
        ...Object.keys(SIZES).map((size) => {
          const o = judged[size]!.get(file)!;
          return [size, 'rejected' in o ? 'rejected' : `${o.ugh} ${contrastCodes(o.result).join(' ')}`];
        }),
      ]),
    ),
  );
}, 900_000);

afterAll(async () => {
  await chromium?.close();
  await stopOcr();
});

const contrastCodes = (r: CritiqueResult) =>
  r.violations.map((v) => v.code).filter((c) => ['V011', 'V012', 'V014', 'V015'].includes(c));

function scored(size: string, file: string): { result: CritiqueResult; ugh: number } {
  const outcome = judged[size]!.get(file)!;
  if ('rejected' in outcome) throw new Error(`${file} (${size}) was rejected: ${outcome.rejected}`);
  return outcome;
}

describe.each(Object.keys(SIZES))('faint text pages rendered by Chromium (%s)', (size) => {
  it('renders every page from its own file and accepts the page in normal contrast', () => {
    expect(chromium!.blocked).toEqual([]);
    expect(contrastCodes(scored(size, 'normal').result)).toEqual([]);
    // A calm text page without a picture: Barely Passable at worst on the desktop it was made for
    // (people's votes put picture-less, text-led pages mid-scale; docs/engine.md, "Calibration and
    // the scoring model"). On a phone its nav runs off the screen and its three columns squeeze to
    // 100 px, which is not calm.
    if (size === 'desktop') expect(scored(size, 'normal').ugh).toBeLessThanOrEqual(40);
  });

  it.each(GREY_ON_GREY)('accepts %s, names its contrast and scores it at least 15 points worse', (file) => {
    const { result, ugh } = scored(size, file);
    const codes = contrastCodes(result);
    expect(codes).toEqual(expect.arrayContaining(['V014', 'V015']));
    expect(codes.some((c) => c === 'V011' || c === 'V012')).toBe(true);
    expect(ugh - scored(size, 'normal').ugh).toBeGreaterThanOrEqual(MIN_GAP);
  });

  it.each(PALE)('accepts %s, names its contrast and scores it worse than the normal page', (file) => {
    const { result, ugh } = scored(size, file);
    const codes = contrastCodes(result);
    expect(codes).toContain('V015');
    expect(codes.some((c) => c === 'V012' || c === 'V014')).toBe(true);
    expect(ugh).toBeGreaterThan(scored(size, 'normal').ugh);
  });
});

function phoneScored(size: string, key: string): { result: CritiqueResult; ugh: number } {
  const outcome = phoneJudged[size]!.get(key)!;
  if ('rejected' in outcome) throw new Error(`${key} (${size}) was rejected: ${outcome.rejected}`);
  return outcome;
}

describe.each(Object.keys(PHONES))('faint phone screenshots, %s', (size) => {
  it('accepts the phone-first page in normal contrast without a contrast finding', () => {
    expect(contrastCodes(phoneScored(size, `${PHONE_NORMAL} upload`).result)).toEqual([]);
  });

  it.each(PHONE_PAGES)('accepts the upload of %s, names its contrast and scores it worse', (file) => {
    const { result, ugh } = phoneScored(size, `${file} upload`);
    expect(contrastCodes(result)).toEqual(expect.arrayContaining(['V014', 'V015']));
    expect(ugh).toBeGreaterThan(phoneScored(size, `${PHONE_NORMAL} upload`).ugh);
  });

  it.each(CHROME_PAGES)('accepts %s cropped to the page between the bars and names its contrast', (file) => {
    expect(contrastCodes(phoneScored(size, `${file} crop`).result)).toEqual(
      expect.arrayContaining(['V014', 'V015']),
    );
  });
});

describe.each(RAW_PHONES)('faint phone screenshots as the raw PNG, %s', (size) => {
  it.each([...PHONE_PAGES, ...GREY_ON_GREY, ...PALE])(
    'accepts the raw PNG of %s and names its contrast',
    (file) => {
      expect(contrastCodes(phoneScored(size, `${file} raw`).result)).toEqual(
        expect.arrayContaining(['V014', 'V015']),
      );
    },
  );
});
