import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { websiteJpegBase64 } from './helpers/images';
import { ApiClient } from './helpers/stack';

/**
 * Fault test: `npm start` is killed (SIGKILL: no clean shutdown, its DynamoDB Local
 * orphaned) right after accepting roasts, then started again on the same data. Every roast must end
 * ready or failed within 60 s of the restarted server answering, and every stored screenshot must
 * belong to a roast. Starting is given two minutes: on a busy two-core machine DynamoDB Local and
 * tsx alone can take most of one.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'ugh-killed-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  // The DynamoDB Local a killed run left behind (local mode reaps it on its next start; no next start here).
  try {
    const pid = Number(readFileSync(join(dataDir, 'dynamodb', 'dynamodb-local.pid'), 'utf8'));
    if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('DynamoDBLocal')) process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function startLocal(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: ROOT,
    env: { ...process.env, UGH_LOG: 'warn', PORT: '0', UGH_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (url) return { child, url, output: () => output };
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`local mode did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm start killed with roasts in flight', () => {
  it('the next start finishes or fails every roast within 60 s of answering and leaves no screenshot without a roast', async () => {
    const first = await startLocal();
    let api = new ApiClient(first.url);
    const image = await websiteJpegBase64();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/roasts', { images: [image], roastLevel: 'brutal' });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.id);
    }
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startLocal();
    const restarted = Date.now();
    api = new ApiClient(second.url);
    const statuses: string[] = [];
    for (const id of ids) {
      statuses.push((await api.waitForStatus(id, Math.max(60_000 - (Date.now() - restarted), 1))).status);
    }
    const settledMs = Date.now() - restarted;
    for (const status of statuses) expect(['ready', 'failed']).toContain(status);
    expect(settledMs).toBeLessThan(60_000);

    // Every folder in the screenshot store belongs to a roast (s3rver keeps objects as files).
    const bucketDir = join(dataDir, 's3', 'ugh-score-screenshots', 'screenshots');
    const { readdirSync } = await import('node:fs');
    for (const folder of readdirSync(bucketDir)) {
      expect((await api.get(`/api/roasts/${folder}/status`)).status, folder).toBe(200);
    }
    console.info(
      `fault timings: restart to ${ids.length} roasts settled ${settledMs} ms (${statuses.join(', ')}); ` +
        `${/Left over from the last run: [^\n]*/.exec(second.output())?.[0] ?? 'nothing left over'}`,
    );

    second.child.kill('SIGINT');
    await new Promise((resolve) => second.child.once('exit', resolve));
  }, 360_000);
});
