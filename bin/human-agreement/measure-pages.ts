/**
 * Measures every page of a human-judgement set once with the production pipeline: the upload
 * normaliser (sharp), then the offline engine's `analyse` (pixels, clutter, OCR). What the scoring
 * model reads (facts and percentiles) is cached under .cache/human/, keyed by a hash of the engine's
 * sources and the images, so refitting or re-scoring does not measure again; any change to the engine
 * measures afresh.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SharpImageProcessor } from '../../functions/adapters/images/sharp-image-processor';
import type { Percentiles } from '../../functions/engine/calibration';
import { stopClutterWorkers } from '../../functions/engine/clutter';
import { analyse } from '../../functions/engine/critic';
import type { Facts } from '../../functions/engine/facts';
import { stopOcr } from '../../functions/engine/ocr';
import type { HumanPage } from './dataset';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(ROOT, '.cache/human');

export interface MeasuredPage {
  id: number;
  /** Bytes of the normalised upload JPEG (a trivial baseline reads its bytes per pixel). */
  jpegBytes: number;
  width: number;
  height: number;
  /** SHA-256 of the JPEG, as the critic hashes it to choose its words (hex). */
  hash: string;
  facts: Facts;
  percentiles: Percentiles;
  /** Set when the engine refused the page (it then has no score). */
  rejected?: string;
}

/** Engine files that only score or word a roast: facts and percentiles do not depend on them. */
const SCORING_ONLY = new Set([
  'score-model.json',
  'score-model.ts',
  'scoring-terms.ts',
  'term-ids.ts',
  'voice.ts',
  'voice-openers.json',
  'voice-closers.json',
  'voice-jabs.json',
  'voice-reasons.json',
  'voice-phrasings.json',
  'voice-connectives.json',
  'advice.ts',
  'phrase-report.ts',
  'industry.ts',
  'rules.ts',
]);

/** Every source file the measurements depend on (scoring and wording excepted). */
function engineSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      // The voice's phrase banks (data/voice/voice-*.json) only word a roast.
      else if (/\.(ts|mjs|json)$/.test(name) && !SCORING_ONLY.has(name) && !/^voice-.*\.json$/.test(name))
        files.push(path);
    }
  };
  walk(join(ROOT, 'functions/engine'));
  files.push(join(ROOT, 'functions/domain/violation-catalogue.ts'));
  files.push(join(ROOT, 'functions/adapters/images/sharp-image-processor.ts'));
  return files.sort();
}

function cacheKey(pages: HumanPage[]): string {
  const hash = createHash('sha256');
  for (const file of engineSources()) hash.update(relative(ROOT, file)).update(readFileSync(file));
  for (const p of pages) hash.update(String(p.id)).update(String(statSync(p.imagePath).size));
  return hash.digest('hex').slice(0, 16);
}

/** Facts without their regions: only values matter to scoring. */
const valuesOnly = (facts: Facts): Facts =>
  Object.fromEntries(Object.entries(facts).map(([k, f]) => [k, { value: f!.value }])) as Facts;

export async function measurePages(
  pages: HumanPage[],
  { log = (s: string) => process.stderr.write(s), name = 'calista' } = {},
): Promise<MeasuredPage[]> {
  const file = join(CACHE, `${name}-${cacheKey(pages)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as MeasuredPage[];
  const processor = new SharpImageProcessor();
  const out: MeasuredPage[] = [];
  log(`measuring ${pages.length} pages with the offline engine (cached in ${relative(ROOT, file)}) `);
  try {
    for (const page of pages) {
      const { jpeg, width, height } = await processor.normalise(readFileSync(page.imagePath));
      const hash = createHash('sha256').update(jpeg).digest('hex');
      const base = { id: page.id, jpegBytes: jpeg.length, width, height, hash };
      try {
        const a = await analyse([jpeg], 'brutal');
        out.push({ ...base, facts: valuesOnly(a.facts), percentiles: a.percentiles });
      } catch (error) {
        out.push({ ...base, facts: {}, percentiles: {} as Percentiles, rejected: (error as Error).message });
      }
      log('.');
    }
  } finally {
    await Promise.all([stopOcr(), stopClutterWorkers()]);
  }
  log('\n');
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, JSON.stringify(out));
  return out;
}
