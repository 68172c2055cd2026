/**
 * The design gate for CI, through the real CLI process: `ugh roast … --fail-above`,
 * `--baseline`, `--format junit|sarif` and `ugh compare`, on screenshots Chromium renders from the
 * labelled test pages (an archetype from the worst tier and one from the good tier; a good/bad twin
 * pair with the same content). Reports are validated against the vendored schemas.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roastDetailSchema } from '../../functions/domain/api-schemas';
import type { RoastComparison } from '../../functions/domain/roast-comparison';
import { junitSchemaErrors, sarifSchemaErrors } from '../helpers/report-schemas';
import { launchOfflineChromium, openOfflinePage } from './helpers/offline-chromium';
import { startTestStack, type TestStack } from './helpers/stack';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const shots = mkdtempSync(join(tmpdir(), 'ugh-gate-'));
const PAGES = {
  bad: 'test/data/archetypes/geocities-home.html',
  good: 'test/data/archetypes/saas-landing.html',
  'twin-bad': 'test/data/twins/saas-landing/bad.html',
  'twin-good': 'test/data/twins/saas-landing/good.html',
};
const shot = (name: keyof typeof PAGES) => join(shots, `${name}.png`);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `ugh …` in a child process (as a CI step would) and always resolves, with the exit code. */
function ugh(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['bin/ugh.js', ...args],
      { cwd: ROOT, env: { ...process.env, UGH_LOG: 'silent', ...env }, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  // PNG screenshots of the first screen at 1280×800, as a browser's screenshot tool would save them.
  const chromium = await launchOfflineChromium('ugh-gate-');
  try {
    const tab = await openOfflinePage(chromium);
    for (const [name, file] of Object.entries(PAGES)) {
      await tab.goto(pathToFileURL(join(ROOT, file)).href, { waitUntil: 'load' });
      await tab.evaluate(() => document.fonts.ready.then(() => undefined));
      writeFileSync(shot(name as keyof typeof PAGES), await tab.screenshot({ type: 'png' }));
    }
  } finally {
    await chromium.close();
  }
  expect(chromium.blocked).toEqual([]);
}, 120_000);

afterAll(() => rmSync(shots, { recursive: true, force: true }));

describe('ugh roast --fail-above', () => {
  it('exits 1 for a bad page above the limit and 0 for a good one, with a line saying why', async () => {
    const bad = await ugh(['roast', shot('bad'), '--offline', '--fail-above', '40']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      /FAIL {2}UGH Score (\d+) \([^)]+\) is above the limit of 40 \(--fail-above 40\)\./,
    );
    expect(bad.stderr).toContain('Design gate failed: 1 of 1 check (exit code 1).');
    expect(bad.stdout).toMatch(/UGH Score \d+\/100/);

    const good = await ugh(['roast', shot('good'), '--offline', '--fail-above', '40']);
    expect(good.code).toBe(0);
    expect(good.stderr).toMatch(/pass {2}UGH Score \d+ \([^)]+\) is at most 40\./);
    expect(good.stderr).toContain('Design gate passed: 1 check.');
  }, 120_000);

  it('refuses a mistyped gate instead of passing it', async () => {
    const typo = await ugh(['roast', shot('bad'), '--offline', '--fail-abov', '40']);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain('unknown option --fail-abov');
    const range = await ugh(['roast', shot('bad'), '--fail-above', '101']);
    expect(range).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--fail-above must be a whole UGH Score'),
    });
  });
});

