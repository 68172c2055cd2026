/**
 * `npm run bench:load`: load on the four routes a crowd hits, against a local stack of its
 * own on 127.0.0.1, then a fault run. For each target autocannon (in its own process, so that it does
 * not share the server's event loop) keeps 50 connections busy for 2 s of warm-up (not counted: the
 * first request loads the route's handler module, as a cold Lambda does, and both runtimes compile
 * their hot paths) and then 10 measured seconds; the script prints req/s, p50, p99, non-2xx answers
 * and socket errors per target.
 *
 *  - roast detail   GET  /api/roasts/{id}              (origin every time: never edge-cached)
 *  - gallery        GET  /api/roasts?page=1&limit=12   (edge-cached for 10 s, like CloudFront)
 *  - leaderboard    GET  /api/roasts/leaderboard/brutal (edge-cached)
 *  - like           POST /api/roasts/{id}/like          (a new fingerprint per request: every request
 *                   is a real like, a transaction on one hot roast item)
 *  - GetItem only   first: the roast detail's one DynamoDB call, straight to DynamoDB Local from 50
 *                   callers that each wait for their own: what every detail request cost before reads
 *                   in flight were shared (functions/adapters/dynamodb/shared-reads.ts). It also warms
 *                   the emulator, as a local server that has been up a while is.
 *
 * The fault run: 10 roasts are created, DynamoDB Local is frozen (SIGSTOP) for 15 s while every one of
 * them is in flight, then thawed (SIGCONT); it prints how many ended ready and how long each took. The
 * same mechanism as test/integration/dynamodb-freeze.test.ts, on the bench's own emulator.
 *
 * The per-IP like limit (60 a minute) would turn the like run into 429s after 30 requests: for this
 * process only, PER_IP_LIMITS raises it (the operator setting in functions/composition/config.ts).
 * Bounded: 10 s + 4 × 12 s of load, a 15 s pause and at most 3 minutes for the fault run's roasts, plus
 * start-up and three roasts; nothing leaves loopback.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { createDynamoDocumentClient } from '../functions/adapters/aws-clients';
import { startDynamoLocal } from '../functions/local/dynamodb-local';
import { startLocalStack } from '../functions/local/stack';
import { config } from '../functions/composition/config';
import type { SubScores } from '../functions/domain/criteria';
import { UghApi } from './cli/api-client';

const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
const P99_BUDGET_MS = 50;
/** The fault run: roasts in flight, and how long storage stops answering. */
const FAULT_ROASTS = 10;
const FAULT_PAUSE_MS = 15_000;
/** How long the fault run waits for its roasts to leave "processing" once storage answers again. */
const FAULT_SETTLE_MS = 180_000;

process.env.UGH_LOG = 'error';
process.env.PER_IP_LIMITS = JSON.stringify({ likeRoast: { limit: 10_000_000, windowSeconds: 60 } });

/** The programmatic API of autocannon (it ships no types). */
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: {
    method: string;
    headers: Record<string, string>;
    setupRequest: (request: Record<string, unknown>) => Record<string, unknown>;
  }[];
}) => Promise<AutocannonResult>;

interface Target {
  name: string;
  path: string;
  budgetMs?: number;
  /** POST a like with a new fingerprint per request. */
  like?: boolean;
}

interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function screenshot(name: string): Promise<string> {
  const png = readFileSync(join(import.meta.dirname, '..', 'test', 'data', 'aim', name));
  // What the browser sends: longest side 1200 px, JPEG quality 0.7.
  return (
    await sharp(png).resize({ width: 1200, height: 1200, fit: 'inside' }).jpeg({ quality: 70 }).toBuffer()
  ).toString('base64');
}

