import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'ugh-local-mode-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `bin/local.ts` exactly as `npm start` does (tsx), collecting its output. */
function startLocal(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: ROOT,
    env: { ...process.env, UGH_LOG: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('npm start (bin/local.ts)', () => {
  it('prints one URL within 30 s, serves health and demo roasts, and stops cleanly on Ctrl-C', async () => {
    const started = Date.now();
    const local = startLocal({ PORT: '0', UGH_DATA_DIR: dataDir });
    let url: string | undefined;
    while (!url && Date.now() - started < 30_000 && local.child.exitCode === null) {
      url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(local.output())?.[1];
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(url, local.output()).toBeDefined();
    expect(Date.now() - started).toBeLessThan(30_000);

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const gallery = (await (await fetch(`${url}/api/roasts`)).json()) as { pagination: { total: number } };
    expect(gallery.pagination.total).toBe(3);
    // The demo roasts are classified: at least one industry page has roasts to show.
    let classified = 0;
    for (const slug of ['saas-technology', 'creative-design', 'ecommerce-retail', 'professional-services']) {
      const page = (await (await fetch(`${url}/api/industries/${slug}`)).json()) as {
        industry: { totalRoasts: number };
      };
      classified += page.industry.totalRoasts;
    }
    expect(classified).toBeGreaterThanOrEqual(1);
    const banner = (await (await fetch(`${url}/api/announcements/current`)).json()) as { message: string };
    expect(banner.message).toMatch(/Welcome to UGH Score/);

    local.child.kill('SIGINT');
    expect(await local.exited).toBe(0);
    expect(local.output()).toMatch(/stopping/);
  });

  it('explains how to get Java when it is missing', async () => {
    // A PATH holding only node: no java to be found.
    const bin = mkdtempSync(join(tmpdir(), 'ugh-nojava-'));
    mkdirSync(bin, { recursive: true });
    symlinkSync(process.execPath, join(bin, 'node'));
    const local = startLocal({ PATH: bin, PORT: '0', UGH_DATA_DIR: join(dataDir, 'nojava') });
    expect(await local.exited).toBe(1);
    expect(local.output()).toMatch(/DynamoDB Local needs a Java 17 \(or newer\) JDK/);
    expect(local.output()).toMatch(/apt-get install -y openjdk-17-jdk-headless/);
    expect(local.output()).not.toMatch(/\n\s+at .+:\d+:\d+/); // no stack trace
    rmSync(bin, { recursive: true, force: true });
  });
});
