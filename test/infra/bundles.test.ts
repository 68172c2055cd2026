/**
 * Runs the real `npm run synth` (CDK CLI, local esbuild bundling) into a temporary assembly — inside
 * a network namespace with no interfaces when `unshare -n` is available, which proves synthesis needs
 * no network — then measures and loads every Lambda bundle it produced.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChromiumFunction } from '../../lib/constructs/chromium-function';
import { runClutterMeasure } from '../../functions/engine/clutter';
import { REPO_ROOT } from '../../lib/paths';
import { build, logicalId } from './helpers';

const MAX_BUNDLE_BYTES = 1024 * 1024;
const MAX_SYNTH_MS = 60_000;

interface Bundle {
  stack: string;
  logicalId: string;
  handler: string;
  runtime: string;
  dir: string;
  codeBytes: number;
  mapBytes: number;
  chromium: boolean;
}

function sizes(dir: string): { codeBytes: number; mapBytes: number } {
  let codeBytes = 0;
  let mapBytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const size = statSync(join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.map')) mapBytes += size;
    else codeBytes += size;
  }
  return { codeBytes, mapBytes };
}

const offline = (() => {
  try {
    execFileSync('unshare', ['-n', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let outdir = '';
let synthMs = 0;
let synthCpuMs = 0;
let bundles: Bundle[] = [];

beforeAll(() => {
  mkdirSync(join(REPO_ROOT, 'cdk.out'), { recursive: true });
  // Inside the repository so that the bundles' runtime packages resolve from node_modules when loaded.
  outdir = mkdtempSync(join(REPO_ROOT, 'cdk.out', 'infra-test-'));
  const started = Date.now();
  // bash's `times` reports the CPU time of everything the synth ran (CLI, app, every esbuild).
  const script = `${offline ? 'unshare -n ' : ''}npm run synth -- -o '${outdir}' >&2; status=$?; times; exit $status`;
  const result = spawnSync('bash', ['-c', script], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env },
  });
  synthMs = Date.now() - started;
  if (result.status !== 0) throw new Error(`npm run synth failed:\n${result.stderr}`);
  const seconds = (t: string) => Number(/(\d+)m/.exec(t)?.[1]) * 60 + Number(/([\d.]+)s/.exec(t)?.[1]);
  const children = result.stdout.trim().split('\n').at(-1)!.trim().split(/\s+/);
  synthCpuMs = (seconds(children[0]!) + seconds(children[1]!)) * 1000;

  const { stacks } = build();
  const chromium = new Set(
    [...Object.values(stacks.api.functions), ...Object.values(stacks.workflow.tasks)]
      .filter((f) => f instanceof ChromiumFunction)
      .map((f) => `${Stack.of(f).stackName}/${logicalId(f.fn, Stack.of(f))}`),
  );
  for (const file of readdirSync(outdir).filter((f) => f.endsWith('.template.json'))) {
    const template = JSON.parse(readFileSync(join(outdir, file), 'utf8')) as {
      Resources: Record<
        string,
        {
          Type: string;
          Metadata?: Record<string, string>;
          Properties: { Handler?: string; Runtime?: string };
        }
      >;
    };
    for (const [id, resource] of Object.entries(template.Resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const assetPath = resource.Metadata?.['aws:asset:path'];
      if (!assetPath) continue;
      const dir = join(outdir, assetPath);
      bundles.push({
        stack: file.replace('.template.json', ''),
        logicalId: id,
        handler: resource.Properties.Handler ?? '',
        runtime: resource.Properties.Runtime ?? '',
        dir,
        ...sizes(dir),
        chromium: chromium.has(`${file.replace('.template.json', '')}/${id}`),
      });
    }
  }
  bundles = bundles.sort((a, b) => b.codeBytes - a.codeBytes);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `npm run synth (${offline ? 'in a network namespace without interfaces' : 'network available'}): ` +
      `${(synthMs / 1000).toFixed(1)} s wall, ${(synthCpuMs / 1000).toFixed(1)} s CPU\n` +
      bundles
        .map(
          (b) =>
            `${b.stack}/${b.logicalId}: code ${kb(b.codeBytes)}, source map ${kb(b.mapBytes)}${b.chromium ? ' (Chromium)' : ''}`,
        )
        .join('\n'),
  );
}, 300_000);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('npm run synth', () => {
  /*
   * Synthesis is sequential (one esbuild at a time), so on an otherwise idle machine its wall time is
   * about its CPU time. The bound is on CPU time so that other work on a shared machine cannot make
   * this test flaky; the wall time is printed above.
   */
  it('synthesizes every stack offline in under 60 s of work', () => {
    expect(bundles.length).toBeGreaterThan(15);
    // Chromium bundles (exempt from the size budget) are exactly the capture route and capture task.
    expect(bundles.filter((b) => b.chromium).every((b) => /^Capture/.test(b.logicalId))).toBe(true);
    expect(synthCpuMs).toBeGreaterThan(0);
    expect(synthCpuMs).toBeLessThan(MAX_SYNTH_MS);
  });
});

