import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RoastNotFoundError } from '../../../functions/domain/errors';
import type { Roast } from '../../../functions/domain/roast';
import type { RoastLifecycleRepository } from '../../../functions/ports/roast-repository';
import { ROAST_WORKFLOW_DEFINITION, ROAST_WORKFLOW_TASKS } from '../../../functions/workflow/tasks';
import type { ScreenshotStore } from '../../../functions/ports/screenshot-store';
import { getRoastDetail, getRoastImage, getRoastStatus } from '../../../functions/usecases/read-roasts';
import { roastRecord } from '../../helpers/roast';

/**
 * A roast whose workflow is gone (StartExecution lost, the workflow's own failure write lost in an
 * outage) must not answer "processing" forever: past the longest time a workflow can still write to
 * it, reads report it failed, so the browser stops polling and says so.
 */
const NOW = new Date('2030-01-01T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const roast = (createdAt: string, status: Roast['status'] = 'processing') =>
  roastRecord({ createdAt, status });
const repoWith = (r: Roast) =>
  ({ get: async () => structuredClone(r) }) as unknown as RoastLifecycleRepository;

describe('a roast left processing by a workflow that is gone', () => {
  it('still says processing while its workflow may be running', async () => {
    const status = await getRoastStatus(repoWith(roast(minutesAgo(10))), 'r1', NOW);
    expect(status).toEqual({ id: 'r1', status: 'processing' });
  });

  it('says failed, with a message, once no workflow can still finish it', async () => {
    const status = await getRoastStatus(repoWith(roast(minutesAgo(45))), 'r1', NOW);
    expect(status.status).toBe('failed');
    expect(status.message).toMatch(/did not finish.*try again/i);
  });

  it('its page answers "not found" like any failed roast, not 409 "still being prepared" forever', async () => {
    await expect(getRoastDetail(repoWith(roast(minutesAgo(45))), 'r1', NOW)).rejects.toBeInstanceOf(
      RoastNotFoundError,
    );
  });

  it("its images are gone from view like a failed roast's", async () => {
    const screenshots = { get: async () => Buffer.from('jpeg') } as unknown as ScreenshotStore;
    const fresh = repoWith(roast(minutesAgo(1)));
    expect((await getRoastImage(fresh, screenshots, 'r1', 0, NOW)).bytes).toEqual(Buffer.from('jpeg'));
    await expect(
      getRoastImage(repoWith(roast(minutesAgo(45))), screenshots, 'r1', 0, NOW),
    ).rejects.toBeInstanceOf(RoastNotFoundError);
  });

  it('waits longer than the workflow timeout plus the slowest task that may still be running', async () => {
    const asl = JSON.parse(readFileSync(ROAST_WORKFLOW_DEFINITION, 'utf8')) as { TimeoutSeconds: number };
    const slowestTask = Math.max(...ROAST_WORKFLOW_TASKS.map((t) => t.timeoutSeconds));
    const { STALE_PROCESSING_AFTER_SECONDS } = await import('../../../functions/domain/roast-staleness');
    expect(STALE_PROCESSING_AFTER_SECONDS).toBeGreaterThanOrEqual(asl.TimeoutSeconds + slowestTask + 60);
    // …and the rule holds exactly there: a second earlier the roast may still be finished.
    const edge = new Date(NOW.getTime() - STALE_PROCESSING_AFTER_SECONDS * 1000 + 1000).toISOString();
    expect((await getRoastStatus(repoWith(roast(edge)), 'r1', NOW)).status).toBe('processing');
  });
});
