/**
 * Builds functions/domain/design-principles/guides.generated.json, the module the API serves the
 * design-principle guides from, out of their content: the Markdown guides and the CSL-JSON citations
 * in functions/domain/design-principles/content/ (format: guide-format.ts). Every guide and citation is
 * validated on the way (the API's zod schemas); a malformed one stops the build with its file and line.
 * A JSON module rather than files read at run time, so esbuild puts the content inside each Lambda
 * bundle and local mode, the tests and the CLI import it like any module.
 *
 *   npx tsx bin/build-design-principles.ts           rebuild after editing the content
 *   npx tsx bin/build-design-principles.ts --check   fail if the module is out of date (a test runs this too)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DesignPrinciple } from '../functions/domain/api-schemas';
import { buildGuides } from '../functions/domain/design-principles/guide-format';

const DIR = fileURLToPath(new URL('../functions/domain/design-principles/', import.meta.url));
export const CONTENT_DIR = join(DIR, 'content');
export const GENERATED_MODULE = join(DIR, 'guides.generated.json');

/** The guides as the content folder has them now. */
export function guidesFromContent(contentDir = CONTENT_DIR): DesignPrinciple[] {
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({
      path: relative(contentDir, join(contentDir, file)).split(sep).join('/'),
      text: readFileSync(join(contentDir, file), 'utf8'),
    }));
  const citations: unknown = JSON.parse(readFileSync(join(contentDir, 'citations.json'), 'utf8'));
  return buildGuides(files, citations);
}

export const serialise = (guides: readonly DesignPrinciple[]) => `${JSON.stringify(guides, null, 1)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = serialise(guidesFromContent());
  const where = relative(process.cwd(), GENERATED_MODULE);
  if (process.argv.includes('--check')) {
    if (readFileSync(GENERATED_MODULE, 'utf8') !== text) {
      console.error(`${where} is out of date: run npx tsx bin/build-design-principles.ts`);
      process.exit(1);
    }
    console.log(`${where} is up to date`);
  } else {
    writeFileSync(GENERATED_MODULE, text);
    console.log(`wrote ${where}`);
  }
}