describe('ugh roast --baseline', () => {
  const goodJson = join(shots, 'good.json');
  const badJson = join(shots, 'bad.json');

  beforeAll(async () => {
    for (const [name, file] of [
      ['twin-good', goodJson],
      ['twin-bad', badJson],
    ] as const) {
      const saved = await ugh(['roast', shot(name), '--offline', '--format', 'json']);
      expect(saved.code).toBe(0);
      writeFileSync(file, saved.stdout);
    }
  }, 120_000);

  it('fails when the page got worse than its baseline, naming the new Severe-or-worse violations', async () => {
    const worse = await ugh(['roast', shot('twin-bad'), '--baseline', goodJson, '--format', 'json']);
    expect(worse.code).toBe(1);
    expect(worse.stderr).toMatch(
      /FAIL {2}UGH Score \d+ is \d+ points worse than the baseline's \d+ .*more than the margin of 3 points/,
    );
    expect(worse.stderr).toMatch(/FAIL {2}\d+ new Severe-or-worse violations? since the baseline: V\d{3} /);
    // --format json: the roast as the API gives it, plus the gate; still usable as a baseline.
    const out = JSON.parse(worse.stdout) as { gate: { passed: boolean; comparison: RoastComparison } };
    expect(roastDetailSchema.safeParse(out).success).toBe(true);
    expect(out.gate.passed).toBe(false);
    expect(out.gate.comparison.change).toBe('worse');
    expect(out.gate.comparison.violations.new.length).toBeGreaterThan(0);
  }, 120_000);

  it('passes when the page improved on its baseline', async () => {
    const better = await ugh(['roast', shot('twin-good'), '--baseline', badJson]);
    expect(better.code).toBe(0);
    expect(better.stderr).toMatch(/pass {2}UGH Score \d+ is \d+ points better than the baseline's \d+/);
    expect(better.stderr).toContain('Design gate passed: 2 checks.');
  }, 120_000);

  it('tolerates a worse score within --margin, and says clearly what a baseline must be', async () => {
    const good = roastDetailSchema.parse(JSON.parse(readFileSync(goodJson, 'utf8')));
    const bad = roastDetailSchema.parse(JSON.parse(readFileSync(badJson, 'utf8')));
    // The bad twin's new violations would still fail it: a baseline with them too isolates the margin.
    const lenient = join(shots, 'lenient.json');
    writeFileSync(lenient, JSON.stringify({ ...good, violations: bad.violations }));
    const margin = String(bad.ughScore - good.ughScore);
    const within = await ugh(['roast', shot('twin-bad'), '--baseline', lenient, '--margin', margin]);
    expect(within.code).toBe(0);

    const image = await ugh(['roast', shot('twin-bad'), '--baseline', shot('twin-good')]);
    expect(image).toMatchObject({ code: 1, stderr: expect.stringContaining('is not a saved roast') });
    const missing = await ugh(['roast', shot('twin-bad'), '--baseline', 'no-such-baseline.json']);
    expect(missing).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no such file, and not a roast id'),
    });
  }, 120_000);
});

describe('ugh roast --format junit|sarif', () => {
  it('writes JUnit XML that validates against the JUnit XSD, the same bytes every run', async () => {
    const saved = join(shots, 'saved.json');
    const args = ['roast', shot('bad'), '--fail-above', '40', '--format', 'junit', '--save', saved];
    const first = await ugh(args);
    expect(first.code).toBe(1);
    // --save keeps the roast as --format json prints it, for the next run's --baseline.
    const roast = JSON.parse(readFileSync(saved, 'utf8')) as { gate: { passed: boolean } };
    expect(roastDetailSchema.safeParse(roast).success).toBe(true);
    expect(roast.gate.passed).toBe(false);
    expect(await junitSchemaErrors(first.stdout)).toEqual([]);
    expect(first.stdout).toMatch(
      /<testcase classname="ugh.gate" name="UGH Score is at most 40">\s*<failure /,
    );
    // Without a baseline no finding fails the gate: each is skipped, and only the score case fails.
    expect(first.stdout).toMatch(
      /<testcase classname="ugh\.violations\.\w+" name="V\d{3} [^"]+">\s*<skipped>A finding, not a gate failure\./,
    );
    expect(first.stdout).toMatch(/<testsuite [^>]* failures="1" /);
    expect((await ugh(args)).stdout).toBe(first.stdout);
  }, 120_000);

  it('writes SARIF 2.1.0 that validates against its schema: a result per violation on the screenshot', async () => {
    const args = ['roast', shot('bad'), '--format', 'sarif'];
    const first = await ugh(args);
    // A report format alone sets no limit: the gate has no checks and passes.
    expect(first.code).toBe(0);
    const log = JSON.parse(first.stdout) as {
      runs: {
        tool: { driver: { rules: { id: string; help: { text: string } }[] } };
        artifacts: { location: { uri: string } }[];
        results: {
          ruleId: string;
          level: string;
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
        }[];
      }[];
    };
    expect(sarifSchemaErrors(log)).toEqual([]);
    const run = log.runs[0]!;
    expect(run.results.length).toBeGreaterThan(0);
    expect(run.artifacts[0]!.location.uri).toBe(pathToFileURL(shot('bad')).href);
    for (const r of run.results) {
      expect(r.ruleId).toMatch(/^V\d{3}$/);
      expect(['note', 'warning', 'error']).toContain(r.level);
      expect(r.locations[0]!.physicalLocation.artifactLocation.uri).toBe(run.artifacts[0]!.location.uri);
      expect(run.tool.driver.rules.find((rule) => rule.id === r.ruleId)!.help.text).toContain('How to fix:');
    }
    expect((await ugh(args)).stdout).toBe(first.stdout);
  }, 120_000);

  it('gives byte-identical JSON for the same screenshot when SOURCE_DATE_EPOCH fixes the time', async () => {
    const env = { SOURCE_DATE_EPOCH: '1767225600' };
    const args = ['roast', shot('good'), '--offline', '--json'];
    const first = await ugh(args, env);
    expect(JSON.parse(first.stdout)).toMatchObject({ createdAt: '2026-01-01T00:00:00.000Z' });
    expect((await ugh(args, env)).stdout).toBe(first.stdout);
  }, 120_000);
});

