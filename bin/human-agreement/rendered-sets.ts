/**
 * The labelled page sets written as HTML (not rated by crowds, but labelled with the verdict band a
 * designer gives each page): the archetypes (test/data/archetypes), the labelled twins
 * (test/data/twins) and the blind hold-out (test/data/blind, written by people who never saw the
 * engine). Each page is rendered once with Chromium at 1280×800 (the first screen, as the archetype
 * test renders it), the PNG cached under .cache/rendered/ by a hash of its HTML, and then measured
 * by measure-pages.ts like any human-judgement page, so the benchmark and the fit read band-labelled
 * pages and rated pages the same way.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DESKTOP_VIEWPORT,
  launchOfflineChromium,
  openOfflinePage,
  renderFirstScreen,
} from '../../test/integration/helpers/offline-chromium';
import type { HumanPage } from './dataset';
import { measurePages, type MeasuredPage } from './measure-pages';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RENDERED = join(ROOT, '.cache/rendered');

/** A verdict band range: the score a designer expects (inclusive). */
export interface Band {
  min: number;
  max: number;
}

export interface BandedPage {
  /** Set and file, e.g. "blind/b-saas-hero". */
  name: string;
  htmlPath: string;
  expected: Band;
  /** What kind of page it is (a tier or twin side): "clean", "worst", "good twin", … */
  tier: string;
}

export interface MeasuredBandedPage extends MeasuredPage {
  page: BandedPage;
}

const bandSchema = z.object({ min: z.number().int(), max: z.number().int() });

export function archetypePages(): BandedPage[] {
  const dir = join(ROOT, 'test/data/archetypes');
  const manifest = z
    .object({ pages: z.array(z.object({ file: z.string(), tier: z.string(), expected: bandSchema })) })
    .parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  return manifest.pages.map((p) => ({
    name: `archetypes/${p.file.replace(/\.html$/, '')}`,
    htmlPath: join(dir, p.file),
    expected: p.expected,
    tier: p.tier,
  }));
}

/**
 * The twins as bands: a good twin is a clean page (0–40), a bad twin a page a designer would not
 * pass (41–100). Their own test asks more (the bad twin well above the good one, named violations).
 */
export function twinPages(): BandedPage[] {
  const dir = join(ROOT, 'test/data/twins');
  const manifest = z
    .object({ pairs: z.array(z.object({ name: z.string(), good: z.string(), bad: z.string() })) })
    .parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  return manifest.pairs.flatMap((p) => [
    {
      name: `twins/${p.name}/good`,
      htmlPath: join(dir, p.good),
      expected: { min: 0, max: 40 },
      tier: 'good twin',
    },
    {
      name: `twins/${p.name}/bad`,
      htmlPath: join(dir, p.bad),
      expected: { min: 41, max: 100 },
      tier: 'bad twin',
    },
  ]);
}

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Renders every page's first screen (cached by its HTML) and returns the PNG paths in order. */
async function renderAll(pages: BandedPage[], log: (s: string) => void): Promise<string[]> {
  mkdirSync(RENDERED, { recursive: true });
  const paths = pages.map((p) => join(RENDERED, `${sha(readFileSync(p.htmlPath)).slice(0, 20)}.png`));
  const missing = pages.filter((_, i) => !existsSync(paths[i]!));
  if (missing.length === 0) return paths;
  log(`rendering ${missing.length} pages with Chromium `);
  const chromium = await launchOfflineChromium('ugh-rendered-sets-');
  try {
    const tab = await openOfflinePage(chromium);
    for (const [i, p] of pages.entries()) {
      if (existsSync(paths[i]!)) continue;
      writeFileSync(paths[i]!, await renderFirstScreen(tab, p.htmlPath, DESKTOP_VIEWPORT));
      log('.');
    }
  } finally {
    await chromium.close();
  }
  log('\n');
  if (chromium.blocked.length > 0)
    throw new Error(`pages asked the network for ${chromium.blocked.join(', ')}`);
  return paths;
}

/** Renders (once) and measures (once per engine version) a set of band-labelled pages. */
export async function measureBandedPages(
  name: string,
  pages: BandedPage[],
  { log = (s: string) => process.stderr.write(s) } = {},
): Promise<MeasuredBandedPage[]> {
  const images = await renderAll(pages, log);
  const asHuman: HumanPage[] = pages.map((p, i) => ({
    id: i,
    url: p.name,
    category: p.tier,
    imagePath: images[i]!,
    appeal: Number.NaN,
  }));
  const measured = await measurePages(asHuman, { log, name });
  return measured.map((m, i) => ({ ...m, page: pages[i]! }));
}

/** Band index 0–4 (0–20 … 81–100) of a score or a band's lower edge. */
export const bandIndex = (score: number) =>
  score <= 20 ? 0 : score <= 40 ? 1 : score <= 60 ? 2 : score <= 80 ? 3 : 4;

/** How far outside its expected range a score lies, in bands (0 inside). */
export function bandsOff(score: number, expected: Band): number {
  const b = bandIndex(score);
  const lo = bandIndex(expected.min),
    hi = bandIndex(expected.max);
  return b < lo ? lo - b : b > hi ? b - hi : 0;
}
