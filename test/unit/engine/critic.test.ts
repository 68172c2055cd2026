import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clarityAnalysisSchema, violationSchema } from '../../../functions/domain/api-schemas';
import { CRITERION_KEYS } from '../../../functions/domain/criteria';
import { ContentRejectedError, type CritiqueResult } from '../../../functions/domain/critique';
import { ROAST_LEVELS, type RoastLevel } from '../../../functions/domain/roast-levels';
import { ughScore } from '../../../functions/domain/scoring';
import { measureClutter, stopClutterWorkers } from '../../../functions/engine/clutter';
import { engineFactsFromCapture } from '../../../functions/engine/captured-facts';
import { analyse, createOfflineCritic } from '../../../functions/engine/critic';
import { decodeRgb } from '../../../functions/engine/pixels';
import { stopOcr } from '../../../functions/engine/ocr';
import { DATA, asUpload, seededDemoSvgs, svgPage } from './helpers';
import { GOOD, TWINS } from './twins';

/** The production critic (with OCR), and a pixel-only one where reading text is not under test. */
const critic = createOfflineCritic();
const pixelCritic = createOfflineCritic({ ocr: false });
const run = (images: Buffer[], level: RoastLevel = 'brutal') =>
  critic.critique({ roastId: 'r1', level, images });
const runPixels = (images: Buffer[], level: RoastLevel = 'brutal') =>
  pixelCritic.critique({ roastId: 'r1', level, images });

// Decoding, measuring and OCR take ~0.5–1 s per screenshot (more on a loaded machine): generous timeouts.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const WEBSITES = ['aalto.fi_website.png', 'myhelsinki.fi_website.png', 'wikipedia.org_website.png'];
const uploads: Record<string, Buffer> = {};
const results: Record<string, CritiqueResult> = {};

beforeAll(async () => {
  for (const f of WEBSITES) {
    uploads[f] = await asUpload(f);
    results[f] = await run([uploads[f]!]);
  }
});
afterAll(() => Promise.all([stopOcr(), stopClutterWorkers()]));

/** A 390×844 phone page of 24 text lines at `fontSize` px. */
const phonePage = (fontSize: number) => {
  const lines = Array.from(
    { length: 24 },
    (_, i) =>
      `<text x="16" y="${120 + i * fontSize * 1.9}" font-family="sans-serif" font-size="${fontSize}" fill="#334155">Copy on a phone, line ${i + 1}</text>`,
  ).join('');
  return svgPage(
    `<rect width="390" height="844" fill="#fff"/><text x="16" y="60" font-family="sans-serif" font-size="24" font-weight="700" fill="#0f172a">Brightpath</text>${lines}`,
    390,
    844,
  );
};

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

