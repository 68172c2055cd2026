import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_LIMITS } from '../../functions/adapters/aws-clients';
import { overrideCritic } from '../../functions/composition/critic';
import { dependencies, overrideDependencies } from '../../functions/composition/container';
import { CRITERION_KEYS, type SubScores } from '../../functions/domain/criteria';
import type { RoastLifecycleRepository } from '../../functions/ports/roast-repository';
import type { RunningDynamo } from '../../functions/local/dynamodb-local';
import { websiteJpegBase64 } from './helpers/images';
import { startFreezableStore, type FreezableStore } from './helpers/freezable-store';
import type { TestStack } from './helpers/stack';

/**
 * Fault test: DynamoDB stops answering (SIGSTOP of a DynamoDB Local of this file's own, so the run's
 * shared emulator is never disturbed). Requests must answer a clear 503 within the SDK's time limits,
 * everything must work again once it answers (SIGCONT), and a roast in flight through the pause ends
 * ready.
 */
const FREEZE_MS = 10_000;
const { connectionTimeout, requestTimeout, maxAttempts } = SDK_LIMITS.dynamodb;
/** attempts × (connect + request timeout), plus backoff and the rest of the request. */
const SDK_BUDGET_MS = maxAttempts * Math.max(connectionTimeout, requestTimeout) + 1500;

let store: FreezableStore | undefined;
let dynamo: RunningDynamo;
let stack: TestStack;
let roastId = '';
const freeze = () => store!.freeze();
const thaw = () => store?.thaw();

beforeAll(async () => {
  store = await startFreezableStore();
  ({ stack, dynamo } = store);
  const created = await stack.api.post('/api/roasts', {
    images: [await websiteJpegBase64()],
    roastLevel: 'honest',
  });
  roastId = created.body.id;
  expect((await stack.api.waitForStatus(roastId, 30_000)).status).toBe('ready');
}, 120_000);

afterAll(async () => {
  await store?.stop();
});

/** A request the test gives up on well after the SDK should have (a hang fails, it does not stall). */
async function timed(method: string, path: string, body?: unknown) {
  const started = Date.now();
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(FREEZE_MS - 500),
  }).catch((error: unknown) => ({ error }));
  const ms = Date.now() - started;
  if ('error' in res) return { ms, status: 0, retryAfter: null, body: { hung: String(res.error) } };
  return { ms, status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

/**
 * The roast's like counter and its like marker items, read until two marker counts around the
 * counter agree (a transaction queued during the freeze may commit between two reads).
 */
async function countersAndMarkers(): Promise<{ likes: number; markers: number }> {
  const markers = async () =>
    (await stack.tableItems()).filter(
      (item) =>
        (item.PK as { S: string }).S === `ROAST#${roastId}` &&
        (item.SK as { S: string }).S.startsWith('LIKE#'),
    ).length;
  for (let attempt = 0; ; attempt++) {
    const before = await markers();
    const likes = (await stack.api.get(`/api/roasts/${roastId}`)).body.likes as number;
    const after = await markers();
    if ((before === after && likes === after) || attempt === 20) return { likes, markers: after };
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('DynamoDB frozen (SIGSTOP)', () => {
  it('answers 503 with a clear message within the SDK timeouts, and works again after SIGCONT', async () => {
    expect(dynamo.pid).toBeGreaterThan(0);
    freeze();
    // Bounded: the emulator is released after FREEZE_MS whatever happens below.
    const release = setTimeout(thaw, FREEZE_MS);
    try {
      const [health, detail, like, ...moreLikes] = await Promise.all([
        timed('GET', '/api/health'),
        timed('GET', `/api/roasts/${roastId}`),
        timed('POST', `/api/roasts/${roastId}/like`, { userFingerprint: 'fp-freeze-test-0001' }),
        ...[2, 3, 4, 5].map((n) =>
          timed('POST', `/api/roasts/${roastId}/like`, { userFingerprint: `fp-freeze-test-000${n}` }),
        ),
      ]);
      for (const res of moreLikes) expect(res.status, JSON.stringify(res)).toBe(503);
      expect(SDK_BUDGET_MS).toBeLessThan(FREEZE_MS - 500);
      for (const res of [health, detail, like]) {
        expect(res.status, JSON.stringify(res)).toBe(503);
        expect(res.ms).toBeLessThan(SDK_BUDGET_MS);
        expect(Number(res.retryAfter)).toBeGreaterThan(0);
      }
      expect(health.body).toMatchObject({ status: 'degraded', checks: { database: 'error' } });
      expect(detail.body).toEqual({ message: expect.stringMatching(/try again/i) });
      expect(like.body).toEqual(detail.body);
    } finally {
      clearTimeout(release);
      thaw();
    }

    const health = await timed('GET', '/api/health');
    expect(health.status, JSON.stringify(health)).toBe(200);
    const detail = await timed('GET', `/api/roasts/${roastId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: roastId });
    const like = await timed('POST', `/api/roasts/${roastId}/like`, {
      userFingerprint: 'fp-freeze-test-0001',
    });
    expect(like.status).toBe(200);

    // The likes sent into the freeze may still commit once the emulator wakes (their 503 only says the
    // API stopped waiting), each in one transaction with its marker: the count a visitor sees equals
    // the LIKE# marker items, with no like counted twice or counted without its marker.
    const settled = await countersAndMarkers();
    expect(settled.likes).toBe(settled.markers);
    expect(settled.markers).toBeGreaterThanOrEqual(1);
    expect(settled.markers).toBeLessThanOrEqual(5);
    expect(like.body.likes).toBeLessThanOrEqual(settled.likes);
  }, 60_000);
});

describe('a roast in flight while DynamoDB is frozen for 15 s', () => {
  it('is retried through the pause and ends ready', async () => {
    const PAUSE_MS = 15_000;
    // The workflow's first database call (Prepare reading the roast) is held until the database is
    // frozen, so that the pause certainly falls inside the roast. A read, unlike a write, cannot be
    // carried out late by the database waking up and make a failed step look successful.
    const real = dependencies().roasts;
    let arrived: () => void = () => undefined;
    const prepareReading = new Promise<void>((resolve) => (arrived = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    const gated: RoastLifecycleRepository = Object.assign(Object.create(real) as RoastLifecycleRepository, {
      get: async (id: string) => {
        if (!held) {
          held = true;
          arrived();
          await released;
        }
        return real.get(id);
      },
    });
    overrideDependencies({ roasts: gated });
    overrideCritic({
      critique: async () => ({
        subScores: Object.fromEntries(CRITERION_KEYS.map((k) => [k, 6])) as SubScores,
        violations: [],
        improvements: ['Fewer fonts'],
        clarityAnalysis: null,
        roastText: 'It survived the outage, which is more than can be said for the colour palette.',
        engine: 'offline' as const,
      }),
    });
    try {
      const created = await stack.api.post('/api/roasts', {
        images: [await websiteJpegBase64()],
        roastLevel: 'honest',
      });
      expect(created.status, created.text).toBe(201);
      await prepareReading;

      freeze();
      release();
      await new Promise((r) => setTimeout(r, PAUSE_MS));
      thaw();

      const thawed = Date.now();
      const status = await stack.api.waitForStatus(created.body.id, 30_000);
      expect(status).toMatchObject({ status: 'ready' });
      console.info(`fault timings: ready ${Date.now() - thawed} ms after a ${PAUSE_MS} ms pause`);
    } finally {
      release();
      thaw();
      overrideDependencies({ roasts: real });
      overrideCritic(undefined);
    }
  }, 90_000);
});
