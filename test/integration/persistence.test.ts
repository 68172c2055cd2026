import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../functions/local/stack';
import { websiteJpegBase64 } from './helpers/images';
import { ApiClient } from './helpers/stack';

const dataDir = mkdtempSync(join(tmpdir(), 'ugh-persist-'));
let running: LocalStack | undefined;
afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local mode keeps data across restarts', () => {
  it('still serves a roast and its images after the whole stack restarts', async () => {
    running = await startLocalStack({ dataDir, persist: true, port: 0 });
    let api = new ApiClient(running.url);
    const created = await api.post('/api/roasts', {
      images: [await websiteJpegBase64()],
      roastLevel: 'honest',
    });
    expect(created.status).toBe(201);
    expect((await api.waitForStatus(created.body.id)).status).toBe('ready');
    const before = (await api.get(`/api/roasts/${created.body.id}`)).body;
    await running.stop();
    running = undefined;

    running = await startLocalStack({ dataDir, persist: true, port: 0 });
    api = new ApiClient(running.url);
    const after = await api.get(`/api/roasts/${created.body.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before);
    expect((await fetch(`${running.url}${before.images[0]}`)).status).toBe(200);
    // The counter continues rather than restarting at 1.
    const next = await api.post('/api/roasts', { images: [await websiteJpegBase64()], roastLevel: 'honest' });
    expect(next.body.number).toBe(before.number + 1);
    await api.waitForStatus(next.body.id);
  });
});