describe('Lambda bundles (real esbuild output in the cloud assembly)', () => {
  it('no bundle except Chromium exceeds 1 MB of code (source maps are reported separately)', () => {
    const tooBig = bundles
      .filter((b) => !b.chromium && b.codeBytes > MAX_BUNDLE_BYTES)
      .map((b) => `${b.stack}/${b.logicalId} ${b.codeBytes} bytes`);
    expect(tooBig).toEqual([]);
  });

  it('every app bundle is one minified ESM file with its source map', () => {
    expect(bundles.filter((x) => x.runtime === 'nodejs22.x').length).toBeGreaterThan(15);
    for (const b of bundles.filter((x) => x.runtime === 'nodejs22.x')) {
      expect(existsSync(join(b.dir, 'index.mjs')), b.logicalId).toBe(true);
      expect(existsSync(join(b.dir, 'index.mjs.map')), b.logicalId).toBe(true);
      const code = readFileSync(join(b.dir, 'index.mjs'), 'utf8');
      expect(
        code.startsWith("import { createRequire as __ughCreateRequire } from 'module';"),
        b.logicalId,
      ).toBe(true);
      // Layer-provided packages and the runtime's AWS SDK stay external.
      expect(code, b.logicalId).not.toContain('node_modules/sharp/lib');
      expect(code, b.logicalId).not.toMatch(/@aws-sdk\/client-dynamodb\/dist-cjs/);
    }
  });

  it('the Critique bundle ships the clutter worker beside index.mjs, and it measures by itself', async () => {
    const critique = bundles.filter((b) => b.logicalId.startsWith('CritiqueTask'));
    expect(critique).toHaveLength(1);
    const file = join(critique[0]!.dir, 'clutter-worker.mjs');
    expect(existsSync(file)).toBe(true);
    // Started as clutter.ts starts it from a bundle (no source module): the measures are in the file.
    const img = {
      width: 64,
      height: 48,
      data: Uint8Array.from({ length: 64 * 48 * 3 }, (_, i) => (i * 37) % 256),
    };
    const worker = new Worker(pathToFileURL(file), { workerData: {} });
    try {
      const reply = await new Promise<unknown>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({ id: 1, measure: 'subbandEntropy', ...img });
      });
      expect(reply).toEqual({ id: 1, value: runClutterMeasure('subbandEntropy', img) });
    } finally {
      await worker.terminate();
    }
  });

  it('the Critique bundle carries the engine data it imports: the score model and every voice bank', () => {
    const critique = bundles.filter((b) => b.logicalId.startsWith('CritiqueTask'));
    expect(critique).toHaveLength(1);
    const code = readFileSync(join(critique[0]!.dir, 'index.mjs'), 'utf8');
    // esbuild inlines a JSON import as an object literal, so its strings are in the code: plain ASCII
    // ones (no quote, backslash or $) verbatim, which is enough to show that each file is all there.
    const strings = (x: unknown): string[] =>
      typeof x === 'string'
        ? [x]
        : x && typeof x === 'object'
          ? Object.entries(x).flatMap(([k, v]) => [k, ...strings(v)])
          : [];
    const verbatim = (s: string) => /^[ -~]+$/.test(s) && !/["'`\\$]/.test(s);
    const data = join(REPO_ROOT, 'functions/engine/data');
    const files = ['score-model.json', ...readdirSync(join(data, 'voice')).map((f) => join('voice', f))];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const checked = strings(JSON.parse(readFileSync(join(data, file), 'utf8'))).filter(verbatim);
      expect(checked.length, file).toBeGreaterThan(10);
      expect(
        checked.filter((s) => !code.includes(s)),
        file,
      ).toEqual([]);
    }
  });

  it('every app bundle loads and exports the handler its function names', async () => {
    process.env.UGH_LOG = 'silent';
    for (const b of bundles.filter((x) => x.runtime === 'nodejs22.x' && !x.chromium)) {
      const mod = (await import(pathToFileURL(join(b.dir, 'index.mjs')).href)) as Record<string, unknown>;
      expect(typeof mod[b.handler.slice('index.'.length)], `${b.logicalId} ${b.handler}`).toBe('function');
    }
  });
});
