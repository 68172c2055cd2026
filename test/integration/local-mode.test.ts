import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../../functions/local/demo-sites';

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

/** `npx ugh …` with the given environment: exit code and output, never throwing. */
function ugh(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['bin/ugh.js', ...args], { cwd: ROOT, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm start (bin/local.ts)', () => {
  it('says "starting" until the demo is seeded, then prints one URL, serves health and demo roasts, and stops cleanly on Ctrl-C', async () => {
    const started = Date.now();
    const local = startLocal({ PORT: '0', UGH_DATA_DIR: dataDir });
    // Issue 17: the API listens before the demo roasts exist; until they do, health must not say ok.
    // local-endpoints.json tells the CLI (and this test) where the API is, whatever PORT chose.
    let api: string | undefined;
    while (!api && Date.now() - started < 100_000 && local.child.exitCode === null) {
      try {
        api = JSON.parse(readFileSync(join(dataDir, 'local-endpoints.json'), 'utf8')).API_URL;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(api, local.output()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const seen: string[] = [];
    let galleryAtFirstOk: number | undefined;
    while (galleryAtFirstOk === undefined && Date.now() - started < 100_000) {
      const health = await fetch(`${api}/api/health`);
      const body = (await health.json()) as { status: string };
      seen.push(`${health.status} ${body.status}`);
      if (health.status === 200) {
        const gallery = (await (await fetch(`${api}/api/roasts`)).json()) as {
          pagination: { total: number };
        };
        galleryAtFirstOk = gallery.pagination.total;
      } else await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen[0]).toBe('503 starting');
    expect(
      seen.every((s) => s === '503 starting' || s === '200 ok'),
      seen.join(', '),
    ).toBe(true);
    expect(galleryAtFirstOk, `${local.output()}\n${seen.length} polls, last: ${seen.at(-1)}`).toBe(
      DEMO_SITES.length,
    );

    let url: string | undefined;
    while (!url && Date.now() - started < 100_000 && local.child.exitCode === null) {
      url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(local.output())?.[1];
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(url, local.output()).toBe(api);
    expect(local.output().match(/http:\/\/127\.0\.0\.1:\d+/g)).toHaveLength(1);

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    // Every industry page has demo roasts to show (creative-design had none).
    for (const slug of ['saas-technology', 'creative-design', 'ecommerce-retail', 'professional-services']) {
      const page = (await (await fetch(`${url}/api/industries/${slug}`)).json()) as {
        industry: { totalRoasts: number };
      };
      expect(page.industry.totalRoasts, slug).toBeGreaterThanOrEqual(1);
    }
    const banner = (await (await fetch(`${url}/api/announcements/current`)).json()) as { message: string };
    expect(banner.message).toMatch(/Welcome to UGH Score/);

    // `npx ugh health` finds this instance from its data folder, or from PORT, and says how to point
    // it elsewhere when nothing answers (it used to ignore PORT).
    const port = new URL(url!).port;
    const cliEnv: NodeJS.ProcessEnv = { ...process.env, UGH_LOG: 'silent' };
    delete cliEnv.PORT;
    delete cliEnv.UGH_API;
    const byDataDir = await ugh(['health'], { ...cliEnv, UGH_DATA_DIR: dataDir });
    expect(byDataDir.code, byDataDir.stderr).toBe(0);
    expect(JSON.parse(byDataDir.stdout)).toMatchObject({ status: 'ok' });
    const byPort = await ugh(['health'], { ...cliEnv, PORT: port, UGH_DATA_DIR: join(dataDir, 'none') });
    expect(byPort.code, byPort.stderr).toBe(0);
    const nothing = await ugh(['health'], { ...cliEnv, PORT: '9', UGH_DATA_DIR: join(dataDir, 'none') });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('cannot reach http://127.0.0.1:9');
    expect(nothing.stderr).toContain('--api URL, UGH_API=URL, or PORT=N');

    local.child.kill('SIGINT');
    expect(await local.exited).toBe(0);
    expect(local.output()).toMatch(/stopping/);
  }, 150_000);

  it('refuses an UGH_SITE_ORIGIN that is not an origin, before starting anything', async () => {
    const local = startLocal({
      PORT: '0',
      UGH_DATA_DIR: join(dataDir, 'origin'),
      UGH_SITE_ORIGIN: 'ugh.example/x',
    });
    expect(await local.exited).toBe(1);
    expect(local.output()).toContain('UGH_SITE_ORIGIN must be http(s)://host[:port], got "ugh.example/x"');
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