/** The like marker items of one roast, counted in the table (access pattern "like marker"). */
async function likeMarkers(id: string): Promise<number> {
  const db = createDynamoDocumentClient(config());
  let count = 0;
  let lastKey: Record<string, unknown> | undefined;
  try {
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: config().tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :like)',
          ExpressionAttributeValues: { ':pk': `ROAST#${id}`, ':like': 'LIKE#' },
          Select: 'COUNT',
          ConsistentRead: true,
          ExclusiveStartKey: lastKey,
        }),
      );
      count += page.Count ?? 0;
      lastKey = page.LastEvaluatedKey;
    } while (lastKey);
  } finally {
    db.destroy();
  }
  return count;
}

/**
 * The floor under roast detail: the same GetItem its handler makes, sent straight from this process
 * to DynamoDB Local by 50 concurrent callers for the same 10 s (no HTTP server, no handler, no JSON).
 */
async function rawGetItemFloor(id: string): Promise<{ perSecond: number; p50: number; p99: number }> {
  const db = createDynamoDocumentClient(config());
  const latencies: number[] = [];
  const end = Date.now() + DURATION_SECONDS * 1000;
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) {
          const started = performance.now();
          await db.send(
            new GetCommand({ TableName: config().tableName, Key: { PK: `ROAST#${id}`, SK: 'META' } }),
          );
          latencies.push(performance.now() - started);
        }
      }),
    );
  } finally {
    db.destroy();
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  return { perSecond: latencies.length / DURATION_SECONDS, p50: at(0.5), p99: at(0.99) };
}

/** Creates a roast (brutal, from `images`) and returns its id. */
async function createRoast(api: UghApi, images: string[]): Promise<string> {
  // The server shares this process's event loop with the workflow: a critique that holds the loop past
  // the server's 5 s keep-alive can close the idle socket the next request is already on (ECONNRESET).
  // A second try on a fresh socket is harmless here (at worst one more roast).
  const create = () => api.call<{ id: string }>('POST', '/api/roasts', { images, roastLevel: 'brutal' });
  const created = await create().catch(async () => {
    await new Promise((r) => setTimeout(r, 500));
    return create();
  });
  if (created.status !== 201)
    throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** Polls a roast's status until it leaves "processing" (or `deadline`, epoch ms): its last status. */
async function settledStatus(api: UghApi, id: string, deadline: number): Promise<string> {
  while (Date.now() < deadline) {
    const s = await api
      .call<{ status: string }>('GET', `/api/roasts/${id}/status`)
      .catch(() => ({ status: 0, body: { status: 'unreachable' } }));
    // A 503 while storage is frozen is an answer too: keep polling.
    if (s.status === 200 && s.body.status !== 'processing') return s.body.status;
    await new Promise((r) => setTimeout(r, 100));
  }
  return 'processing';
}

async function readyRoast(api: UghApi, images: string[]): Promise<string> {
  const id = await createRoast(api, images);
  const status = await settledStatus(api, id, Date.now() + 60_000);
  if (status !== 'ready') throw new Error(`roast ${status}${status === 'processing' ? ' after 60 s' : ''}`);
  return id;
}

/**
 * The load generator, run as a child process of this script (`--load-generator <url> <like|get>`):
 * autocannon's programmatic API, so that every like gets a fingerprint of its own (its CLI's `-I` id
 * replacement announces a wrong Content-Length for url-safe ids). Prints autocannon's result as JSON.
 */
async function generateLoad(url: string, kind: string, seconds: number): Promise<void> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(kind === 'like'
      ? {
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({ userFingerprint: `bench-${process.pid}-${++n}` }),
              }),
            },
          ],
        }
      : {}),
  });
  process.stdout.write(JSON.stringify(result));
}

async function load(url: string, target: Target, seconds: number): Promise<AutocannonResult> {
  // Asynchronous on purpose: the server under test shares this process's event loop.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--load-generator',
      `${url}${target.path}`,
      target.like ? 'like' : 'get',
      String(seconds),
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as AutocannonResult;
}

/**
 * The fault run: FAULT_ROASTS roasts are created at once; each one's workflow is held at its first
 * storage call (Prepare reading the roast) until DynamoDB Local is frozen, so that every one of them
 * meets the freeze (as test/integration/dynamodb-freeze.test.ts does with one). The critique is a fixed
 * one: this run measures the workflow's storage retries, not the engine (bench:engine does). Prints how
 * many ended ready and how long they took, from creation.
 */
