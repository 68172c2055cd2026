import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { METRIC } from '../../functions/contracts/metric-names';
import { routeById, type RouteId } from '../../functions/http/routes';
import type { Critic } from '../../functions/ports/critic';
import { websiteJpegBase64 } from './helpers/images';
import { startTestStack, type TestStack } from './helpers/stack';

/**
 * What an operator reads in local mode's log: one process runs every function at once, and each line
 * must name the function (name, ARN, memory) whose invocation wrote it; a line the local host writes
 * between invocations (the workflow emulator) names none.
 */

/** Both routes refuse every request at once (limit 0), so each invocation writes one known line. */
const REFUSED: RouteId[] = ['likeRoast', 'captureScreenshot'];

const failingCritic: Critic = {
  critique: async () => {
    throw new TypeError('the critic broke');
  },
};

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({
    critic: failingCritic,
    perIpLimits: Object.fromEntries(REFUSED.map((id) => [id, { limit: 0, windowSeconds: 60 }])),
  });
});
afterAll(async () => {
  await stack?.stop();
});

type LogLine = Record<string, unknown>;

/** The JSON log lines written to stdout and stderr while `work` runs, at debug level. */
async function logLines(work: () => Promise<unknown>): Promise<LogLine[]> {
  const lines: string[] = [];
  const grab = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(grab);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(grab);
  Object.assign(process.env, { UGH_LOG: 'debug', UGH_LOG_FORMAT: 'json' });
  try {
    await work();
  } finally {
    Object.assign(process.env, { UGH_LOG: 'silent' });
    delete process.env.UGH_LOG_FORMAT;
    out.mockRestore();
    err.mockRestore();
  }
  return lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as LogLine);
}

describe('local mode logs', () => {
  it('name the function of each line when two routes run at once', async () => {
    const roastId = 'AbCdEfGhIjKlMnOpQrSt_-';
    const lines = await logLines(() =>
      Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          const res =
            i % 2 === 0
              ? await stack.api.post(`/api/roasts/${roastId}/like`, {
                  userFingerprint: `fp-logs-${i}-0123456789`,
                })
              : await stack.api.post('/api/screenshot', { url: 'https://example.com/' });
          expect(res.status, res.text).toBe(429);
        }),
      ),
    );
    const refusals = lines.filter((l) => l.message === 'metric' && l.metric === METRIC.rateLimitRefused);
    expect(refusals).toHaveLength(12);
    for (const line of refusals) {
      const route = routeById(line.route as RouteId);
      expect(REFUSED).toContain(route.id);
      expect(line, JSON.stringify(line)).toMatchObject({
        function_name: `ugh-local-${route.id}`,
        function_arn: `arn:aws:lambda:us-east-1:000000000000:function:ugh-local-${route.id}`,
        // As Lambda's context gives it: a string.
        function_memory_size: String(route.memoryMb),
      });
    }
    // One invocation per request, each with its own request id.
    expect(new Set(refusals.map((l) => l.function_request_id)).size).toBe(12);
  });

  it('name no function on a line the host writes between invocations', async () => {
    const lines = await logLines(async () => {
      const res = await stack.api.post('/api/roasts', {
        images: [await websiteJpegBase64()],
        roastLevel: 'brutal',
      });
      expect(res.status, res.text).toBe(201);
      expect((await stack.api.waitForStatus(res.body.id)).status).toBe('failed');
      await stack.workflow.idle();
    });
    // RecordFailure's own line is its invocation's.
    expect(lines.find((l) => l.message === 'roast failed')).toMatchObject({
      function_name: 'ugh-local-RecordFailure',
    });
    // The workflow emulator is no function: its line must not borrow the last invocation's keys.
    const emulator = lines.find((l) => l.message === 'local workflow execution failed');
    expect(emulator).toBeDefined();
    for (const key of ['function_name', 'function_arn', 'function_request_id', 'cold_start'])
      expect(emulator, JSON.stringify(emulator)).not.toHaveProperty(key);
  });
});
