/**
 * The built SPA (frontend/dist) as the tools and tests see it, in one place: whether it is current,
 * building it, what a first visit loads (DESIGN §12 budget: initial JS ≤ 150 KB gzipped) and whether it
 * carries a payment secret. Used by `prestart` (bin/ensure-web-build.ts), `bench:web` (bin/bench-web.ts),
 * the web tests of the built bundle and the e2e tests.
 *
 * Builds run in a child process (`vite build`, NODE_ENV=production, as `npm run build:web` does), one
 * at a time: a lock makes concurrent callers (parallel test files, `npm start`) wait for the build in
 * progress instead of emptying frontend/dist under each other.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const REPO_ROOT = join(import.meta.dirname, '..');
export const WEB_DIST = join(REPO_ROOT, 'frontend', 'dist');
/** DESIGN §12: the JavaScript a first visit to any screen needs, gzipped. */
export const INITIAL_JS_BUDGET_KB = 150;

/** The sources of the build: frontend/ (minus dist), the shared functions/domain, and the lockfile. */
const SOURCES = [
  join(REPO_ROOT, 'frontend'),
  join(REPO_ROOT, 'functions', 'domain'),
  join(REPO_ROOT, 'package-lock.json'),
];
const SKIP = new Set(['dist', 'node_modules']);
const LOCK = join(REPO_ROOT, 'node_modules', '.cache', 'ugh-web-build.lock');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** `missing`, `stale` (a source is newer than dist/index.html) or `current`. */
export function webBuildState(): 'missing' | 'stale' | 'current' {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index) || !existsSync(join(WEB_DIST, '.vite', 'manifest.json'))) return 'missing';
  const sourcesAt = Math.max(...SOURCES.filter((p) => existsSync(p)).map(newestMtime));
  return statSync(index).mtimeMs >= sourcesAt ? 'current' : 'stale';
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `fn` holding the build lock (waits up to 10 minutes for another process's build). */
function withBuildLock<T>(fn: () => T): T {
  mkdirSync(join(LOCK, '..'), { recursive: true });
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
      } catch {
        // the owner has not written its pid yet
      }
      // Left behind by a process that died (or died before it could write its pid): take it over.
      const orphaned = Number.isInteger(owner)
        ? !isAlive(owner)
        : Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 30_000;
      if (orphaned) rmSync(LOCK, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`another build holds ${LOCK} (pid ${owner})`);
      else sleep(200);
    }
  }
  try {
    writeFileSync(join(LOCK, 'pid'), String(process.pid));
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function viteBuild(): void {
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

/** Builds the SPA into frontend/dist, exactly as `npm run build:web` does. */
export function buildWeb(): void {
  withBuildLock(viteBuild);
}

/**
 * Builds the SPA when frontend/dist is missing or older than its sources; returns what it found
 * (`current` means it reused the existing build).
 */
export function ensureWebBuild(): 'missing' | 'stale' | 'current' {
  let found = webBuildState();
  if (found === 'current') return found;
  withBuildLock(() => {
    // Another process may have built it while this one waited for the lock.
    found = webBuildState();
    if (found !== 'current') viteBuild();
  });
  return found;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Each screen's route module: the chunk a first visit to it loads lazily. */
export const SCREENS: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/landing.tsx',
  '/gallery': 'src/app/routes/gallery.tsx',
  '/leaderboard': 'src/features/leaderboard/components/LeaderboardPage.tsx',
  '/roast/{id}': 'src/app/routes/roast-detail.tsx',
  '/roast-loading': 'src/features/roasts/components/RoastLoadingPage.tsx',
};

export interface InitialJs {
  /** Gzipped bytes and script count of what every first visit loads. */
  shell: { bytes: number; scripts: number };
  /** The same plus each screen's own chunk and its static imports. */
  screens: Record<string, { bytes: number; scripts: number }>;
  /** The largest screen figure, in bytes. */
  worst: number;
}

/**
 * The JavaScript each screen needs on a first visit, gzipped (level 9), read from dist's manifest.
 * "Initial" is the entry chunk and its static imports, the app it imports once the prerendered page is
 * on screen (src/app/start.tsx) and its static imports, the boot script (a classic script index.html
 * runs first, not in the manifest), plus the lazily loaded chunk of the screen's route and its static
 * imports.
 */
export function measureInitialJs(dist = WEB_DIST): InitialJs {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`no ${relative(REPO_ROOT, manifestPath)}: build the SPA first (npm run build:web)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const gz = new Map<string, number>();
  const gzipped = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const shell = closure('src/app/start.tsx', closure(entryKey));
  const boot = readdirSync(join(dist, 'assets')).filter((f) => /^boot-.*\.js$/.test(f));
  if (boot.length !== 1) throw new Error(`expected one boot script in dist/assets, found ${boot.length}`);
  shell.add(`assets/${boot[0]}`);
  const figure = (files: Set<string>) => {
    const scripts = [...files].filter((f) => f.endsWith('.js'));
    return { bytes: scripts.reduce((n, f) => n + gzipped(f), 0), scripts: scripts.length };
  };
  const screens = Object.fromEntries(
    Object.entries(SCREENS).map(([route, src]) => [route, figure(closure(src, new Set(shell)))]),
  );
  return {
    shell: figure(shell),
    screens,
    worst: Math.max(...Object.values(screens).map((s) => s.bytes)),
  };
}

/**
 * Payment secrets that must never reach the browser: Stripe secret and restricted keys (`sk_…`, `rk_…`)
 * and webhook signing secrets (`whsec_…`).
 */
export const PAYMENT_SECRET = /(?<![A-Za-z0-9])(?:sk|rk)_[A-Za-z0-9_]+|whsec_[A-Za-z0-9_]*/g;

/** "file: match…" for every payment secret in the files under `dir` that `include` accepts. */
export function findSecrets(dir: string, include: (file: string) => boolean = () => true): string[] {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist`);
  const hits: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== 'node_modules') walk(full);
      } else if (include(full)) {
        for (const match of readFileSync(full, 'latin1').matchAll(PAYMENT_SECRET))
          hits.push(`${relative(REPO_ROOT, full)}: ${match[0].slice(0, 10)}…`);
      }
    }
  };
  walk(dir);
  return hits;
}
