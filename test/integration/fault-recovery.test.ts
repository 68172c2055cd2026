import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { CRITERION_KEYS, type SubScores } from '../../functions/domain/criteria';
import type { CritiqueResult } from '../../functions/domain/critique';
import { startLocalStack, type LocalStack } from '../../functions/local/stack';
import type { Critic } from '../../functions/ports/critic';
import { websiteJpegBase64 } from './helpers/images';
import { ApiClient, localS3Client } from './helpers/stack';

/**
 * Fault test: DynamoDB Local dies while roasts are in flight; local mode is restarted on
 * the same data. Nothing may stay "processing", and no screenshot may be left without a roast.
 * Bounded: the restart has 60 s to settle everything, the whole test well under two minutes.
 */

const critique = (): CritiqueResult => ({
  subScores: Object.fromEntries(CRITERION_KEYS.map((k) => [k, 6])) as SubScores,
  violations: [],
  improvements: ['Fewer fonts'],
  clarityAnalysis: null,
  roastText: 'It works, in the way a shopping trolley with one wobbly wheel works.',
  engine: 'offline',
});

let release: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (release = resolve));
let arrived = 0;
/** Holds every roast in its Critique state until the test has killed the database. */
const heldCritic: Critic = {
  async critique() {
    arrived += 1;
    await gate;
    return critique();
  },
};
const quickCritic: Critic = { critique: async () => critique() };

const dataDir = mkdtempSync(join(tmpdir(), 'ugh-fault-'));
let running: LocalStack | undefined;
afterAll(async () => {
  release();
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const s3Of = (stack: LocalStack) => localS3Client(stack.endpoints.s3);

async function screenshotFolders(stack: LocalStack): Promise<string[]> {
  const s3 = s3Of(stack);
  try {
    const out = await s3.send(new ListObjectsV2Command({ Bucket: stack.bucketName, Prefix: 'screenshots/' }));
    return [...new Set((out.Contents ?? []).map((o) => o.Key!.split('/')[1]!))].sort();
  } finally {
    s3.destroy();
  }
}

async function until(condition: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('DynamoDB Local killed while roasts are processing', () => {
  it('after a restart every roast ends ready or failed within 60 s, and no screenshot is left without a roast', async () => {
    running = await startLocalStack({ dataDir, persist: true, port: 0, critic: heldCritic });
    let api = new ApiClient(running.url);
    const image = await websiteJpegBase64();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api.post('/api/roasts', { images: [image], roastLevel: 'brutal' });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.id);
    }
    await until(() => arrived === 5, 30_000, 'five roasts in their Critique state');

    // What a server killed between storing the upload and writing the record leaves behind.
    const s3 = s3Of(running);
    await s3.send(
      new PutObjectCommand({
        Bucket: running.bucketName,
        Key: 'screenshots/orphanFromACrashAaaa/0.jpg',
        Body: Buffer.from(image, 'base64'),
      }),
    );
    s3.destroy();
    const foldersBefore = await screenshotFolders(running);

    // The fault: the database process dies (SIGKILL, no goodbye).
    const pid = Number(readFileSync(join(dataDir, 'dynamodb', 'dynamodb-local.pid'), 'utf8'));
    process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));

    // A roast asked for during the outage: a clear 503, and its upload is not left behind.
    const during = await api.post('/api/roasts', { images: [image], roastLevel: 'honest' });
    expect(during.status, during.text).toBe(503);
    expect(during.body.message).toMatch(/unavailable/i);
    expect(await screenshotFolders(running)).toEqual(foldersBefore);

    // The held roasts now try to finish and cannot write their result; then local mode stops.
    release();
    const stopping = Date.now();
    await running.stop();
    running = undefined;
    const stopMs = Date.now() - stopping;

    const restarted = Date.now();
    running = await startLocalStack({ dataDir, persist: true, port: 0, critic: quickCritic });
    api = new ApiClient(running.url);
    const statuses: string[] = [];
    for (const id of ids) {
      const left = 60_000 - (Date.now() - restarted);
      statuses.push((await api.waitForStatus(id, Math.max(left, 1))).status);
    }
    const settledMs = Date.now() - restarted;
    for (const status of statuses) expect(['ready', 'failed']).toContain(status);
    expect(settledMs).toBeLessThan(60_000);

    // Every screenshot folder belongs to a roast that exists; the crash's orphan is gone.
    const folders = await screenshotFolders(running);
    expect(folders).not.toContain('orphanFromACrashAaaa');
    for (const folder of folders) {
      expect((await api.get(`/api/roasts/${folder}/status`)).status, folder).toBe(200);
    }
    console.info(
      `fault timings: stop after kill ${stopMs} ms; restart to all ${ids.length} roasts settled ${settledMs} ms (${statuses.join(', ')})`,
    );
  }, 150_000);
});