describe('offline critic output', () => {
  it('is schema-valid, in range, offline, and every violation carries its evidence', () => {
    for (const r of Object.values(results)) {
      expect(r.engine).toBe('offline');
      for (const key of CRITERION_KEYS) {
        expect(r.subScores[key]).toBeGreaterThanOrEqual(0);
        expect(r.subScores[key]).toBeLessThanOrEqual(10);
      }
      expect(() => violationSchema.array().parse(r.violations)).not.toThrow();
      expect(() => clarityAnalysisSchema.parse(r.clarityAnalysis)).not.toThrow();
      for (const v of r.violations) {
        expect(v.evidence).toBeDefined();
        expect(Number.isFinite(v.evidence!.value)).toBe(true);
      }
      expect(r.improvements.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('points region evidence at pixels inside the screenshot', () => {
    const regions = Object.values(results).flatMap((r) =>
      r.violations.flatMap((v) => v.evidence?.region ?? []),
    );
    expect(regions.length).toBeGreaterThan(0);
    for (const r of regions) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeGreaterThanOrEqual(0);
      expect(r.x + r.width).toBeLessThanOrEqual(1200);
      expect(r.y + r.height).toBeLessThanOrEqual(750);
    }
  });

  it('gives clarity advice with every rating but Clear, and never contradicts the verdict', async () => {
    const extra = [];
    for (const d of seededDemoSvgs()) extra.push(await run([await asUpload(await svgPage(d.svg))]));
    const all = [...Object.values(results), ...extra];
    expect(new Set(all.map((r) => r.clarityAnalysis!.userUnderstanding)).size).toBeGreaterThan(1);
    for (const r of all) {
      const { score, userUnderstanding, recommendations } = r.clarityAnalysis!;
      if (userUnderstanding !== 'clear') expect(recommendations.length).toBeGreaterThan(0);
      const ugh = ughScore(r.subScores);
      if (ugh >= 61) expect(userUnderstanding).not.toBe('clear');
      if (ugh <= 20) expect(userUnderstanding).toBe('clear');
      expect(score).toBeGreaterThanOrEqual(0);
    }
  });

  it('is byte-for-byte deterministic for the same screenshot', async () => {
    const again = await run([uploads['aalto.fi_website.png']!]);
    expect(JSON.stringify(again)).toBe(JSON.stringify(results['aalto.fi_website.png']));
  });

  it('cites measured numbers in the roast, and three different screenshots share no sentence', () => {
    const all = WEBSITES.map((f) => sentences(results[f]!.roastText));
    for (const s of all) expect(s.filter((x) => /\d/.test(x)).length).toBeGreaterThanOrEqual(3);
    const seen = new Set<string>();
    for (const s of all.flat()) {
      expect(seen.has(s)).toBe(false);
      seen.add(s);
    }
  });

  it('speaks in three distinct voices for the same screenshot', async () => {
    const texts = [];
    for (const level of ROAST_LEVELS)
      texts.push(await runPixels([uploads['wikipedia.org_website.png']!], level));
    const [honest, brutal, undigestable] = texts.map((t) => t.roastText);
    expect(new Set([honest, brutal, undigestable]).size).toBe(3);
    // Same measurements, so the same scores: only the voice changes.
    expect(texts[0]!.subScores).toEqual(texts[2]!.subScores);
  });

  it('sees the photo collage’s photographs as pictures, not as palette chaos (people prefer it to the text page)', async () => {
    const a = await analyse([uploads['myhelsinki.fi_website.png']!], 'honest', {
      ocr: false,
      clutter: false,
    });
    expect(a.images[0]!.pictures.length).toBeGreaterThan(0);
    expect(a.facts.pictureShare!.value).toBeGreaterThan(0.2);
    const wiki = results['wikipedia.org_website.png']!.subScores;
    const helsinki = results['myhelsinki.fi_website.png']!.subScores;
    // Crowd votes on real home pages (bench:human) rank photo-led pages above text-led ones.
    expect(ughScore(helsinki)).toBeLessThan(ughScore(wiki));
    expect(a.result.violations.map((v) => v.code)).not.toContain('V010');
  });

  it('treats several screenshots as one site and flags inconsistency between them', async () => {
    const mixed = await analyse(
      [uploads['wikipedia.org_website.png']!, uploads['aalto.fi_website.png']!],
      'honest',
      {
        ocr: false,
      },
    );
    expect(mixed.facts.colourDrift!.value).toBeGreaterThan(60);
    expect(mixed.result.violations.map((v) => v.code)).toContain('V052');
  });
});

describe('Rosenholtz clutter facts', () => {
  it('measures the first desktop screenshot, with the same numbers as an inline measurement', async () => {
    const phone = await asUpload(await phonePage(16));
    const wiki = uploads['wikipedia.org_website.png']!;
    const a = await analyse([phone, wiki], 'honest', { ocr: false });
    expect(a.clutter!.imageIndex).toBe(1);
    const inline = measureClutter(await decodeRgb(wiki), 1);
    expect(a.clutter).toEqual(inline);
    // Measured over the whole screenshot; a high value points at its busiest cell.
    expect(a.facts.featureCongestion).toEqual({
      value: inline.featureCongestion,
      region: { imageIndex: 1, x: 0, y: 0, width: a.images[1]!.width, height: a.images[1]!.height },
      spot: { region: { imageIndex: 1, ...a.images[1]!.densestCell.box }, when: 'above' },
    });
    expect(a.facts.subbandEntropy!.value).toBe(inline.subbandEntropy);
  });

  it('flags the text-packed Wikipedia portal as "Everything Is Important" and the calmer sites not', () => {
    // Uploads measure a little higher than AIM's PNGs (JPEG noise): Wikipedia ≈ 7.0 (AIM 6.74),
    // aalto.fi ≈ 4.1 (3.83), myhelsinki.fi ≈ 4.9 (4.67); V035 fires above 6.
    const codes = (f: string) => results[f]!.violations.map((v) => v.code);
    expect(codes('wikipedia.org_website.png')).toContain('V035');
    expect(codes('aalto.fi_website.png')).not.toContain('V035');
    expect(codes('myhelsinki.fi_website.png')).not.toContain('V035');
    const v035 = results['wikipedia.org_website.png']!.violations.find((v) => v.code === 'V035')!;
    expect(v035.evidence!.value).toBeGreaterThan(6.5);
  });

  it('can be switched off, leaving its rules silent', async () => {
    const a = await analyse([uploads['wikipedia.org_website.png']!], 'honest', {
      ocr: false,
      clutter: false,
    });
    expect(a.clutter).toBeUndefined();
    expect(a.facts.featureCongestion).toBeUndefined();
    expect(a.result.violations.map((v) => v.code)).not.toContain('V035');
  });
});

describe('page facts from URL capture plug into the same rules', () => {
  it('fires font, contrast, tap-target and accessibility rules only when the facts are present', async () => {
    const jpeg = uploads['wikipedia.org_website.png']!;
    const without = await analyse([jpeg], 'honest', { ocr: false });
    const withFacts = await analyse([jpeg], 'honest', {
      ocr: false,
      pageFacts: {
        fontsRendered: ['Inter', 'Georgia', 'Comic Sans MS', 'Courier New', 'Impact', 'Papyrus'],
        contrastPairs: [
          // Below the captured screens: no box to check against the pixels (facts.ts, contrastAsSeen).
          { foreground: '#ccc', background: '#fff', ratio: 1.6 },
        ],
        smallTapTargets: Array.from({ length: 5 }, () => ({
          width: 30,
          height: 30,
          box: { x: 5, y: 6, width: 30, height: 30 },
        })),
        horizontalOverflowPx: 120,
        headingOrder: [1, 3, 2, 5],
        imagesWithoutAlt: 4,
        axeViolations: [{ id: 'label', impact: 'critical', nodes: 3 }],
      },
    });
    const codes = (a: typeof without) => a.result.violations.map((v) => v.code);
    for (const code of ['V025', 'V017', 'V057', 'V043', 'V032', 'V062', 'V063']) {
      expect(codes(without)).not.toContain(code);
      expect(codes(withFacts)).toContain(code);
    }
    expect(codes(withFacts)).not.toContain('V024'); // superseded by V025
    const tap = withFacts.result.violations.find((v) => v.code === 'V057')!;
    expect(tap.evidence!.region).toEqual({ imageIndex: 0, x: 5, y: 6, width: 30, height: 30 });
    expect(ughScore(withFacts.result.subScores)).toBeGreaterThan(ughScore(without.result.subScores));
  });

  it('counts the type styles a capture found and calls more than eight Style Roulette', async () => {
    const jpeg = uploads['wikipedia.org_website.png']!;
    // As URL capture reports them (domain/page-facts.ts), through the same translation a URL roast uses.
    const capture = (styles: [string, number, boolean][]) =>
      engineFactsFromCapture({
        url: 'https://example.com/',
        capturedAt: '2026-11-23T00:00:00.000Z',
        renderedFonts: [{ family: 'Liberation Sans', glyphs: 900 }],
        fontSizes: [{ px: 16, count: 30 }],
        typeStyles: styles.map(([family, weight, italic]) => ({ family, weight, italic, count: 3 })),
        lowContrast: [],
        contrastChecked: 30,
        smallTapTargets: [],
        mobileOverflowPx: 0,
        overflowingElements: [],
        mobileViewportMeta: true,
        headings: [1, 2],
        imagesWithoutAlt: [],
        axeViolations: [],
        pageWeightBytes: 120_000,
        requestCount: 8,
      });
    const system = await analyse([jpeg], 'honest', {
      ocr: false,
      pageFacts: capture([
        ['inter', 400, false],
        ['inter', 700, false],
        ['inter', 400, true],
        ['jetbrains mono', 400, false],
      ]),
    });
    const roulette = await analyse([jpeg], 'honest', {
      ocr: false,
      pageFacts: capture([
        ['inter', 400, false],
        ['inter', 700, false],
        ['georgia', 400, true],
        ['georgia', 700, true],
        ['courier new', 400, false],
        ['impact', 400, false],
        ['arial narrow', 700, false],
        ['dejavu serif', 400, false],
        ['dejavu serif', 700, true],
      ]),
    });
    expect(system.facts.typeStyleCount?.value).toBe(4);
    expect(roulette.facts.typeStyleCount?.value).toBe(9);
    const v068 = (a: typeof system) => a.result.violations.find((v) => v.code === 'V068');
    expect(v068(system)).toBeUndefined();
    expect(v068(roulette)?.evidence).toMatchObject({ value: 9, threshold: 8 });
    expect(roulette.result.subScores.uiConsistency).toBeLessThan(system.result.subScores.uiConsistency);
    expect(roulette.result.subScores.typography).toBeLessThan(system.result.subScores.typography);
  });
});

describe('phone screenshots', () => {
  it('measures a narrow screenshot as a phone and flags small text only when it is small', async () => {
    const tiny = await analyse([await asUpload(await phonePage(10))], 'brutal', { ocr: false });
    expect(tiny.images[0]!.mobile).toBe(true);
    expect(tiny.facts.mobileSmallestTextPx!.value).toBeLessThan(13);
    expect(tiny.result.violations.map((v) => v.code)).toContain('V059');
    const readable = await analyse([await asUpload(await phonePage(16))], 'brutal', { ocr: false });
    expect(readable.result.violations.map((v) => v.code)).not.toContain('V059');
  });
});

describe('labelled good/bad twins', () => {
  it.each(Object.keys(TWINS))(
    'scores the "%s" twin at least 15 UGH points worse than the good page',
    async (name) => {
      const good = ughScore((await run([await asUpload(await svgPage(GOOD))])).subScores);
      const bad = ughScore((await run([await asUpload(await svgPage(TWINS[name]!))])).subScores);
      expect(bad - good).toBeGreaterThanOrEqual(15);
    },
  );
});

describe('content validation', () => {
  const rejects = async (png: Buffer, pattern: RegExp) => {
    const error = await runPixels([await asUpload(png)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentRejectedError);
    expect((error as Error).message).toMatch(pattern);
    expect((error as ContentRejectedError).suggestion).toMatch(/screenshots? of a website/);
  };

  it('rejects photographs (COCO) and non-interface images (crayons)', async () => {
    await rejects(readFileSync(`${DATA}COCO_val2014_000000001700.png`), /photo/);
    await rejects(readFileSync(`${DATA}colored_crayons.png`), /photo/);
  });

  it('roasts a loud tiled 1996 page instead of refusing it as a photo: no photograph repeats a tile', async () => {
    // Rainbow diagonal stripes in a 24 px tile behind three lines of yellow text: no flat ground, no
    // straight box edges, few text lines found on the busy ground — a photo's statistics, a web page's tile.
    const tiled = await svgPage(`<defs><pattern id="t" width="24" height="24" patternUnits="userSpaceOnUse">
        <rect width="24" height="24" fill="#ff0044"/><path d="M0 24 L24 0" stroke="#00e0ff" stroke-width="7"/>
        <path d="M-6 6 L6 -6 M18 30 L30 18" stroke="#ffe100" stroke-width="7"/>
        <circle cx="12" cy="12" r="3" fill="#22ff22"/></pattern></defs>
      <rect width="1440" height="900" fill="url(#t)"/>
      <text x="720" y="80" text-anchor="middle" font-family="serif" font-size="56" font-weight="700" fill="#ffff00">WELCOME TO MY HOMEPAGE!!!</text>
      <text x="720" y="160" text-anchor="middle" font-family="serif" font-size="30" fill="#ffffff">*** UNDER CONSTRUCTION ***</text>
      <text x="720" y="820" text-anchor="middle" font-family="serif" font-size="22" fill="#ffff00">BEST VIEWED WITH NETSCAPE NAVIGATOR</text>`);
    const critique = await run([await asUpload(tiled)]);
    expect(ughScore(critique.subScores)).toBeGreaterThan(60);
  });

  it('rejects blank, near-uniform and noise images', async () => {
    await rejects(readFileSync(`${DATA}white.png`), /blank/);
    await rejects(readFileSync(`${DATA}4_high-contrast_shades_of_gray.png`), /uniform/);
    const noise = Buffer.alloc(800 * 500 * 3);
    let s = 7;
    for (let i = 0; i < noise.length; i++) noise[i] = (s = (s * 1103515245 + 12345) & 0x7fffffff) >> 23;
    const sharp = (await import('sharp')).default;
    await rejects(
      await sharp(noise, { raw: { width: 800, height: 500, channels: 3 } })
        .png()
        .toBuffer(),
      /photo/,
    );
  });

  it('rejects an error page, but not a normal page that mentions a number', async () => {
    const notFound = await svgPage(`<rect width="1440" height="900" fill="#fff"/>
      <text x="520" y="380" font-family="sans-serif" font-size="96" font-weight="700" fill="#0f172a">404</text>
      <text x="440" y="460" font-family="sans-serif" font-size="36" fill="#475569">Page not found</text>
      <text x="470" y="520" font-family="sans-serif" font-size="20" fill="#64748b">The page you are looking for does not exist.</text>`);
    const error = await run([await asUpload(notFound)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentRejectedError);
    expect((error as Error).message).toMatch(/error page/);
    await expect(run([await asUpload(await svgPage(GOOD))])).resolves.toBeDefined();
    // A restaurant's phone number is not an HTTP status (a blind-set page was refused as "503").
    const restaurant = await svgPage(`<rect width="1440" height="900" fill="#fff"/>
      <text x="120" y="300" font-family="sans-serif" font-size="72" font-weight="700" fill="#0f172a">Casa Verde</text>
      <text x="120" y="380" font-family="sans-serif" font-size="32" fill="#475569">Book a table: (503) 555-0142</text>`);
    await expect(run([await asUpload(restaurant)])).resolves.toBeDefined();
  });

  it('names the offending screenshot when one of several is not a website', async () => {
    const blank = await asUpload(readFileSync(`${DATA}black.png`));
    const error = await runPixels([uploads['aalto.fi_website.png']!, blank]).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^Screenshot 2: /);
  });

  it('accepts every AIM website fixture, the seeded demo pages and the good test page', async () => {
    expect(Object.keys(results)).toHaveLength(3);
    for (const demo of seededDemoSvgs())
      await expect(runPixels([await asUpload(await svgPage(demo.svg))])).resolves.toBeDefined();
    await expect(runPixels([await asUpload(await svgPage(GOOD))])).resolves.toBeDefined();
  });
});

describe('OCR of the first viewport', () => {
  it('reads the call to action and headline of the good page', async () => {
    const a = await analyse([await asUpload(await svgPage(GOOD))], 'honest');
    const text = a.ocr!.map((l) => l.text).join(' | ');
    expect(text).toMatch(/Start free trial/);
    expect(text).toMatch(/Plan projects/);
    expect(a.facts.ctaCount!.value).toBeGreaterThanOrEqual(1);
  });
});
