import {
  ConverseCommand,
  ServiceQuotaExceededException,
  ThrottlingException,
} from '@aws-sdk/client-bedrock-runtime';
import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BedrockCritic } from '../../functions/adapters/bedrock/bedrock-critic';
import type { CritiqueResult } from '../../functions/domain/critique';
import { QUOTA_MESSAGE } from '../../functions/domain/messages';
import type { Critic } from '../../functions/ports/critic';
import { websiteJpegBase64 } from './helpers/images';
import { useTestStack } from './helpers/stack';
import { mockedBedrockRuntime } from '../helpers/bedrock-mock';

/** Bedrock is mocked at the SDK boundary; everything else (API, workflow definition, retries, store) is real. */
const { bedrock, client } = mockedBedrockRuntime();
const measured: CritiqueResult = {
  subScores: {
    visualHierarchy: 5,
    typography: 6,
    colorUsage: 4,
    layoutSpacing: 5,
    uiConsistency: 6,
    wtfFactor: 7,
  },
  violations: [],
  improvements: ['Use one accent colour.', 'Add white space.'],
  clarityAnalysis: { score: 7, commentary: 'Clear enough.', userUnderstanding: 'clear', recommendations: [] },
  roastText: 'The measured roast, with numbers: colourfulness 78.9.',
  engine: 'offline',
};
let engineRuns = 0;
const engine: Critic = {
  async critique() {
    engineRuns++;
    return measured;
  },
};
let fallback = false;
const critic: Critic = {
  critique: (input) =>
    new BedrockCritic(client, engine, {
      modelId: 'm',
      maxTokens: 2048,
      temperature: 0.4,
      fallbackToOffline: fallback,
    }).critique(input),
};

const good = {
  output: {
    message: {
      role: 'assistant' as const,
      content: [
        {
          toolUse: {
            toolUseId: 't1',
            name: 'submit_roast',
            input: {
              subScores: {
                visualHierarchy: 6,
                typography: 6,
                colorUsage: 3,
                layoutSpacing: 5,
                uiConsistency: 6,
                wtfFactor: 6,
              },
              violations: [],
              improvements: ['Say what you sell in the headline.', 'Cut the palette to one accent colour.'],
              clarityAnalysis: {
                score: 6,
                commentary: 'Readable.',
                userUnderstanding: 'confusing',
                recommendations: [],
              },
              roastText:
                'Bedrock speaking: colourfulness 78.9 makes this louder than a fire alarm at a rave, and the headline is hiding.',
              industry: 'other',
            } as never,
          },
        },
      ],
    },
  },
  stopReason: 'tool_use' as const,
  usage: { inputTokens: 3000, outputTokens: 600, totalTokens: 3600 },
  metrics: { latencyMs: 3000 },
  $metadata: {},
};

/** The Critique state's retrier for Bedrock throttling, as the workflow definition states it. */
const throttleRetry = (
  JSON.parse(
    readFileSync(new URL('../../functions/workflow/roast-workflow.asl.json', import.meta.url), 'utf8'),
  ) as {
    States: {
      Critique: {
        Retry: {
          ErrorEquals: string[];
          IntervalSeconds: number;
          MaxAttempts: number;
          BackoffRate: number;
          MaxDelaySeconds: number;
          JitterStrategy: string;
        }[];
      };
    };
  }
).States.Critique.Retry.find((r) => r.ErrorEquals.includes('ThrottlingException'))!;

let image: string;
const stack = useTestStack({ critic });
beforeAll(async () => {
  image = await websiteJpegBase64();
});
beforeEach(() => {
  bedrock.reset();
  engineRuns = 0;
  fallback = false;
});

async function roast(waitMs = 40_000) {
  const res = await stack.api.post('/api/roasts', { images: [image], roastLevel: 'brutal' });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, status: await stack.api.waitForStatus(res.body.id, waitMs) };
}

