/**
 * Renders the archetype pages (test/data/archetypes) the way the archetype test does, and keeps the
 * screenshots for a look or for another tool: for every page a 1280×800 desktop screenshot and a
 * 390×844 @2x phone screenshot, each normalised exactly as an upload (SharpImageProcessor: longest side
 * 1200, JPEG 70). Writes <outDir>/<name>.jpg, <outDir>/<name>.mobile.jpg and <outDir>/manifest.json
 * (the source manifest with each page's screenshot files).
 *
 *   npx tsx bin/render-archetypes.ts [outDir]     (default .cache/archetypes)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SharpImageProcessor } from '../functions/adapters/images/sharp-image-processor';
import { ARCHETYPES_DIR, archetypeName, loadArchetypeManifest } from '../test/integration/helpers/archetypes';
import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  launchOfflineChromium,
  openOfflinePage,
  renderFirstScreen,
} from '../test/integration/helpers/offline-chromium';

const outDir = resolve(process.argv[2] ?? '.cache/archetypes');
const manifest = loadArchetypeManifest();
const images = new SharpImageProcessor();
mkdirSync(outDir, { recursive: true });

const started = Date.now();
const chromium = await launchOfflineChromium('ugh-archetypes-');
const rendered = [];
try {
  const page = await openOfflinePage(chromium);
  for (const archetype of manifest.pages) {
    const name = archetypeName(archetype);
    const source = join(ARCHETYPES_DIR, archetype.file);
    const desktop = `${name}.jpg`;
    const mobile = `${name}.mobile.jpg`;
    const shot = await renderFirstScreen(page, source, DESKTOP_VIEWPORT);
    writeFileSync(join(outDir, desktop), (await images.normalise(shot)).jpeg);
    const phone = await renderFirstScreen(page, source, PHONE_VIEWPORT);
    writeFileSync(join(outDir, mobile), (await images.normalise(phone)).jpeg);
    rendered.push({ ...archetype, desktop, mobile });
  }
} finally {
  await chromium.close();
}
writeFileSync(
  join(outDir, 'manifest.json'),
  `${JSON.stringify({ description: manifest.description, pages: rendered }, null, 2)}\n`,
);
if (chromium.blocked.length > 0) {
  console.error(`Refused requests (the pages must be self-contained):\n${chromium.blocked.join('\n')}`);
  process.exitCode = 1;
}
console.log(
  `${rendered.length} pages rendered (desktop + phone) into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
