/**
 * One page, two viewports: which screenshots the drift facts (V052–V055) compare.
 * The decision itself on small hand-made measurements, then on the sharp-rendered good page of
 * twins.ts drawn at desktop and phone size, and the `viewports: 'one-page'` flag through the critic.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stopClutterWorkers } from '../../../functions/engine/clutter';
import { analyse, createOfflineCritic } from '../../../functions/engine/critic';
import { pixelFacts } from '../../../functions/engine/facts';
import { measureImage, type ImageMeasurements } from '../../../functions/engine/measure';
import { driftComparisons, paletteDrift, samePageEvidence } from '../../../functions/engine/same-page';
import { asUpload, solid, svgPage } from './helpers';
import { GOOD, TWINS } from './twins';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });
afterAll(() => stopClutterWorkers());

/** A measured blank screenshot, for every field the decision does not read. */
const BASE = measureImage(solid(120, 75, [255, 255, 255]));
/** What the decision reads: kind, dominant palette (hex, share), colourfulness, edge density. */
const shot = (
  mobile: boolean,
  palette: [string, number][],
  colourfulness: number,
  contourDensity = 0.02,
): ImageMeasurements => ({
  ...BASE,
  mobile,
  palette: palette.map(([hex, share]) => ({ hex, share })),
  colourfulness,
  contourDensity,
});

// A calm white page: the desktop view shows more of it than the phone view, in other proportions.
const calmDesktop = shot(
  false,
  [
    ['#ffffff', 0.82],
    ['#f1f5f9', 0.08],
    ['#0f172a', 0.03],
    ['#2563eb', 0.02],
  ],
  24,
  0.02,
);
const calmPhone = shot(
  true,
  [
    ['#fefefe', 0.7],
    ['#0f172a', 0.09],
    ['#2563eb', 0.06],
    ['#475569', 0.03],
  ],
  31,
  0.05,
);
// A clashing page: neon on magenta.
const loudPhone = shot(
  true,
  [
    ['#ff00ff', 0.45],
    ['#ffff00', 0.25],
    ['#00ff00', 0.1],
  ],
  210,
  0.05,
);
const darkPhone = shot(
  true,
  [
    ['#0f172a', 0.85],
    ['#ffffff', 0.05],
  ],
  20,
  0.05,
);

describe('same page: the evidence', () => {
  it('calls a desktop and a phone view with a shared background, palette and colourfulness one page', () => {
    const e = samePageEvidence(calmDesktop, calmPhone);
    expect(e).toMatchObject({ desktopAndPhone: true, sharedBackground: true, samePage: true });
    expect(e.paletteCoverage).toBeGreaterThanOrEqual(0.85);
    expect(samePageEvidence(calmPhone, calmDesktop).samePage).toBe(true);
  });

  it('tells a clashing page, a dark page and two desktop pages apart', () => {
    expect(samePageEvidence(calmDesktop, loudPhone)).toMatchObject({
      sharedBackground: false,
      samePage: false,
    });
    // The white of the dark page's text is not its background: the most common colours differ.
    expect(samePageEvidence(calmDesktop, darkPhone).samePage).toBe(false);
    // Two desktop screenshots are always two pages, however alike.
    expect(samePageEvidence(calmDesktop, calmDesktop)).toMatchObject({
      desktopAndPhone: false,
      samePage: false,
    });
  });

  it('does not accept a shared background alone when the colourfulness is far apart', () => {
    const colourfulPhone = shot(
      true,
      [
        ['#ffffff', 0.6],
        ['#f1f5f9', 0.1],
        ['#0f172a', 0.05],
        ['#e11d48', 0.2],
      ],
      95,
    );
    const e = samePageEvidence(calmDesktop, colourfulPhone);
    expect(e.sharedBackground).toBe(true);
    expect(e.colourfulnessGap).toBeGreaterThan(20 + 0.25 * 95);
    expect(e.samePage).toBe(false);
  });
});

describe('which screenshots drift is measured between', () => {
  it('compares nothing for a desktop and a phone view of one page, in either order', () => {
    expect(driftComparisons([calmDesktop, calmPhone])).toEqual({ sameKind: [], acrossKinds: [] });
    expect(driftComparisons([calmPhone, calmDesktop])).toEqual({ sameKind: [], acrossKinds: [] });
  });

  it('compares like with like: desktop A + phone A + desktop B is desktop A against desktop B', () => {
    const otherDesktop = shot(false, [['#fdf6e3', 0.9]], 12);
    expect(driftComparisons([calmDesktop, calmPhone, otherDesktop])).toEqual({
      sameKind: [[0, 2]],
      acrossKinds: [],
    });
    // A fourth, clashing phone page: compared with the other phone view, and with desktop B, whose
    // page has no phone view of its own (on colour only).
    expect(driftComparisons([calmDesktop, calmPhone, otherDesktop, loudPhone])).toEqual({
      sameKind: [
        [0, 2],
        [1, 3],
      ],
      acrossKinds: [[2, 3]],
    });
  });

  it('compares a desktop and a phone screenshot of different pages across kinds', () => {
    expect(driftComparisons([calmDesktop, loudPhone])).toEqual({ sameKind: [], acrossKinds: [[0, 1]] });
  });

  it('trusts the capture: one-page screenshots compare nothing, whatever they look like', () => {
    expect(driftComparisons([calmDesktop, loudPhone], 'one-page')).toEqual({ sameKind: [], acrossKinds: [] });
  });
});

