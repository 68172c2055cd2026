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

  it('lists its commands', async () => {
    const { stdout } = await run('--help');
    for (const command of ['roast', 'capture', 'status', 'health']) expect(stdout).toContain(command);
  });
});
