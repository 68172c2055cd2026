import { describe, expect, it } from 'vitest';
import type { Roast } from '../../../functions/domain/roast';
import type { ImageProcessor } from '../../../functions/ports/image-processor';
import type { RoastLifecycleRepository } from '../../../functions/ports/roast-repository';
import type { ScreenshotStore } from '../../../functions/ports/screenshot-store';
import type { RoastWorkflowInput, WorkflowStarter } from '../../../functions/ports/workflow-starter';
import { createRoast } from '../../../functions/usecases/create-roast';

/**
 * Every way creation can fail after it started storing must leave nothing behind: no screenshot
 * without a roast record (nobody holds an owner key for it), no roast stuck in "processing".
 */

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const request = {
  images: [JPEG.toString('base64'), JPEG.toString('base64')],
  roastLevel: 'brutal' as const,
};

const images: ImageProcessor = {
  inspect: async () => ({ format: 'jpeg', width: 1200, height: 800 }),
  normalise: async () => ({ jpeg: JPEG, width: 1200, height: 800 }),
  thumbnail: async () => JPEG,
  normaliseFullPage: async () => ({ jpeg: JPEG, width: 1200, height: 4000 }),
};

type Step = 'put' | 'number' | 'create' | 'start';

function world(
  failAt: Step,
  error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
) {
  const objects = new Map<string, Buffer>();
  const roasts = new Map<string, Roast>();
  let counter = 0;
  const started: RoastWorkflowInput[] = [];
  const screenshots = {
    async put(key: string, jpeg: Buffer) {
      if (failAt === 'put' && key.endsWith('/1.jpg')) throw error;
      objects.set(key, jpeg);
    },
    async deleteMany(keys: string[]) {
      for (const key of keys) objects.delete(key);
    },
  } as unknown as ScreenshotStore;
  const repo = {
    async nextRoastNumber() {
      if (failAt === 'number') throw error;
      return ++counter;
    },
    async create(roast: Roast) {
      if (failAt === 'create') throw error;
      roasts.set(roast.id, structuredClone(roast));
    },
    async get(id: string) {
      return structuredClone(roasts.get(id) ?? null);
    },
    async markUnsuccessful(id: string, status: 'failed' | 'rejected', failure: Roast['failure']) {
      const roast = roasts.get(id);
      if (roast?.status === 'processing') Object.assign(roast, { status, failure });
    },
    async discard(id: string) {
      roasts.delete(id);
    },
    async delete(id: string) {
      const roast = roasts.get(id) ?? null;
      roasts.delete(id);
      return roast;
    },
  } as unknown as RoastLifecycleRepository;
  const workflow: WorkflowStarter = {
    async start(input) {
      if (failAt === 'start') throw error;
      started.push(input);
    },
  };
  return { deps: { roasts: repo, screenshots, images, workflow }, objects, roasts, started };
}

describe('createRoast cleans up after itself', () => {
  for (const step of ['put', 'number', 'create', 'start'] as const) {
    it(`stores nothing when the ${step} step fails, and passes the error on unchanged`, async () => {
      const w = world(step);
      await expect(createRoast(w.deps, request)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      // No screenshot without an owner, and no roast that would say "processing" forever.
      expect([...w.objects.keys()]).toEqual([]);
      expect([...w.roasts.values()].filter((r) => r.status === 'processing')).toEqual([]);
      expect(w.started).toEqual([]);
    });
  }

  it('leaves the roast, its images and its workflow in place when everything works', async () => {
    const w = world('none' as Step);
    const created = await createRoast(w.deps, request);
    expect(w.roasts.get(created.id)?.status).toBe('processing');
    expect([...w.objects.keys()].sort()).toEqual([
      `screenshots/${created.id}/0.jpg`,
      `screenshots/${created.id}/1.jpg`,
    ]);
    expect(w.started).toHaveLength(1);
  });

  it('an upload that fails while another is still in flight leaves neither behind', async () => {
    const w = world('none' as Step);
    const store = w.deps.screenshots as unknown as {
      put: (key: string, jpeg: Buffer) => Promise<void>;
    };
    const put = store.put.bind(store);
    store.put = async (key, jpeg) => {
      // The first screenshot is slow to store; the second is refused at once.
      if (key.endsWith('/1.jpg')) throw Object.assign(new Error('SlowDown'), { name: 'SlowDown' });
      await new Promise((resolve) => setTimeout(resolve, 30));
      await put(key, jpeg);
    };
    await expect(createRoast(w.deps, request)).rejects.toMatchObject({ name: 'SlowDown' });
    // Nothing left, even once every upload that was under way has had time to land.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect([...w.objects.keys()]).toEqual([]);
  });

  it('when the store fails the record’s own write but applies it anyway, that record is discarded too', async () => {
    const w = world('none' as Step);
    const repo = w.deps.roasts as unknown as { create: (roast: Roast) => Promise<void> };
    const create = repo.create.bind(repo);
    repo.create = async (roast) => {
      // The write reached the store, but its answer never came back.
      await create(roast);
      throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    };
    await expect(createRoast(w.deps, request)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect([...w.roasts.values()]).toEqual([]);
    expect([...w.objects.keys()]).toEqual([]);
    expect(w.started).toEqual([]);
  });

  it('when the workflow cannot start and the record cannot be removed, the roast at least says failed', async () => {
    const w = world('start');
    (w.deps.roasts as unknown as { discard: () => Promise<void> }).discard = async () => {
      throw new Error('table briefly unavailable');
    };
    await expect(createRoast(w.deps, request)).rejects.toThrow(/ECONNREFUSED/);
    const [roast] = [...w.roasts.values()];
    expect(roast?.status).toBe('failed');
    expect(roast?.failure?.message).toMatch(/could not start/i);
    expect([...w.objects.keys()]).toEqual([]);
  });
});