describe('the Bedrock critic inside the real workflow', () => {
  it('survives throttling twice through the Critique state’s retries, then stores the Bedrock roast', async () => {
    const throttled = new ThrottlingException({ message: 'Rate exceeded', $metadata: {} });
    bedrock.on(ConverseCommand).rejectsOnce(throttled).rejectsOnce(throttled).resolves(good);
    const { id, status } = await roast();
    expect(status.status).toBe('ready');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(3);
    expect(engineRuns).toBe(3); // the whole Critique task ran three times: retries by Step Functions
    const detail = (await stack.api.get(`/api/roasts/${id}`)).body;
    expect(detail.engine).toBe('bedrock');
    expect(detail.roastText).toMatch(/^Bedrock speaking/);
  });

  it('keeps retrying a throttled Bedrock with growing, jittered waits, then ends the roast with the coffee-break message', async () => {
    expect(throttleRetry).toMatchObject({ MaxAttempts: 5, JitterStrategy: 'FULL' });
    const calls: number[] = [];
    bedrock.on(ConverseCommand).callsFake(() => {
      calls.push(Date.now());
      throw new ThrottlingException({
        message: 'Too many requests, please wait before trying again.',
        $metadata: {},
      });
    });
    const { id, status } = await roast(100_000);
    expect(status).toMatchObject({ status: 'failed', message: QUOTA_MESSAGE });
    // The first call and every retry the definition allows, and not one more.
    expect(calls).toHaveLength(1 + throttleRetry.MaxAttempts);
    expect(engineRuns).toBe(1 + throttleRetry.MaxAttempts);
    // Full jitter: each wait is anywhere from 0 to min(interval × rate^n, max delay). Each stays
    // under its cap (plus the task's own work); together they are clearly a backoff, not a spin.
    const waits = calls.slice(1).map((t, n) => t - calls[n]!);
    waits.forEach((ms, n) => {
      const cap =
        Math.min(
          throttleRetry.IntervalSeconds * throttleRetry.BackoffRate ** n,
          throttleRetry.MaxDelaySeconds,
        ) * 1000;
      expect(ms, `wait before retry ${n + 1}`).toBeLessThan(cap + 1500);
    });
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThan(1000);
    // The client stops polling: the detail page says not found (as for any failed roast), nothing is processing.
    expect((await stack.api.get(`/api/roasts/${id}`)).status).toBe(404);
    const processing = (await stack.tableItems()).filter(
      (item) => (item.status as { S?: string } | undefined)?.S === 'processing',
    );
    expect(processing).toEqual([]);
    // No more calls once the roast has failed.
    await new Promise((r) => setTimeout(r, 500));
    expect(calls).toHaveLength(1 + throttleRetry.MaxAttempts);
  }, 120_000);

  it('fails the roast cleanly when the model answers malformed twice', async () => {
    bedrock.on(ConverseCommand).resolves({
      ...good,
      output: { message: { role: 'assistant', content: [{ text: 'I refuse to use tools.' }] } },
    });
    const { status } = await roast();
    expect(status).toMatchObject({ status: 'failed', message: 'Server error occurred while creating roast' });
  });

  it('reports an exhausted quota with the coffee-break message', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(new ServiceQuotaExceededException({ message: 'Too many tokens per day', $metadata: {} }));
    const { status } = await roast();
    expect(status).toMatchObject({ status: 'failed', message: QUOTA_MESSAGE });
  });

  it('stores the offline roast instead when CRITIC_FALLBACK=offline', async () => {
    fallback = true;
    bedrock
      .on(ConverseCommand)
      .rejects(new ServiceQuotaExceededException({ message: 'Too many tokens per day', $metadata: {} }));
    const { id, status } = await roast();
    expect(status.status).toBe('ready');
    const detail = (await stack.api.get(`/api/roasts/${id}`)).body;
    expect(detail.engine).toBe('offline');
    expect(detail.roastText).toBe(measured.roastText);
  });
});
