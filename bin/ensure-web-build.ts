/**
 * `prestart`: builds the SPA (frontend/dist) when it is missing or older than its sources, so a newcomer
 * only runs `npm ci && npm start`. The sources are frontend/ (minus dist) and the shared functions/domain.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'frontend', 'dist', 'index.html');
const sources = [join(root, 'frontend'), join(root, 'functions', 'domain')];
const skip = new Set(['dist', 'node_modules']);

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (skip.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.filter((p) => existsSync(p)).map(newestMtime));

if (builtAt >= sourcesAt) {
  console.log('  web app: frontend/dist is up to date');
} else {
  console.log(builtAt ? '  web app: sources changed, rebuilding…' : '  web app: building frontend/dist…');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile: join(root, 'frontend', 'vite.config.ts'), logLevel: 'warn' });
  console.log(`  web app: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