async function faultRun(api: UghApi, images: string[], dynamoPid: number): Promise<void> {
  const { dependencies, overrideDependencies } = await import('../functions/composition/container');
  const { overrideCritic } = await import('../functions/composition/critic');
  const { CRITERION_KEYS } = await import('../functions/domain/criteria');
  const real = dependencies().roasts;
  const held = new Set<string>();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  overrideDependencies({
    roasts: Object.assign(Object.create(real) as typeof real, {
      get: async (id: string) => {
        if (!held.has(id)) {
          held.add(id);
          await released;
        }
        return real.get(id);
      },
    }),
  });
  overrideCritic({
    critique: async () => ({
      subScores: Object.fromEntries(CRITERION_KEYS.map((k) => [k, 6])) as SubScores,
      violations: [],
      improvements: ['Fewer fonts'],
      clarityAnalysis: null,
      roastText: 'It survived the outage.',
      engine: 'offline' as const,
    }),
  });
  let frozen = false;
  const thaw = () => {
    if (frozen) process.kill(dynamoPid, 'SIGCONT');
    frozen = false;
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    // All at once, as a crowd sends them: every one is accepted (201) before storage freezes.
    const started = Date.now();
    const ids = await Promise.all(Array.from({ length: FAULT_ROASTS }, () => createRoast(api, images)));
    const heldBy = Date.now() + 60_000;
    while (held.size < FAULT_ROASTS && Date.now() < heldBy) await new Promise((r) => setTimeout(r, 20));
    if (held.size < FAULT_ROASTS) throw new Error(`only ${held.size} of ${FAULT_ROASTS} workflows started`);

    process.kill(dynamoPid, 'SIGSTOP');
    frozen = true;
    const pausedAt = Date.now();
    // Bounded whatever happens below: the emulator answers again after FAULT_PAUSE_MS.
    timer = setTimeout(thaw, FAULT_PAUSE_MS);
    release();
    const thawAt = pausedAt + FAULT_PAUSE_MS;
    // Polls run through the pause: a roast is timed from its creation to the first poll that sees it done.
    const settled = await Promise.all(
      ids.map(async (id) => {
        const status = await settledStatus(api, id, thawAt + FAULT_SETTLE_MS);
        return { status, ms: Date.now() - started, afterThaw: Date.now() - thawAt };
      }),
    );
    const ready = settled.filter((r) => r.status === 'ready');
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const times = ready.map((r) => r.ms).sort((a, b) => a - b);
    const others = settled.filter((r) => r.status !== 'ready').map((r) => r.status);
    console.log(
      `\n  fault run: ${FAULT_ROASTS} roasts created at once (fixed critique); DynamoDB Local frozen (SIGSTOP) ` +
        `for ${FAULT_PAUSE_MS / 1000} s, ${seconds(pausedAt - started)} after, with every one's workflow at its first read`,
    );
    console.log(
      `  ${ready.length} of ${FAULT_ROASTS} ready` +
        (others.length ? ` (${others.join(', ')}: NOT ready)` : '') +
        (times.length
          ? `; from creation ${seconds(times[0]!)}–${seconds(times.at(-1)!)} (median ${seconds(times[Math.floor(times.length / 2)]!)}),` +
            ` the last ${seconds(Math.max(...ready.map((r) => r.afterThaw)))} after storage answered again`
          : ''),
    );
  } finally {
    clearTimeout(timer);
    release();
    thaw();
    overrideDependencies({ roasts: real });
    overrideCritic(undefined);
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ugh-bench-load-'));
  // The bench's own emulator (in memory), so that the fault run can freeze it.
  const dynamo = await startDynamoLocal();
  const stack = await startLocalStack({
    dataDir,
    persist: false,
    port: 0,
    host: '127.0.0.1',
    dynamoEndpoint: dynamo.endpoint,
  }).catch(async (error: unknown) => {
    await dynamo.stop();
    throw error;
  });
  const api = new UghApi(stack.url);
  try {
    const { dependencies } = await import('../functions/composition/container');
    const images = [await screenshot('aalto.fi_website.png'), await screenshot('myhelsinki.fi_website.png')];
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await readyRoast(api, images);
      ids.push(id);
      await dependencies().publicRoasts.publish(id, {
        websiteUrl: `https://bench-load-${i}.example`,
        websiteName: `Bench ${i}`,
        authorCredit: null,
      });
    }
    const [detailId, likedId] = [ids[0]!, ids[1]!];

    const targets: Target[] = [
      { name: 'roast detail (origin)', path: `/api/roasts/${detailId}`, budgetMs: P99_BUDGET_MS },
      { name: 'gallery (edge-cached)', path: '/api/roasts?page=1&limit=12', budgetMs: P99_BUDGET_MS },
      { name: 'leaderboard (edge-cached)', path: '/api/roasts/leaderboard/brutal', budgetMs: P99_BUDGET_MS },
      { name: 'like (origin, POST)', path: `/api/roasts/${likedId}/like`, like: true },
    ];
    console.log(
      `\nbench:load — ${stack.url}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target after ${WARM_UP_SECONDS} s of warm-up (p99 budget for reads ${P99_BUDGET_MS} ms; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)\n`,
    );
    console.log(
      `  ${'target'.padEnd(27)}${'req/s'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`,
    );
    // First the floor: the bare GetItem each detail request made before reads in flight were shared.
    // It also warms the emulator's read path (the JVM compiles it after a few thousand calls), as a
    // local server that has been up a while has it.
    const floor = await rawGetItemFloor(detailId);
    console.log(
      `  ${'GetItem only (floor)'.padEnd(27)}${String(Math.round(floor.perSecond)).padStart(8)}` +
        `${`${floor.p50.toFixed(1)} ms`.padStart(10)}${`${floor.p99.toFixed(1)} ms`.padStart(10)}` +
        `  (SDK → DynamoDB Local, in-process, ${CONNECTIONS} callers each waiting for its own)`,
    );
    for (const target of targets) {
      await load(stack.url, target, WARM_UP_SECONDS);
      const r = await load(stack.url, target, DURATION_SECONDS);
      const verdict =
        target.budgetMs === undefined
          ? ''
          : r.latency.p99 <= target.budgetMs
            ? '  within budget'
            : '  over budget';
      console.log(
        `  ${target.name.padEnd(27)}${String(Math.round(r.requests.average)).padStart(8)}` +
          `${`${r.latency.p50.toFixed(1)} ms`.padStart(10)}${`${r.latency.p99.toFixed(1)} ms`.padStart(10)}` +
          `${String(r.non2xx).padStart(9)}${String(r.errors + r.timeouts).padStart(8)}${verdict}`,
      );
    }

    // Counters equal their marker items: every like that committed wrote one LIKE# marker and added one
    // in the same transaction. Likes still in flight when autocannon stopped commit for a moment longer:
    // read until a marker count before and after the counter agree.
    let likes = -1;
    let markers = -2;
    for (let attempt = 0; attempt < 40 && likes !== markers; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 250));
      const before = await likeMarkers(likedId);
      likes = (await api.call<{ likes: number }>('GET', `/api/roasts/${likedId}`)).body.likes;
      markers = await likeMarkers(likedId);
      if (before !== markers) likes = -1;
    }
    console.log(
      `\n  likes on the liked roast: counter ${likes}, LIKE# marker items ${markers}` +
        (likes === markers ? ' (equal)' : ' — MISMATCH'),
    );

    await faultRun(api, images, dynamo.pid!);
    console.log('');
  } finally {
    await stack.stop();
    await dynamo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--load-generator')
  await generateLoad(process.argv[3]!, process.argv[4]!, Number(process.argv[5]));
else await main();
