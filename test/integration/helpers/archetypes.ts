/**
 * The archetype set: self-contained HTML pages in test/data/archetypes, each a recognisable
 * kind of real website, labelled in manifest.json with the verdict band range a designer would give it
 * (docs/archetypes.md is the rubric). Read by test/integration/engine-archetypes.test.ts and
 * bin/render-archetypes.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const ARCHETYPES_DIR = fileURLToPath(new URL('../../data/archetypes/', import.meta.url));

export const TIERS = ['worst', 'bad', 'middling', 'good'] as const;
/** Verdict band edges (functions/domain/verdicts.ts): an expected range starts and ends on one. */
const BAND_MINS = [0, 21, 41, 61, 81];
const BAND_MAXES = [20, 40, 60, 80, 100];

export const archetypeManifestSchema = z.object({
  description: z.string().min(1),
  pages: z
    .array(
      z.object({
        file: z.string().regex(/^[a-z0-9-]+\.html$/),
        archetype: z.string().min(1),
        tier: z.enum(TIERS),
        expected: z
          .object({
            min: z
              .number()
              .int()
              .refine((n) => BAND_MINS.includes(n), 'must start a verdict band'),
            max: z
              .number()
              .int()
              .refine((n) => BAND_MAXES.includes(n), 'must end a verdict band'),
          })
          // One band, or two adjacent ones: a designer's call is not sharper or looser than that.
          .refine(({ min, max }) => {
            const span = BAND_MAXES.indexOf(max) - BAND_MINS.indexOf(min);
            return span === 0 || span === 1;
          }, 'one band or two adjacent bands'),
        why: z.string().min(1),
        /**
         * A page the engine does not yet score in its range, with the measured reason. The test pins
         * it as missed, so the day the engine sees it the test says so and the mark can go.
         */
        knownMiss: z.string().min(1).optional(),
      }),
    )
    .min(44),
});
export type ArchetypeManifest = z.infer<typeof archetypeManifestSchema>;
export type Archetype = ArchetypeManifest['pages'][number];

export function loadArchetypeManifest(): ArchetypeManifest {
  return archetypeManifestSchema.parse(
    JSON.parse(readFileSync(join(ARCHETYPES_DIR, 'manifest.json'), 'utf8')),
  );
}

/** The page's name without .html: the screenshot file names and table rows use it. */
export const archetypeName = (page: Archetype): string => page.file.replace(/\.html$/, '');
