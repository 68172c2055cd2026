/**
 * The blind set: pages written from descriptions of real styles of website by writers who never saw
 * the engine, its code or its scores, each labelled with the one verdict band a designer gives it
 * (test/data/blind/manifest.json). Each page is in the tuning part (a fit may read it) or the hold-out
 * (read only to report, at the end of a piece of work); the manifest stores which, so adding pages
 * never reshuffles it. A hold-out once read is spent: it becomes tuning data and a new set, written
 * afterwards by new writers from the same brief, takes its place. Set 1 (writers A and B) was split
 * in halves by a fixed seed, stratified by band (splitHalves), and its hold-out half read at the end
 * of stop 29; sets 2 (C and D), 3 (E and F) and 4 (G and H) were each the hold-out whole, read once
 * at the end of a piece of work; set 5 (I and J) is the hold-out now.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BandedPage } from './rendered-sets';
import { seededRandom } from './stats';

export const BLIND_DIR = fileURLToPath(new URL('../../test/data/blind/', import.meta.url));
export const BLIND_HALVES = ['tune', 'holdout'] as const;
export type BlindHalf = (typeof BLIND_HALVES)[number];
/** The seed of set 1's split. */
export const BLIND_SPLIT_SEED = 24;

const BAND_EDGES = [
  [0, 20],
  [21, 40],
  [41, 60],
  [61, 80],
  [81, 100],
] as const;

export const blindPageSchema = z.object({
  file: z.string().regex(/^[a-n]-[a-z0-9-]+\.html$/),
  description: z.string().min(1),
  era: z.string().min(1),
  genre: z.string().min(1),
  tier: z.enum(['clean', 'ordinary', 'dated', 'undesigned', 'bad', 'worst']),
  expected: z
    .object({ min: z.number().int(), max: z.number().int() })
    .refine(
      ({ min, max }) => BAND_EDGES.some(([a, b]) => a === min && b === max),
      'exactly one verdict band',
    ),
  why: z.string().min(1),
  half: z.enum(BLIND_HALVES),
});

export const blindManifestSchema = z.object({
  description: z.string().min(1),
  authors: z.array(z.string()).min(1),
  split: z.object({ seed: z.literal(BLIND_SPLIT_SEED), stratifiedBy: z.literal('expected band') }),
  pages: z.array(blindPageSchema).min(1),
});

export type BlindPage = z.infer<typeof blindPageSchema>;

export function loadBlindManifest(dir = BLIND_DIR) {
  return blindManifestSchema.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
}

/** The band-labelled pages of one part (tuning or hold-out). */
export function blindPages(half: BlindHalf, dir = BLIND_DIR): BandedPage[] {
  return loadBlindManifest(dir)
    .pages.filter((p) => p.half === half)
    .map((p) => ({
      name: `blind/${p.file.replace(/\.html$/, '')}`,
      htmlPath: join(dir, 'pages', p.file),
      expected: p.expected,
      tier: p.tier,
    }));
}

/**
 * The split: within each band, pages in file-name order are shuffled by the seed and dealt
 * alternately to the two halves, so each half holds every band.
 */
export function splitHalves(pages: Omit<BlindPage, 'half'>[], seed = BLIND_SPLIT_SEED): BlindPage[] {
  const random = seededRandom(seed);
  const out: BlindPage[] = [];
  for (const [min] of BAND_EDGES) {
    const band = pages.filter((p) => p.expected.min === min).sort((a, b) => a.file.localeCompare(b.file));
    for (let i = band.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [band[i], band[j]] = [band[j]!, band[i]!];
    }
    band.forEach((p, i) => out.push({ ...p, half: i % 2 === 0 ? 'tune' : 'holdout' }));
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}
