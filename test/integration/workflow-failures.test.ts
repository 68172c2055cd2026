import { beforeAll, describe, expect, it } from 'vitest';
import { ContentRejectedError, CriticQuotaError } from '../../functions/domain/critique';
import { GENERIC_FAILURE_MESSAGE, QUOTA_MESSAGE } from '../../functions/domain/messages';
import type { Critic } from '../../functions/ports/critic';
import { websiteJpegBase64 } from './helpers/images';
import { useTestStack } from './helpers/stack';

/** A critic whose behaviour each test chooses: the workflow's Catch path is what is under test. */
let behaviour: 'crash' | 'quota' | 'reject' = 'crash';
const scriptedCritic: Critic = {
  async critique() {
    if (behaviour === 'quota') throw new CriticQuotaError('Monthly token quota exceeded');
    if (behaviour === 'reject')
      throw new ContentRejectedError(
        'This looks like a photo of a cat, not a website',
        'Please upload website screenshots',
      );
    throw new TypeError("Cannot read properties of undefined (reading 'palette')");
  },
};

let image: string;
const stack = useTestStack({ critic: scriptedCritic });
beforeAll(async () => {
  image = await websiteJpegBase64();
});

async function roastWith(mode: typeof behaviour) {
  behaviour = mode;
  const res = await stack.api.post('/api/roasts', { images: [image], roastLevel: 'brutal' });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, status: await stack.api.waitForStatus(res.body.id) };
}

describe('when the critique step fails', () => {
  it('marks the roast failed and /status says so, without internals', async () => {
    const { id, status } = await roastWith('crash');
    expect(status).toEqual({ id, status: 'failed', message: GENERIC_FAILURE_MESSAGE });
    expect(JSON.stringify(status)).not.toMatch(/palette|TypeError/);
    expect((await stack.api.get(`/api/roasts/${id}`)).status).toBe(404);
  });

  it('reports an exhausted model quota with the coffee-break message', async () => {
    const { status } = await roastWith('quota');
    expect(status.status).toBe('failed');
    expect(status.message).toBe(QUOTA_MESSAGE);
  });

  it('marks content the critic refuses as rejected, with message and suggestion', async () => {
    const { id, status } = await roastWith('reject');
    expect(status).toEqual({
      id,
      status: 'rejected',
      message: 'This looks like a photo of a cat, not a website',
      suggestion: 'Please upload website screenshots',
    });
  });

  it('ends the execution itself as failed (what the CloudWatch alarm counts)', async () => {
    const { id } = await roastWith('crash');
    await stack.workflow.idle();
    const arn = `arn:aws:states:us-east-1:000000000000:execution:ugh-roast:roast-${id}`;
    expect(stack.workflow.describe(arn)).toMatchObject({ status: 'FAILED', error: 'RoastFailed' });
  });
});
