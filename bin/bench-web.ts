/**
 * `npm run bench:web`: builds the SPA and reports the JavaScript each screen needs on a first visit,
 * gzipped (DESIGN §12 budget: initial JS ≤ 150 KB gzipped). "Initial" is the entry chunk and its static
 * imports, the app it imports once the prerendered page is on screen (src/app/start.tsx) and its static
 * imports, plus the lazily loaded chunk of the screen's route and its static imports. The boot script
 * (a classic script index.html runs first, not in the manifest) is counted too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'frontend', 'dist');
const BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

if (!process.argv.includes('--no-build')) {
  const { build } = await import('vite');
  await build({ configFile: join(root, 'frontend', 'vite.config.ts'), logLevel: 'warn' });
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gz = new Map<string, number>();
const gzipped = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file)!;
};

function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const entry = closure('src/app/start.tsx', closure(entryKey));
const boot = readdirSync(join(dist, 'assets')).filter((f) => /^boot-.*\.js$/.test(f));
if (boot.length !== 1) throw new Error(`expected one boot script in dist/assets, found ${boot.length}`);
entry.add(`assets/${boot[0]}`);
const sum = (files: Iterable<string>) =>
  [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipped(f), 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const screens: Record<string, string> = {
  '/': 'src/app/routes/landing.tsx',
  '/gallery': 'src/features/gallery/components/GalleryPage.tsx',
  '/leaderboard': 'src/features/leaderboard/components/LeaderboardPage.tsx',
  '/roast/{id}': 'src/features/roasts/components/RoastDetailPage.tsx',
  '/roast-loading': 'src/features/roasts/components/RoastLoadingPage.tsx',
};

const scripts = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).length;
console.log(
  `\n  shell (boot script, entry, app + static imports): ${kb(sum(entry))} KB gzipped JS in ${scripts(entry)} files`,
);
let worst = 0;
for (const [route, src] of Object.entries(screens)) {
  const files = closure(src, new Set(entry));
  const total = sum(files);
  worst = Math.max(worst, total);
  // Requests matter as much as bytes on HTTP/1.1 (six connections per origin, a round trip each).
  console.log(
    `  ${route.padEnd(16)} ${kb(total).padStart(6)} KB gzipped JS on first visit, ${String(scripts(files)).padStart(2)} files`,
  );
}
console.log(
  `  budget ${BUDGET_KB} KB: ${worst / 1024 <= BUDGET_KB ? 'met' : 'NOT MET'} (worst screen ${kb(worst)} KB)\n`,
);
if (worst / 1024 > BUDGET_KB) process.exitCode = 1;
