/**
 * `npm run deploy` (bin/deploy.ts), run as a process with stand-in `npm` and `cdk` first on PATH: they
 * record how they were called (and build a one-file SPA when asked to). The real cdk never runs, so
 * nothing is deployed or synthesized here; `npm run synth` covers synthesis.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/paths';

const pinned = (name: string) =>
  (
    JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies[name]!;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  /** One line per stand-in call: `npm run build:web`, `cdk synth … | env…`. */
  calls: string[];
}

const fakeBin = (dir: string, tools: string[]) => {
  mkdirSync(dir, { recursive: true });
  const scripts: Record<string, string> = {
    npm: [
      '#!/bin/sh',
      'printf "%s\\n" "npm $*" >> "$FAKE_LOG"',
      'if [ "$1 $2" = "run build:web" ] && [ -n "$FAKE_DIST" ]; then',
      '  /bin/mkdir -p "$FAKE_DIST" && printf "<!doctype html>" > "$FAKE_DIST/index.html"',
      'fi',
    ].join('\n'),
    cdk: [
      '#!/bin/sh',
      'printf "%s\\n" "cdk $* | AWS_CONFIG_FILE=${AWS_CONFIG_FILE:-unset} AWS_ACCESS_KEY_ID=${AWS_ACCESS_KEY_ID:-unset}" >> "$FAKE_LOG"',
    ].join('\n'),
  };
  for (const tool of tools) {
    writeFileSync(join(dir, tool), `${scripts[tool]}\n`);
    chmodSync(join(dir, tool), 0o755);
  }
  return dir;
};

/** A layer folder that already holds the pinned versions (so no install runs). */
const readyLayer = (dir: string, packages: Record<string, string>) => {
  for (const [pkg, version] of Object.entries(packages)) {
    mkdirSync(join(dir, 'nodejs', 'node_modules', pkg), { recursive: true });
    writeFileSync(
      join(dir, 'nodejs', 'node_modules', pkg, 'package.json'),
      JSON.stringify({ name: pkg, version }),
    );
  }
  return dir;
};

function deploy(
  args: string[],
  options: {
    env?: Record<string, string>;
    tools?: string[];
    dist?: 'built' | 'none';
    chromium?: 'ready' | 'missing';
  } = {},
): Run {
  const work = mkdtempSync(join(tmpdir(), 'ugh-deploy-test-'));
  const log = join(work, 'calls.log');
  const dist = join(work, 'dist');
  const sharp = readyLayer(join(work, 'sharp'), {
    sharp: pinned('sharp'),
    '@img/sharp-linux-arm64': '0',
    '@img/sharp-linux-x64': '0',
    '@img/sharp-libvips-linux-x64': '0',
  });
  const chromium =
    options.chromium === 'missing'
      ? join(work, 'chromium')
      : readyLayer(join(work, 'chromium'), { '@sparticuz/chromium': pinned('@sparticuz/chromium') });
  const bin = fakeBin(join(work, 'bin'), options.tools ?? ['npm', 'cdk']);
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bin/deploy.ts',
      '-c',
      `ugh:frontendDist=${dist}`,
      '-c',
      `ugh:sharpLayerPath=${sharp}`,
      '-c',
      `ugh:chromiumLayerPath=${chromium}`,
      ...args,
    ],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: bin,
        HOME: work,
        FAKE_LOG: log,
        ...(options.dist === 'none' ? {} : { FAKE_DIST: dist }),
        // No credentials anywhere unless a test gives some; no metadata service; and should anything
        // still try the network, a proxy that refuses at once.
        AWS_CONFIG_FILE: join(work, 'no-config'),
        AWS_SHARED_CREDENTIALS_FILE: join(work, 'no-credentials'),
        AWS_EC2_METADATA_DISABLED: 'true',
        HTTPS_PROXY: 'http://127.0.0.1:9',
        HTTP_PROXY: 'http://127.0.0.1:9',
        ...options.env,
      },
    },
  );
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    calls: existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [],
  };
}

const FAKE_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'AKIAFAKEFORTESTS0000',
  AWS_SECRET_ACCESS_KEY: 'fake-secret-for-tests',
};

describe('npm run deploy -- --help', () => {
  let run: Run;
  beforeAll(() => {
    run = deploy(['--help']);
  });

  it('exits 0', () => {
    expect(run.status).toBe(0);
  });

  it('documents the dry run and the stage', () => {
    expect([run.stdout.includes('--dry-run'), run.stdout.includes('--stage <name>')]).toEqual([true, true]);
  });

  it('runs nothing', () => {
    expect(run.calls).toEqual([]);
  });
});

