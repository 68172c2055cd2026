/**
 * `npm run bench:local`: measures the local-mode budgets of DESIGN §12 and prints figures.
 *  - `npm start` (bin/local.ts, as a child process) until it prints its URL: first run on an empty data
 *    folder (DynamoDB Local, s3rver, table, bucket, the demo roasts), then a restart on that folder.
 *    The test of npm start (test/integration/local-mode.test.ts) checks behaviour, not this time.
 *  - upload-to-ready for a 2-screenshot roast with the offline critic (budget ≤ 5 s)
 *  - API reads (roast detail, gallery page, leaderboard) at 50 concurrent clients (budget p99 ≤ 50 ms)
 * It starts its own stack on a temporary data directory, bounded in requests and time, loopback only.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { DEMO_SITES } from '../functions/local/demo-sites';
import { startLocalStack } from '../functions/local/stack';
import { UghApi } from './cli/api-client';

process.env.UGH_LOG = 'error';
const ROASTS = Number(process.env.BENCH_ROASTS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const READS_PER_ENDPOINT = Number(process.env.BENCH_READS ?? 2000);

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function screenshot(name: string): Promise<string> {
  const png = readFileSync(join(import.meta.dirname, '..', 'test', 'data', 'aim', name));
  // What the browser sends: longest side 1200 px, JPEG quality 0.7.
  return (
    await sharp(png).resize({ width: 1200, height: 1200, fit: 'inside' }).jpeg({ quality: 70 }).toBuffer()
  ).toString('base64');
}

/** Seconds from spawning `bin/local.ts` (as `npm start` does, minus the web build) to its URL line. */
async function timeNpmStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: '0', UGH_DATA_DIR: dataDir, UGH_LOG: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const ready = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL after 180 s:\n${output}`)), 180_000);
      child.stdout!.on('data', (c: Buffer) => {
        output += c.toString();
        if (/running at http:\/\/127\.0\.0\.1:\d+/.test(output)) {
          clearTimeout(timer);
          resolve(performance.now() - started);
        }
      });
      void exited.then((code) => reject(new Error(`npm start exited (${code}) before its URL:\n${output}`)));
    });
    return ready / 1000;
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

const startDir = mkdtempSync(join(tmpdir(), 'ugh-bench-start-'));
try {
  const first = await timeNpmStart(startDir);
  const again = await timeNpmStart(startDir);
  console.log(
    '\nnpm start until it prints its URL (bin/local.ts in a child process; web build excluded; budget 30 s)',
  );
  console.log(
    `  first run, empty data folder (creates table and bucket, seeds ${DEMO_SITES.length} demo roasts)  ${first.toFixed(1)} s`,
  );
  console.log(
    `  restart on the same data folder                                              ${again.toFixed(1)} s`,
  );
} finally {
  rmSync(startDir, { recursive: true, force: true });
}

const dataDir = mkdtempSync(join(tmpdir(), 'ugh-bench-'));
const stack = await startLocalStack({ dataDir, persist: false, port: 0 });
const api = new UghApi(stack.url);
try {
  const images = [await screenshot('aalto.fi_website.png'), await screenshot('myhelsinki.fi_website.png')];
  const { dependencies } = await import('../functions/composition/container');

  // Upload-to-ready, one roast at a time (what one visitor experiences).
  const durations: number[] = [];
  const ids: string[] = [];
  for (let i = 0; i < ROASTS; i++) {
    const started = performance.now();
    const created = await api.call<{ id: string }>('POST', '/api/roasts', { images, roastLevel: 'brutal' });
    if (created.status !== 201)
      throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
    for (;;) {
      const s = await api.call<{ status: string }>('GET', `/api/roasts/${created.body.id}/status`);
      if (s.body.status === 'ready') break;
      if (s.body.status !== 'processing') throw new Error(`roast ${s.body.status}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    durations.push(performance.now() - started);
    ids.push(created.body.id);
    await dependencies().publicRoasts.publish(created.body.id, {
      websiteUrl: `https://bench-${i}.example`,
      websiteName: `Bench ${i}`,
      authorCredit: null,
    });
  }
  durations.sort((a, b) => a - b);
  console.log(`\nUpload-to-ready, 2 screenshots, offline critic (${ROASTS} roasts, sequential)`);
  console.log(`  median ${fmt(percentile(durations, 50))}   max ${fmt(durations.at(-1)!)}   budget 5000 ms`);

  // Read latency under 50 concurrent clients. The load generator (autocannon) runs in its own
  // process so that it does not steal the server's event loop.
  const reads: [string, string][] = [
    ['roast detail (origin)', `/api/roasts/${ids[0]}`],
    ['gallery page (edge)', '/api/roasts?page=1&limit=12'],
    ['leaderboard (edge)', '/api/roasts/leaderboard/brutal'],
  ];
  console.log(
    `\nAPI reads, ${CONCURRENCY} concurrent clients, ${READS_PER_ENDPOINT} requests each (budget p99 50 ms)`,
  );
  for (const [name, path] of reads) {
    // Asynchronous on purpose: the server under test shares this process's event loop.
    const { stdout: out } = await promisify(execFile)(
      process.execPath,
      [AUTOCANNON, '-j', '-c', String(CONCURRENCY), '-a', String(READS_PER_ENDPOINT), `${stack.url}${path}`],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    const r = JSON.parse(out) as {
      latency: { p50: number; p99: number };
      requests: { average: number };
      non2xx: number;
      errors: number;
    };
    console.log(
      `  ${name.padEnd(22)} p50 ${fmt(r.latency.p50).padStart(9)}  p99 ${fmt(r.latency.p99).padStart(9)}  ` +
        `${Math.round(r.requests.average)} req/s  non-2xx ${r.non2xx}  errors ${r.errors}`,
    );
  }
  console.log('');
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
