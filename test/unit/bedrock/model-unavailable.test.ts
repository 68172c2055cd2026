/**
 * A model that cannot be invoked is said once, loudly, in the line the Critique function's metric
 * filter counts (lib/bedrock-alarm.ts); throttling, which the workflow retries, is not.
 */
import {
  AccessDeniedException,
  ConverseCommand,
  ResourceNotFoundException,
  ThrottlingException,
  ValidationException,
} from '@aws-sdk/client-bedrock-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { BedrockCritic } from '../../../functions/adapters/bedrock/bedrock-critic';
import { BedrockSuggestionEnhancer } from '../../../functions/adapters/bedrock/suggestion-enhancer';
import {
  isModelUnavailable,
  MODEL_UNAVAILABLE_LOG,
  MODEL_UNAVAILABLE_REMEDY,
} from '../../../functions/domain/model-availability';
import type { CritiqueResult } from '../../../functions/domain/critique';
import type { ReadyRoast } from '../../../functions/domain/roast';
import { mockedBedrockRuntime } from '../../helpers/bedrock-mock';

const { bedrock, client } = mockedBedrockRuntime();
const MODEL = 'us.anthropic.claude-sonnet-4-6';

const evidence = {
  subScores: {
    visualHierarchy: 5,
    typography: 5,
    colorUsage: 5,
    layoutSpacing: 5,
    uiConsistency: 5,
    wtfFactor: 5,
  },
  violations: [],
  improvements: ['a', 'b'],
  clarityAnalysis: { score: 5, commentary: 'c', userUnderstanding: 'confusing', recommendations: [] },
  roastText: 'measured',
  engine: 'offline',
} satisfies CritiqueResult;

let logged: { level: string; message: string; fields: Record<string, unknown> }[];
const critic = () =>
  new BedrockCritic(
    client,
    { critique: () => Promise.resolve(evidence) },
    { modelId: MODEL, maxTokens: 2048, temperature: 0.4, fallbackToOffline: false },
    (level, message, fields) => logged.push({ level, message, fields }),
  );
const input = { roastId: 'r1', level: 'brutal' as const, images: [Buffer.from('jpeg')] };
const unavailableLines = () => logged.filter((l) => l.message === MODEL_UNAVAILABLE_LOG);

const onDemand = () =>
  new ValidationException({
    message:
      "Invocation of model ID anthropic.claude-sonnet-4-6 with on-demand throughput isn't supported. " +
      'Retry your request with the ID or ARN of an inference profile that contains this model.',
    $metadata: {},
  });

beforeEach(() => {
  bedrock.reset();
  logged = [];
});

describe('a Bedrock model that cannot be invoked', () => {
  it('the critic logs the alarmed line at error level, then the roast fails with the same error', async () => {
    bedrock.on(ConverseCommand).rejects(onDemand());
    await expect(critic().critique(input)).rejects.toThrow(/on-demand throughput/);
    expect(unavailableLines()).toHaveLength(1);
    expect(unavailableLines()[0]!.level).toBe('error');
  });

  it('the line names the roast, the model and the remedy', async () => {
    bedrock.on(ConverseCommand).rejects(onDemand());
    await critic()
      .critique(input)
      .catch(() => undefined);
    expect(unavailableLines()[0]!.fields).toMatchObject({
      roastId: 'r1',
      modelId: MODEL,
      remedy: MODEL_UNAVAILABLE_REMEDY,
    });
    expect(String(unavailableLines()[0]!.fields.error)).toMatch(/^ValidationException: Invocation/);
  });

  it('the remedy names the operator check', () => {
    expect(MODEL_UNAVAILABLE_REMEDY).toContain('npx ugh admin bedrock-check');
  });

  it('the critic calls Bedrock once: no second attempt for an error no retry cures', async () => {
    bedrock.on(ConverseCommand).rejects(onDemand());
    await critic()
      .critique(input)
      .catch(() => undefined);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
  });

  it('access denied (no model access, or no grant) is reported too', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(new AccessDeniedException({ message: 'You don’t have access to the model', $metadata: {} }));
    await expect(critic().critique(input)).rejects.toThrow(/access/);
    expect(unavailableLines()).toHaveLength(1);
  });

  it('an unknown model or profile is reported too', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(new ResourceNotFoundException({ message: 'Model not found', $metadata: {} }));
    await expect(critic().critique(input)).rejects.toThrow(/not found/);
    expect(unavailableLines()).toHaveLength(1);
  });

  it('throttling is not: the workflow retries it', async () => {
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'slow down', $metadata: {} }));
    await expect(critic().critique(input)).rejects.toThrow(/slow down/);
    expect(unavailableLines()).toHaveLength(0);
  });

  it('the beta lab’s enhancer reports it as well, and still serves the offline suggestions', async () => {
    bedrock.on(ConverseCommand).rejects(onDemand());
    const enhancer = new BedrockSuggestionEnhancer(
      client,
      { modelId: MODEL, maxTokens: 1500, temperature: 0.4, timeoutMs: 20_000 },
      (level, message, fields) => logged.push({ level, message, fields }),
    );
    const roast = { id: 'r2', result: { ...evidence, violations: [] } } as unknown as ReadyRoast;
    const result = await enhancer.enhance(roast, []);
    expect(result.source).toBe('offline');
    expect(unavailableLines()).toHaveLength(1);
    expect(unavailableLines()[0]!.fields).toMatchObject({ roastId: 'r2', modelId: MODEL });
  });

  it.each([
    ['ValidationException', true],
    ['AccessDeniedException', true],
    ['ResourceNotFoundException', true],
    ['ThrottlingException', false],
    ['ServiceUnavailableException', false],
    ['ModelTimeoutException', false],
    ['ServiceQuotaExceededException', false],
    ['AbortError', false],
  ])('classifies %s as unavailable: %s', (name, expected) => {
    expect(isModelUnavailable(Object.assign(new Error('x'), { name }))).toBe(expected);
  });
});
