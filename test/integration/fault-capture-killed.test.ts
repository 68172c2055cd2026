import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Fault test: a process that captured a page with Chromium (the `ugh` CLI here; local mode and the
 * workflow use the same capturer) is killed with SIGKILL of its whole process group, no goodbye. No
 * Chromium process it started may outlive it. And a host that handles Ctrl-C itself (local mode's
 * graceful stop) keeps that signal: Chromium does not end the process for it.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Proc {
  pid: number;
  ppid: number;
  /** Clock ticks after boot: tells a process from a later one that reused its id. */
  started: string;
  cmdline: string;
}

/** Every process on the machine that can still be read (Linux /proc). */
function processes(): Proc[] {
  const found: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name in parentheses may hold spaces: the fields after it are split from its end.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // A zombie has been killed and only awaits its parent's wait(): it runs nothing.
      if (fields[0] === 'Z') continue;
      found.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        started: fields[19]!,
        cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '),
      });
    } catch {
      // ended while being read
    }
  }
  return found;
}

function descendants(root: number, all: Proc[]): Proc[] {
  const ids = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all)
      if (ids.has(p.ppid) && !ids.has(p.pid)) {
        ids.add(p.pid);
        grew = true;
      }
  }
  return all.filter((p) => p.pid !== root && ids.has(p.pid));
}

const isChromium = (p: Proc) => /chrom/i.test(p.cmdline.split(' ')[0] ?? '');

/** A page that never answers: the capture is certainly under way, with Chromium up, while it waits. */
const held: ServerResponse[] = [];
const site = createServer((_req, res) => {
  held.push(res);
});
let child: ChildProcess | undefined;
let leftovers: Proc[] = [];

beforeAll(() => new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve)));
afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  // Whatever survived a failing run is not left on the machine for the next test.
  for (const p of leftovers) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

describe('a capturing process killed with SIGKILL of its process group', () => {
  it('takes every Chromium process it started with it within a few seconds', async () => {
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    child = spawn(process.execPath, ['bin/ugh.js', 'roast', '--offline', '--url', url], {
      cwd: ROOT,
      // Its own process group, as a shell or `npm start` gives it: the group is what gets killed.
      detached: true,
      env: { ...process.env, UGH_LOG: 'silent', CAPTURE_ALLOWED_HOSTS: new URL(url).host },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    const deadline = Date.now() + 60_000;
    while (held.length === 0) {
      if (child.exitCode !== null) throw new Error(`the CLI ended before capturing:\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`no capture within 60 s:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    const browser = descendants(child.pid!, processes()).filter(isChromium);
    expect(browser.length, 'Chromium runs while the page loads').toBeGreaterThan(0);
    // Every process of that browser names its profile folder: found by it even if adopted by init.
    const profile = /--user-data-dir=(\S+)/.exec(browser.map((p) => p.cmdline).join(' '))?.[1];
    expect(profile).toBeTruthy();

    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    const killedAt = Date.now();
    const survivors = () =>
      processes().filter(
        (p) =>
          p.cmdline.includes(profile!) || browser.some((b) => b.pid === p.pid && b.started === p.started),
      );
    while (survivors().length > 0 && Date.now() - killedAt < 5000)
      await new Promise((r) => setTimeout(r, 100));
    leftovers = survivors();
    expect(
      leftovers.map((p) => `${p.pid} (parent ${p.ppid}) ${p.cmdline.slice(0, 120)}`),
      'Chromium processes left running',
    ).toEqual([]);
    console.info(
      `fault timings: ${browser.length} Chromium processes gone ${Date.now() - killedAt} ms after the kill`,
    );
  }, 90_000);
});

/**
 * A host as local mode is one (bin/local.ts): on SIGINT it closes its capturer and then exits 0 with a
 * goodbye. It captures the never-answering page, so Chromium is up when the signal comes.
 */
const GRACEFUL_HOST = `
import { ChromiumPageCapturer } from './functions/adapters/chromium/chromium-page-capturer.ts';
import { EgressProxy } from './functions/adapters/chromium/egress-proxy.ts';
import { NodeHostResolver } from './functions/adapters/dns/node-host-resolver.ts';
import { checkCaptureTarget } from './functions/usecases/check-capture-target.ts';
const url = new URL(process.env.SITE_URL);
const proxy = new EgressProxy((target) => checkCaptureTarget(target, new NodeHostResolver(), new Set([url.host])));
const capturer = new ChromiumPageCapturer(proxy, 60_000);
process.on('SIGINT', async () => {
  await capturer.close();
  console.log('closed the capturer');
  process.exit(0);
});
capturer.capture(url, { reducedMotion: false }).catch(() => undefined);
`;

describe('a capturing host stopped with Ctrl-C (SIGINT)', () => {
  it('runs its own shutdown, which closes Chromium, and exits as it chooses', async () => {
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/ctrl-c`;
    const before = held.length;
    child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', GRACEFUL_HOST], {
      cwd: ROOT,
      detached: true,
      env: { ...process.env, UGH_LOG: 'silent', SITE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    while (held.length === before) {
      if (child.exitCode !== null) throw new Error(`the host ended before capturing:\n${output}`);
      if (Date.now() > deadline) throw new Error(`no capture within 60 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const browser = descendants(child.pid!, processes()).filter(isChromium);
    expect(browser.length, 'Chromium runs while the page loads').toBeGreaterThan(0);
    const profile = /--user-data-dir=(\S+)/.exec(browser.map((p) => p.cmdline).join(' '))?.[1];
    expect(profile).toBeTruthy();

    // Ctrl-C reaches the whole foreground group, as a terminal sends it.
    process.kill(-child.pid!, 'SIGINT');
    // Puppeteer's own SIGINT handler used to kill Chromium and exit 130 before the host's shutdown ran.
    expect(await exited, output).toBe(0);
    expect(output).toContain('closed the capturer');
    const survivors = processes().filter((p) => p.cmdline.includes(profile!));
    leftovers.push(...survivors);
    expect(
      survivors.map((p) => p.cmdline.slice(0, 120)),
      'Chromium processes left running',
    ).toEqual([]);
  }, 90_000);
});