describe('drift facts', () => {
  it('has none for one page at two sizes, and colour but no density drift across kinds', () => {
    const one = pixelFacts([calmDesktop, calmPhone], undefined);
    expect(one.colourDrift).toBeUndefined();
    expect(one.densityDrift).toBeUndefined();
    expect(one.paletteDrift).toBeUndefined();
    const two = pixelFacts([calmDesktop, loudPhone], undefined);
    expect(two.colourDrift!.value).toBeCloseTo(210 - 24, 6);
    expect(two.paletteDrift!.value).toBe(1);
    // Density depends on the viewport: a phone view is never compared with a desktop one on it.
    expect(two.densityDrift).toBeUndefined();
  });

  it('judges screenshots of one kind exactly as before (every screenshot against every other)', () => {
    const pages = [
      calmDesktop,
      shot(false, [['#fdf6e3', 0.9]], 12, 0.01),
      shot(false, [['#ff00ff', 1]], 150, 0.07),
    ];
    const f = pixelFacts(pages, undefined);
    expect(f.colourDrift!.value).toBeCloseTo(150 - 12, 6);
    expect(f.densityDrift!.value).toBeCloseTo(0.07 / 0.01, 6);
    expect(f.paletteDrift!.value).toBe(paletteDrift(pages));
    // Two phone screenshots of different pages, likewise.
    expect(pixelFacts([calmPhone, loudPhone], undefined).densityDrift!.value).toBe(1);
  });
});

describe('rendered pages and the critic', () => {
  /** The good page of twins.ts laid out for a 390-px phone: same colours, one column. */
  const PHONE_GOOD = `<rect width="390" height="844" fill="#ffffff"/><rect y="64" width="390" height="1" fill="#e2e8f0"/>
    <text x="20" y="42" font-family="sans-serif" font-size="22" font-weight="700" fill="#0f172a">Brightpath</text>
    <text x="20" y="150" font-family="sans-serif" font-size="34" font-weight="700" fill="#0f172a">Plan projects</text>
    <text x="20" y="192" font-family="sans-serif" font-size="34" font-weight="700" fill="#0f172a">in minutes.</text>
    <text x="20" y="236" font-family="sans-serif" font-size="17" fill="#475569">Brightpath keeps your team on one</text>
    <text x="20" y="260" font-family="sans-serif" font-size="17" fill="#475569">calm timeline.</text>
    <rect x="20" y="290" width="220" height="56" rx="10" fill="#2563eb"/>
    <text x="46" y="326" font-family="sans-serif" font-size="19" font-weight="700" fill="#ffffff">Start free trial</text>
    ${[0, 1, 2]
      .map(
        (i) => `<rect x="20" y="${390 + i * 150}" width="350" height="130" rx="12" fill="#f1f5f9"/>
      <text x="44" y="${440 + i * 150}" font-family="sans-serif" font-size="22" font-weight="700" fill="#0f172a">Feature ${i + 1}</text>
      <text x="44" y="${476 + i * 150}" font-family="sans-serif" font-size="16" fill="#475569">Short, clear benefit copy.</text>`,
      )
      .join('')}`;
  const upload = async (svg: string, width?: number, height?: number) =>
    asUpload(await svgPage(svg, width, height));

  it('judges the good page at desktop and phone size as one page, and the clashing twin as another', async () => {
    const desktop = await upload(GOOD);
    const phone = await upload(PHONE_GOOD, 390, 844);
    const one = await analyse([desktop, phone], 'honest', { ocr: false, clutter: false });
    expect(one.images.map((m) => m.mobile)).toEqual([false, true]);
    expect(samePageEvidence(one.images[0]!, one.images[1]!).samePage).toBe(true);
    expect(one.facts.colourDrift).toBeUndefined();
    const clash = await analyse([desktop, await upload(TWINS['clashing colours']!)], 'honest', {
      ocr: false,
      clutter: false,
    });
    expect(clash.result.violations.map((v) => v.code)).toEqual(expect.arrayContaining(['V052', 'V055']));
  });

  it('passes the capture’s one-page knowledge through the critic to the drift facts', async () => {
    const critic = createOfflineCritic({ ocr: false });
    // Deliberately unlike views, so only the flag can silence the drift.
    const images = [await upload(GOOD), await upload(PHONE_GOOD.replaceAll('#ffffff', '#ff00ff'), 390, 844)];
    const codes = async (viewports?: 'one-page') =>
      (
        await critic.critique({ roastId: 'r', level: 'honest', images, ...(viewports && { viewports }) })
      ).violations
        .map((v) => v.code)
        .filter((c) => /^V05[2-5]$/.test(c));
    expect(await codes()).not.toEqual([]);
    expect(await codes('one-page')).toEqual([]);
  });
});