describe('ugh compare', () => {
  it('shows the fixed violations and the score drop between a bad screenshot and its fixed twin', async () => {
    const json = await ugh(['compare', shot('twin-bad'), shot('twin-good'), '--format', 'json']);
    expect(json.code).toBe(0);
    const c = JSON.parse(json.stdout) as RoastComparison;
    expect(c.change).toBe('better');
    expect(c.scoreDelta).toBeLessThan(0);
    expect(c.violations.fixed.length).toBeGreaterThan(0);
    expect(c.subScores).toHaveLength(6);

    const text = await ugh(['compare', shot('twin-bad'), shot('twin-good')]);
    expect(text.stdout).toContain(`The UGH Score went from ${c.before.ughScore}`);
    expect(text.stdout).toMatch(/Fixed \(\d+\)\n {3}V\d{3} \[/);
    expect(text.stdout).toMatch(/Color Usage +\d+\.\d +\d+\.\d/);
  }, 120_000);
});

describe('with a server', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('takes a roast id on the server as the baseline, and roasts --online when asked', async () => {
    const saved = await ugh(['roast', shot('twin-good'), '--online', '--api', stack.url, '--json']);
    expect(saved.code).toBe(0);
    const id = roastDetailSchema.parse(JSON.parse(saved.stdout)).id;

    const worse = await ugh(['roast', shot('twin-bad'), '--baseline', id, '--api', stack.url]);
    expect(worse.code).toBe(1);
    expect(worse.stderr).toContain(`worse than the baseline's`);
    expect(worse.stderr).toContain(`(${id})`);

    const compared = await ugh(['compare', id, shot('twin-bad'), '--api', stack.url, '--json']);
    expect((JSON.parse(compared.stdout) as RoastComparison).before.id).toBe(id);

    const unknown = await ugh(['roast', shot('twin-bad'), '--baseline', 'A'.repeat(22), '--api', stack.url]);
    expect(unknown).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`no roast with id ${'A'.repeat(22)}`),
    });
  }, 180_000);
});

describe('ugh roast --url, offline', () => {
  const page = readFileSync(join(ROOT, PAGES['twin-bad']), 'utf8');
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('captures the page on this machine through the SSRF guard and gates it', async () => {
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/`;
    const refused = await ugh(['roast', '--url', url, '--fail-above', '40']);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('CAPTURE_ALLOWED_HOSTS') });

    const kept = join(shots, 'captured');
    const gated = await ugh(
      ['roast', '--url', url, '--fail-above', '40', '--format', 'sarif', '--screenshots', kept],
      { CAPTURE_ALLOWED_HOSTS: `127.0.0.1:${port}` },
    );
    expect(gated.stderr).toContain(`Capturing ${url} with Chromium on this machine`);
    expect(gated.code).toBe(1);
    const log = JSON.parse(gated.stdout) as {
      runs: { artifacts: { location: { uri: string } }[]; results: { ruleId: string }[] }[];
    };
    expect(sarifSchemaErrors(log)).toEqual([]);
    // The captured desktop and phone screenshots are kept, and the findings are located on them.
    expect(log.runs[0]!.artifacts.map((a) => a.location.uri)).toEqual([
      pathToFileURL(join(kept, 'desktop.png')).href,
      pathToFileURL(join(kept, 'mobile.png')).href,
    ]);
    for (const file of ['desktop.png', 'mobile.png'])
      expect(readFileSync(join(kept, file)).subarray(1, 4).toString()).toBe('PNG');
    expect(log.runs[0]!.results.map((r) => r.ruleId)).toContain('ugh/score-limit');
  }, 180_000);
});
