import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_LIMITS } from '../../functions/adapters/aws-clients';
import { dependencies, overrideDependencies } from '../../functions/composition/container';
import type { Roast } from '../../functions/domain/roast';
import type { RoastLifecycleRepository } from '../../functions/ports/roast-repository';
import { websiteJpegBase64 } from './helpers/images';
import { startFreezableStore, type FreezableStore } from './helpers/freezable-store';
import type { TestStack } from './helpers/stack';

/**
 * Fault test: the roast store (DynamoDB Local of this file's own, frozen with SIGSTOP) stops answering
 * at the moment `POST /api/roasts` writes the roast record, after the screenshots are in S3. The
 * request answers 503, and nothing it stored is left: no screenshot right after the 503, and no roast
 * record once the store answers again and applies the writes it had queued (the record's own write
 * among them).
 */
const { connectionTimeout, requestTimeout, maxAttempts } = SDK_LIMITS.dynamodb;
/** The record's write (every attempt), then one attempt of its clean-up, and the rest of the request. */
const BUDGET_MS = (maxAttempts + 1) * (connectionTimeout + requestTimeout) + 2000;

let store: FreezableStore | undefined;
let stack: TestStack;
const freeze = () => store!.freeze();
const thaw = () => store?.thaw();

beforeAll(async () => {
  store = await startFreezableStore();
  stack = store.stack;
}, 120_000);

afterAll(async () => {
  await store?.stop();
});

/**
 * Until the queued writes for the roast's key have been applied: its key holds what the clean-up put
 * there, or (had there been no clean-up) the record. Bounded: at most 10 s after the thaw.
 */
async function settled(roastId: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const atKey = (await stack.tableItems()).some(
      (item) => (item.PK as { S: string }).S === `ROAST#${roastId}`,
    );
    if (atKey) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Writes queued on other connections may follow the first by a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

describe('the roast store stops answering while a roast is created', () => {
  it('answers 503 and leaves no screenshot and no roast record behind', async () => {
    expect(store!.dynamo.pid).toBeGreaterThan(0);
    // The real repository, with the fault injected at the one moment it matters: the screenshots
    // are stored, the number is taken, and the store freezes as the record is written.
    const real = dependencies().roasts;
    let roastId = '';
    const freezingOnCreate: RoastLifecycleRepository = Object.assign(
      Object.create(real) as RoastLifecycleRepository,
      {
        create: async (roast: Roast) => {
          roastId = roast.id;
          freeze();
          return real.create(roast);
        },
      },
    );
    overrideDependencies({ roasts: freezingOnCreate });
    const release = setTimeout(thaw, BUDGET_MS + 5000);
    try {
      const image = await websiteJpegBase64();
      const started = Date.now();
      const res = await stack.api.post('/api/roasts', { images: [image, image], roastLevel: 'honest' });
      const ms = Date.now() - started;
      expect(res.status, res.text).toBe(503);
      expect(res.body).toEqual({ message: expect.stringMatching(/try again/i) });
      expect(ms).toBeLessThan(BUDGET_MS);
      expect(roastId).not.toBe('');
      // Removed in the same request, while the store is still frozen.
      expect(await stack.bucketKeys()).toEqual([]);
    } finally {
      clearTimeout(release);
      thaw();
      overrideDependencies({ roasts: real });
    }

    // The store wakes and applies what it had queued: the record's write, and its clean-up.
    await settled(roastId);
    const status = await stack.api.get(`/api/roasts/${roastId}/status`);
    expect(status.status, status.text).toBe(404);
    const roastItems = (await stack.tableItems()).filter(
      (item) => (item.entity as { S: string } | undefined)?.S === 'ROAST',
    );
    expect(roastItems).toEqual([]);
    expect(await stack.bucketKeys()).toEqual([]);
  }, 90_000);
});
