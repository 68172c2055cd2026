import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { roastDetailSchema } from '../../functions/domain/api-schemas';
import { ughScore } from '../../functions/domain/scoring';
import { verdictFor } from '../../functions/domain/verdicts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['bin/ugh.js', ...args], {
    cwd: ROOT,
    env: { ...process.env, UGH_LOG: 'silent' },
  });

describe('the ugh CLI', () => {
  it('roasts local files without a server (--offline --json), with the API’s fields and the domain’s score', async () => {
    const { stdout } = await run(
      'roast',
      'test/data/aim/aalto.fi_website.png',
      '--offline',
      '--json',
      '--level',
      'undigestable',
    );
    const roast = roastDetailSchema.parse(JSON.parse(stdout));
    expect(roast.roastLevel).toBe('undigestable');
    const { visualHierarchy, typography, colorUsage, layoutSpacing, uiConsistency, wtfFactor } = roast;
    expect(roast.ughScore).toBe(
      ughScore({ visualHierarchy, typography, colorUsage, layoutSpacing, uiConsistency, wtfFactor }),
    );
    expect(roast.verdict).toBe(verdictFor(roast.ughScore));
  });

  it('prints a readable report by default, and a clear error for a missing file', async () => {
    const { stdout } = await run('roast', 'test/data/aim/wikipedia.org_website.png', '--offline');
    expect(stdout).toMatch(/UGH Score \d+\/100 — /);
    expect(stdout).toMatch(/Visual Hierarchy +[█·]+ [\d.]+\/10/);
    await expect(run('roast', 'no-such-file.png', '--offline')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot read no-such-file.png'),
    });
  });

  it('roasts each file on its own with --offline --each: one JSON line per file, failures included', async () => {
    const files = [
      'test/data/aim/wikipedia.org_website.png',
      'test/data/aim/black.png',
      'package.json',
      'test/data/aim/aalto.fi_website.png',
    ];
    const failed = await run('roast', ...files, '--offline', '--each', '--level', 'honest').then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    // Any file that could not be roasted makes the exit code 1; the others are still roasted.
    expect(failed?.code).toBe(1);
    expect(failed!.stderr).toContain('Roasted 2 of 4 file(s) as honest');
    const lines = failed!.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.file)).toEqual(files);
    for (const i of [0, 3]) {
      const { file: _file, ...detail } = lines[i]!;
      const roast = roastDetailSchema.parse(detail);
      expect(roast.roastLevel).toBe('honest');
      expect(roast.ughScore).toBeGreaterThanOrEqual(0);
    }
    expect(lines[0]!.roastText).not.toBe(lines[3]!.roastText);
    expect(lines[1]!.error).toMatchObject({
      type: 'rejected',
      message: expect.any(String),
      suggestion: expect.any(String),
    });
    expect(lines[2]!.error).toMatchObject({ type: 'unreadable' });
    expect(lines[1]).not.toHaveProperty('roastText');

    // All good: exit code 0, compact JSON Lines.
    const { stdout } = await run('roast', 'test/data/aim/aalto.fi_website.png', '--offline', '--each');
    expect(stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(stdout)).toMatchObject({
      file: 'test/data/aim/aalto.fi_website.png',
      roastLevel: 'brutal',
    });

    await expect(run('roast', 'test/data/aim/aalto.fi_website.png', '--each')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--each roasts files one by one in this process: add --offline'),
    });
  }, 120_000);

  it('lists its commands', async () => {
    const { stdout } = await run('--help');
    for (const command of ['roast', 'compare', 'capture', 'status', 'health'])
      expect(stdout).toContain(command);
  });
});
