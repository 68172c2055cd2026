import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { namingStorageFaults, storageFault } from '../../../functions/composition/workflow-storage';
import { RoastNotFoundError, StorageUnavailableError } from '../../../functions/domain/errors';
import type { ScreenshotStore } from '../../../functions/ports/screenshot-store';
import { critiqueRoast, prepareRoast } from '../../../functions/usecases/roast-workflow';
import type { RoastLifecycleRepository } from '../../../functions/ports/roast-repository';
import type { ImageProcessor } from '../../../functions/ports/image-processor';

function named(name: string, message = `${name} happened`): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
function withCode(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:4566`), { code });
}

/** What the table and the store throw when they do not answer in time, refuse or throttle. */
const BLIPS: [string, Error][] = [
  ['an SDK request timeout', named('TimeoutError', 'Request timed out')],
  ['a refused connection', withCode('ECONNREFUSED')],
  ['a reset connection', withCode('ECONNRESET')],
  ['refused on every address', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
  ['DynamoDB throttling', named('ProvisionedThroughputExceededException')],
  ['DynamoDB throttling (on-demand)', named('ThrottlingException')],
  ['S3 throttling', named('SlowDown')],
  ['S3 unavailable', named('ServiceUnavailable')],
  ['an internal server error', named('InternalServerError')],
];

/** Real failures: retrying cannot change them, so they must keep their own name. */
const FAILURES: [string, Error][] = [
  [
    'a failed condition',
    new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
  ],
  ['a roast deleted meanwhile', new RoastNotFoundError('r1')],
  ['a programming error', new TypeError("Cannot read properties of undefined (reading 'x')")],
  ['access denied', named('AccessDenied')],
];

function failingStore(error: Error): ScreenshotStore {
  return {
    put: async () => Promise.reject(error),
    get: async () => Promise.reject(error),
    getJson: async () => Promise.reject(error),
    putJson: async () => Promise.reject(error),
    deleteMany: async () => Promise.reject(error),
    ping: async () => Promise.reject(error),
    list: () => ({
      [Symbol.asyncIterator]: async function* () {
        yield* [];
      },
    }),
  };
}

describe('storageFault', () => {
  it.each(BLIPS)('names %s StorageUnavailable, keeping it as the cause', (_, error) => {
    const wrapped = storageFault(error) as Error;
    expect(wrapped).toBeInstanceOf(StorageUnavailableError);
    expect(wrapped.name).toBe('StorageUnavailable');
    expect(wrapped.cause).toBe(error);
    expect(wrapped.message).toContain(error.message);
  });

  it.each(FAILURES)('leaves %s as it is', (_, error) => {
    expect(storageFault(error)).toBe(error);
  });

  it('does not wrap twice', () => {
    const once = storageFault(named('TimeoutError'));
    expect(storageFault(once)).toBe(once);
  });
});

describe('namingStorageFaults', () => {
  it.each(BLIPS)('rejects with StorageUnavailable on %s', async (_, error) => {
    const store = namingStorageFaults(failingStore(error));
    await expect(store.get('screenshots/r1/0.jpg')).rejects.toMatchObject({
      name: 'StorageUnavailable',
      cause: error,
    });
    await expect(store.put('k', Buffer.from('x'))).rejects.toMatchObject({ name: 'StorageUnavailable' });
  });

  it.each(FAILURES)('rejects with %s unchanged', async (_, error) => {
    await expect(namingStorageFaults(failingStore(error)).get('k')).rejects.toBe(error);
  });

  it('passes answers through, on the adapter itself (private fields and all)', async () => {
    class Store {
      readonly #objects = new Map([['k', Buffer.from('jpeg')]]);
      async get(key: string) {
        return this.#objects.get(key) ?? null;
      }
      count() {
        return this.#objects.size;
      }
    }
    const store = namingStorageFaults(new Store());
    expect(await store.get('k')).toEqual(Buffer.from('jpeg'));
    expect(await store.get('missing')).toBeNull();
    // What is not a promise (a count, an async iterable of a listing) comes back untouched.
    expect(store.count()).toBe(1);
  });
});

describe('the workflow steps on wrapped storage', () => {
  it('Prepare fails with StorageUnavailable when the table times out', async () => {
    const roasts = namingStorageFaults({
      get: async () => Promise.reject(named('TimeoutError')),
    } as unknown as RoastLifecycleRepository);
    await expect(
      prepareRoast(
        { roasts, screenshots: failingStore(new Error('unused')), images: {} as ImageProcessor },
        { roastId: 'r1', imageKeys: ['screenshots/r1/0.jpg'], level: 'honest' },
      ),
    ).rejects.toMatchObject({ name: 'StorageUnavailable' });
  });

  it("Critique keeps the critic's own timeout or throttling name: only storage is a storage blip", async () => {
    const screenshots = namingStorageFaults({
      ...failingStore(new Error('unused')),
      get: async () => Buffer.from('jpeg'),
    });
    for (const error of [named('TimeoutError'), named('ThrottlingException')]) {
      const critic = { critique: async () => Promise.reject(error) };
      await expect(
        critiqueRoast(
          { screenshots, critic },
          { roastId: 'r1', imageKeys: ['screenshots/r1/0.jpg'], level: 'honest' },
        ),
      ).rejects.toBe(error);
    }
  });
});
