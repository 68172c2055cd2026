/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) on the
 * screens people land on, against a fresh local stack with the demo data and the production SPA build.
 * Prints performance and accessibility scores with the Core Web Vitals behind them, the median of
 * BENCH_LH_RUNS runs (default 3) per screen, and whether the targets (performance ≥ 95, accessibility
 * 100) are met. Local mode compresses like CloudFront (functions/local/compression.ts), so the bytes
 * measured are the bytes shipped.
 *
 * Lighthouse is a measuring tool, not part of the app: it is installed on first use, pinned, into
 * .cache/bench-tools (12.8.x is the last line that runs on Node 20). Run on a quiet machine: TBT and
 * LCP are CPU-bound and two busy cores make every figure worse.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumExecutable } from '../functions/adapters/chromium/chromium-page-capturer';
import { REPO_ROOT, startLocalStack } from '../functions/local/stack';

const LIGHTHOUSE_VERSION = '12.8.2';
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
/** Optional: a directory to keep every run's full Lighthouse JSON in (LCP breakdown, network waterfall). */
const OUT_DIR = process.env.BENCH_LH_OUT;
/** Optional: a comma-separated subset of the screens, e.g. `/,/roast` (`/` is the landing page only). */
const ONLY = process.env.BENCH_LH_SCREENS?.split(',').map((s) => s.trim());
const selected = (screen: string) =>
  !ONLY || ONLY.some((o) => (o === '/' ? screen === '/' : o !== '' && screen.startsWith(o)));
const TARGET = { performance: 95, accessibility: 100 };
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

process.env.UGH_LOG = 'error';
process.env.AWS_EC2_METADATA_DISABLED = 'true';

function lighthouseModule(): string {
  const prefix = join(REPO_ROOT, '.cache', 'bench-tools');
  const require = createRequire(join(prefix, 'package.json'));
  const installed = () => {
    try {
      return (require('lighthouse/package.json') as { version: string }).version === LIGHTHOUSE_VERSION;
    } catch {
      return false;
    }
  };
  if (!installed()) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into .cache/bench-tools (first run only)…`);
    mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  return join(prefix, 'node_modules', 'lighthouse', 'core', 'index.js');
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult } | undefined>;

interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const formatMetric = (key: string, value: number) =>
  key === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;

/**
 * One request for every built file (in each coding a browser may ask for) and for the API answers the
 * screens start with, before anything is measured: the local server compresses a static file on its
 * first request (brotli at its best setting: ~1 s for the app's chunk) and DynamoDB Local is slow to
 * answer a query the first time. A CDN and a warm API have done both long before a visitor arrives;
 * without this, the first run of the first screen measured the server's start, not the page.
 */
async function warmUp(base: string, roastId: string): Promise<void> {
  const dist = join(REPO_ROOT, 'frontend', 'dist');
  const files = ['/', ...readdirSync(join(dist, 'assets')).map((file) => `/assets/${file}`)];
  const api = [
    '/api/announcements/current',
    '/api/roasts?page=1&limit=12',
    '/api/roasts/leaderboard/brutal',
    '/api/roasts/leaderboard/designed',
    `/api/roasts/${roastId}`,
    `/api/roasts/${roastId}/images/0`,
  ];
  for (const path of [...files, ...api]) {
    for (const coding of ['br', 'gzip']) {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': coding } });
      await response.arrayBuffer();
    }
  }
}

if (!existsSync(join(REPO_ROOT, 'frontend', 'dist', 'index.html')) || !process.argv.includes('--no-build')) {
  const { build } = await import('vite');
  await build({ configFile: join(REPO_ROOT, 'frontend', 'vite.config.ts'), logLevel: 'warn' });
}

const lighthouse = ((await import(pathToFileURL(lighthouseModule()).href)) as { default: RunLighthouse })
  .default;
const chromeLauncher = (await import(
  pathToFileURL(
    join(REPO_ROOT, '.cache', 'bench-tools', 'node_modules', 'chrome-launcher', 'dist', 'index.js'),
  ).href
)) as ChromeLauncher;

const dataDir = mkdtempSync(join(tmpdir(), 'ugh-lighthouse-'));
const stack = await startLocalStack({ dataDir, persist: false, port: 0 });
const chromium = await chromiumExecutable();
const chrome = await chromeLauncher.launch({
  chromePath: chromium.path,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...chromium.args.filter((a) => !a.startsWith('--headless')),
  ],
});
try {
  const { seedIfEmpty } = await import('../functions/local/seed');
  await seedIfEmpty();
  const gallery = (await (await fetch(`${stack.url}/api/roasts?limit=1`)).json()) as {
    roasts: { id: string }[];
  };
  const roastId = gallery.roasts[0]?.id;
  if (!roastId) throw new Error('the demo data has no public roast');
  const screens = ['/', '/gallery', '/leaderboard', `/roast/${roastId}`].filter(selected);
  if (OUT_DIR) mkdirSync(OUT_DIR, { recursive: true });
  await warmUp(stack.url, roastId);

  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile preset, median of ${RUNS} run(s) per screen, ${stack.url}\n`,
  );
  const rows: Record<string, string | number>[] = [];
  let met = true;
  for (const screen of screens) {
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${stack.url}${screen}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${screen}`);
      runs.push(result.lhr);
      if (OUT_DIR) {
        const name = screen === '/' ? 'landing' : screen.split('/')[1]!;
        writeFileSync(join(OUT_DIR, `${name}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
    }
    const score = (category: string) =>
      Math.round(median(runs.map((r) => (r.categories[category]?.score ?? 0) * 100)));
    const performance = score('performance');
    const accessibility = score('accessibility');
    met &&= performance >= TARGET.performance && accessibility >= TARGET.accessibility;
    const row: Record<string, string | number> = { screen, performance, accessibility };
    for (const [label, key] of METRICS)
      row[label] = formatMetric(key, median(runs.map((r) => r.audits[key]?.numericValue ?? NaN)));
    row['perf (all runs)'] = runs
      .map((r) => Math.round((r.categories.performance?.score ?? 0) * 100))
      .join(' / ');
    rows.push(row);
  }
  console.table(rows);
  console.log(
    `\nTargets: performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility} → ${met ? 'met' : 'NOT met'}`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  chrome.kill();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
