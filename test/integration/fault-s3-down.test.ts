import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { CRITERION_KEYS, type SubScores } from '../../functions/domain/criteria';
import { startS3Local, type RunningS3 } from '../../functions/local/s3-local';
import { REPO_ROOT, startLocalStack, type LocalStack } from '../../functions/local/stack';
import type { ScreenshotStore } from '../../functions/ports/screenshot-store';
import { dependencies, overrideDependencies } from '../../functions/composition/container';
import { ROAST_WORKFLOW_DEFINITION } from '../../functions/workflow/tasks';
import { websiteJpegBase64 } from './helpers/images';
import { ApiClient, localDynamoClient } from './helpers/stack';

/**
 * Fault test: the S3 stand-in goes down while roasts are in flight, and stays down. New roasts get a
 * clear 503 and store nothing; the roasts already in flight are retried as a storage blip, and end
 * failed once those retries run out (the client stops polling).
 */

/** The longest the workflow waits between attempts at a step whose storage is not answering. */
function storageRetryWaitsMs(): number {
  type Retrier = { ErrorEquals: string[] } & Record<
    'IntervalSeconds' | 'MaxAttempts' | 'BackoffRate' | 'MaxDelaySeconds',
    number
  >;
  const definition = JSON.parse(readFileSync(join(REPO_ROOT, ROAST_WORKFLOW_DEFINITION), 'utf8')) as {
    States: Record<string, { Retry: Retrier[] }>;
  };
  const retrier = definition.States.Prepare!.Retry.find((r) => r.ErrorEquals.includes('StorageUnavailable'))!;
  let total = 0;
  for (let attempt = 0; attempt < retrier.MaxAttempts; attempt++)
    total += Math.min(retrier.IntervalSeconds * retrier.BackoffRate ** attempt, retrier.MaxDelaySeconds);
  return total * 1000;
}

const dir = mkdtempSync(join(tmpdir(), 'ugh-s3-down-'));
const suffix = randomBytes(4).toString('hex');
let s3: RunningS3;
let stack: LocalStack;
let api: ApiClient;
let image: string;

let releaseReads: () => void = () => undefined;
const readsHeld = new Promise<void>((resolve) => (releaseReads = resolve));
let heldReads = 0;

beforeAll(async () => {
  s3 = await startS3Local({ directory: join(dir, 's3') });
  stack = await startLocalStack({
    dataDir: dir,
    persist: false,
    port: 0,
    dynamoEndpoint: inject('dynamoEndpoint'),
    s3Endpoint: s3.endpoint,
    tableName: `ugh-s3down-${suffix}`,
    bucketName: `ugh-s3down-${suffix}`,
    critic: {
      critique: async () => ({
        subScores: Object.fromEntries(CRITERION_KEYS.map((k) => [k, 6])) as SubScores,
        violations: [],
        improvements: [],
        clarityAnalysis: null,
        roastText: 'Fine.',
        engine: 'offline',
      }),
    },
  });
  api = new ApiClient(stack.url);
  image = await websiteJpegBase64();
  // The workflow's first read of a screenshot (Prepare) waits until the store has gone down, so the
  // roasts are certainly in flight when it does.
  const real = dependencies().screenshots;
  const held: ScreenshotStore = Object.assign(Object.create(real) as ScreenshotStore, {
    get: async (key: string) => {
      heldReads += 1;
      await readsHeld;
      return real.get(key);
    },
  });
  overrideDependencies({ screenshots: held });
});
afterAll(async () => {
  releaseReads();
  await stack?.stop();
  await s3?.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

async function roastItems(): Promise<unknown[]> {
  const db = localDynamoClient(stack.endpoints.dynamodb);
  try {
    const out = await db.send(new ScanCommand({ TableName: stack.tableName }));
    // Roasts and the display-number counter (the per-IP rate-limit windows count every request).
    return ((out.Items ?? []) as { PK: { S: string } }[]).filter((i) => !i.PK.S.startsWith('RATE#'));
  } finally {
    db.destroy();
  }
}

describe('the screenshot store goes down', () => {
  it('new roasts get a clear 503 and store nothing; roasts in flight end failed after their retries', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/roasts', { images: [image], roastLevel: 'honest' });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.id);
    }
    const deadline = Date.now() + 20_000;
    while (heldReads < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(heldReads).toBe(3);
    const itemsBefore = await roastItems();

    await s3.stop();
    const started = Date.now();
    const refused = await api.post('/api/roasts', { images: [image], roastLevel: 'honest' });
    const refusedMs = Date.now() - started;
    expect(refused.status, refused.text).toBe(503);
    expect(refused.body.message).toMatch(/unavailable.*try again/i);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Nothing stored: no roast item, not even a display number spent.
    expect(await roastItems()).toEqual(itemsBefore);

    releaseReads();
    const settledFrom = Date.now();
    // Every refused call fails within a second: the retries' waits are what the roasts spend.
    const settleMs = storageRetryWaitsMs() + 10_000;
    for (const id of ids) {
      const status = await api.waitForStatus(id, Math.max(settleMs - (Date.now() - settledFrom), 1));
      expect(status.status).toBe('failed');
      expect(status.message).toBeTruthy();
    }
    console.info(
      `fault timings: 503 after ${refusedMs} ms; ${ids.length} in-flight roasts failed within ${Date.now() - settledFrom} ms`,
    );
  }, 120_000);
});
