import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../../../functions/local/stack';

export const WEB_DIST = join(REPO_ROOT, 'frontend', 'dist');

/** Builds the SPA once, in a child process, exactly as `npm run build:web` does (production mode). */
export function buildWeb(): void {
  const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(
    process.execPath,
    [vite, 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'error'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}

/**
 * Payment secrets that must never reach the browser: Stripe secret and restricted keys (`sk_…`, `rk_…`)
 * and webhook signing secrets (`whsec_…`). Returns "file: match" for every hit in the built SPA.
 */
export function findSecretsInDist(dir = WEB_DIST): string[] {
  const pattern = /(?<![A-Za-z0-9])(?:sk|rk)_[A-Za-z0-9_]+|whsec_[A-Za-z0-9_]*/g;
  const hits: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else
        for (const match of readFileSync(full, 'latin1').matchAll(pattern))
          hits.push(`${relative(dir, full)}: ${match[0].slice(0, 12)}…`);
    }
  };
  walk(dir);
  return hits;
}
