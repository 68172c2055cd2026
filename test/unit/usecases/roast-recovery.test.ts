import { describe, expect, it } from 'vitest';
import type { Roast } from '../../../functions/domain/roast';
import { STALE_ROAST_MESSAGE } from '../../../functions/domain/roast-staleness';
import type { RoastLifecycleRepository } from '../../../functions/ports/roast-repository';
import type { ScreenshotStore } from '../../../functions/ports/screenshot-store';
import type { RoastWorkflowInput } from '../../../functions/ports/workflow-starter';
import { resumeInFlight, sweepOrphanScreenshots } from '../../../functions/usecases/roast-recovery';
import { roastRecord } from '../../helpers/roast';

const NOW = new Date('2030-01-01T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

function roast(id: string, over: Partial<Roast> = {}): Roast {
  return roastRecord({
    id,
    status: 'processing',
    level: 'honest',
    imageKeys: [`screenshots/${id}/0.jpg`],
    createdAt: ago(2).toISOString(),
    updatedAt: ago(2).toISOString(),
    ...over,
  });
}

function repo(...roasts: Roast[]) {
  const store = new Map(roasts.map((r) => [r.id, r]));
  const roastsRepo = {
    get: async (id: string) => store.get(id) ?? null,
    markUnsuccessful: async (id: string, status: 'failed', failure: Roast['failure']) => {
      const r = store.get(id);
      if (r?.status === 'processing') Object.assign(r, { status, failure });
    },
  } as unknown as RoastLifecycleRepository;
  return { roastsRepo, store };
}

describe('resumeInFlight (local mode start-up)', () => {
  it('runs recent roasts again from their stored keys, or their URL when the capture never finished', async () => {
    const { roastsRepo, store } = repo(
      roast('a', { captureId: 'cap1' }),
      roast('url', { imageKeys: [], website: { url: 'https://example.com/' } }),
      roast('done', { status: 'ready' }),
    );
    const started: RoastWorkflowInput[] = [];
    const out = await resumeInFlight(
      { roasts: roastsRepo, workflow: { start: async (i) => void started.push(i) }, now: () => NOW },
      ['a', 'url', 'done', 'gone'],
    );
    expect(out).toEqual({ restarted: ['a', 'url'], failed: [] });
    expect(started).toEqual([
      { roastId: 'a', imageKeys: ['screenshots/a/0.jpg'], level: 'honest', captureId: 'cap1' },
      { roastId: 'url', imageKeys: [], level: 'honest', url: 'https://example.com/' },
    ]);
    expect(store.get('done')?.status).toBe('ready');
  });

  it('fails what is too old to finish, or what the workflow will not start', async () => {
    const { roastsRepo, store } = repo(roast('old', { createdAt: ago(60).toISOString() }), roast('stuck'));
    const out = await resumeInFlight(
      {
        roasts: roastsRepo,
        workflow: {
          start: async () => {
            throw new Error('emulator down');
          },
        },
        now: () => NOW,
      },
      ['old', 'stuck'],
    );
    expect(out).toEqual({ restarted: [], failed: ['old', 'stuck'] });
    expect(store.get('old')?.failure?.message).toBe(STALE_ROAST_MESSAGE);
    expect(store.get('stuck')).toMatchObject({ status: 'failed', failure: { message: /restart/ } });
  });
});

describe('sweepOrphanScreenshots', () => {
  const objects = [
    { key: 'screenshots/kept/0.jpg', lastModified: ago(120) },
    { key: 'screenshots/lost/0.jpg', lastModified: ago(120) },
    { key: 'screenshots/lost/1.jpg', lastModified: ago(90) },
    // Written a moment ago: its roast record may be on its way.
    { key: 'screenshots/fresh/0.jpg', lastModified: ago(1) },
    // One old object and one new in the same folder: the folder counts as new.
    { key: 'screenshots/touched/0.jpg', lastModified: ago(300) },
    { key: 'screenshots/touched/thumbnail.jpg', lastModified: ago(5) },
  ];
  function store() {
    const deleted: string[][] = [];
    const screenshots = {
      async *list() {
        yield* objects;
      },
      deleteMany: async (keys: string[]) => void deleted.push(keys),
    } as unknown as ScreenshotStore;
    return { screenshots, deleted };
  }

  it('finds folders without a roast past the grace period, and deletes them only when asked', async () => {
    const { roastsRepo } = repo(roast('kept'));
    const { screenshots, deleted } = store();
    const found = await sweepOrphanScreenshots(
      { roasts: roastsRepo, screenshots, now: () => NOW },
      { olderThanSeconds: 3600, remove: false },
    );
    expect(found).toEqual([
      { roastId: 'lost', keys: ['screenshots/lost/0.jpg', 'screenshots/lost/1.jpg'], lastModified: ago(90) },
    ]);
    expect(deleted).toEqual([]);
    await sweepOrphanScreenshots(
      { roasts: roastsRepo, screenshots, now: () => NOW },
      { olderThanSeconds: 3600, remove: true },
    );
    expect(deleted).toEqual([['screenshots/lost/0.jpg', 'screenshots/lost/1.jpg']]);
  });
});