describe('--dry-run', () => {
  let run: Run;
  beforeAll(() => {
    run = deploy(['--dry-run', '--stage', 'prod'], { env: FAKE_CREDENTIALS });
  });

  it('succeeds', () => {
    expect(run.status).toBe(0);
  });

  it('builds the SPA first', () => {
    expect(run.calls[0]).toBe('npm run build:web');
  });

  it('then synthesizes the stage, requiring the layers', () => {
    expect(run.calls[1]).toMatch(
      /^cdk synth --quiet --no-notices .*-c ugh:stage=prod .*-c ugh:requireLayers=true \|/,
    );
  });

  it('synthesizes without credentials, even when the shell has some', () => {
    expect(run.calls[1]).toMatch(/\| AWS_CONFIG_FILE=\/dev\/null AWS_ACCESS_KEY_ID=unset$/);
  });

  it('installs no layer that already holds the pinned version', () => {
    expect(run.calls.filter((c) => c.startsWith('npm install'))).toEqual([]);
  });

  it('never deploys', () => {
    expect(run.calls.filter((c) => c.startsWith('cdk deploy'))).toEqual([]);
  });

  it('says that nothing was deployed', () => {
    expect(run.stdout).toContain('Dry run complete: stage prod synthesized into cdk.out/, nothing deployed.');
  });
});

describe('refusals', () => {
  it('an unknown option', () => {
    expect(deploy(['--frobnicate']).stderr).toContain('Unknown option --frobnicate');
  });

  it('an invalid stage, naming the setting, before running anything', () => {
    const run = deploy(['--dry-run', '--stage', 'Prod']);
    expect([run.status, run.stderr.includes('ugh:stage must be 1–16 lower-case letters'), run.calls]).toEqual(
      [1, true, []],
    );
  });

  it('an invalid setting', () => {
    expect(deploy(['--dry-run', '-c', 'ugh:logRetentionDays=soon']).stderr).toContain(
      'ugh:logRetentionDays must be an integer ≥ 1 (got "soon")',
    );
  });

  it('no AWS credentials: refuses before building anything', () => {
    const run = deploy(['--stage', 'staging']);
    expect([run.status, run.stderr.includes('No AWS credentials'), run.calls]).toEqual([1, true, []]);
  });

  it('npm missing from PATH', () => {
    expect(deploy(['--dry-run'], { tools: ['cdk'] }).stderr).toContain('npm is not on PATH: run npm ci');
  });

  it('an SPA build without index.html: no synth, no deploy', () => {
    const run = deploy(['--dry-run'], { dist: 'none' });
    expect([
      run.status,
      run.stderr.includes('index.html does not exist after npm run build:web'),
      run.calls,
    ]).toEqual([1, true, ['npm run build:web']]);
  });

  describe('a Chromium layer that cannot be installed', () => {
    let run: Run;
    beforeAll(() => {
      run = deploy(['--dry-run'], { chromium: 'missing' });
    });

    it('tries the pinned Linux x86-64 build', () => {
      expect(run.calls.find((c) => c.startsWith('npm install'))).toMatch(
        new RegExp(
          `--os=linux .*--cpu=x64 @sparticuz/chromium@${pinned('@sparticuz/chromium').replace(/\./g, '\\.')}$`,
        ),
      );
    });

    it('refuses, naming the layer', () => {
      expect(run.stderr).toContain('The chromium layer is missing');
    });

    it('does not synthesize', () => {
      expect(run.calls.filter((c) => c.startsWith('cdk'))).toEqual([]);
    });
  });
});

describe('a deploy (stand-in cdk)', () => {
  let run: Run;
  beforeAll(() => {
    run = deploy(['--stage', 'staging', '--', '--concurrency', '2'], { env: FAKE_CREDENTIALS });
  });

  it('succeeds with credentials, the SPA and the layers', () => {
    expect(run.status).toBe(0);
  });

  it('deploys every stack of the stage, asking before broadening changes, layers required', () => {
    expect(run.calls.at(-1)).toMatch(
      /^cdk deploy --all --no-notices --require-approval broadening .*-c ugh:stage=staging .*-c ugh:requireLayers=true --concurrency 2 \|/,
    );
  });

  it('with the operator’s credentials', () => {
    expect(run.calls.at(-1)).toMatch(/AWS_ACCESS_KEY_ID=AKIAFAKEFORTESTS0000$/);
  });
});
