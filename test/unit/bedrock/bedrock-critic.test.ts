import {
  ConverseCommand,
  ServiceQuotaExceededException,
  ThrottlingException,
} from '@aws-sdk/client-bedrock-runtime';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BedrockCritic,
  MAX_IMAGE_BYTES,
  MAX_MODEL_SHIFT,
  ModelOutputInvalidError,
  blendSubScores,
  type ModelOutput,
} from '../../../functions/adapters/bedrock/bedrock-critic';
import { CRITERION_KEYS, type SubScores } from '../../../functions/domain/criteria';
import {
  CriticQuotaError,
  type CritiqueInput,
  type CritiqueResult,
} from '../../../functions/domain/critique';
import { ughScore } from '../../../functions/domain/scoring';
import type { Critic } from '../../../functions/ports/critic';
import { mockedBedrockRuntime } from '../../helpers/bedrock-mock';

const { bedrock, client } = mockedBedrockRuntime();

const measured: SubScores = {
  visualHierarchy: 5,
  typography: 6,
  colorUsage: 4,
  layoutSpacing: 5,
  uiConsistency: 6,
  wtfFactor: 7,
};
const evidence: CritiqueResult = {
  subScores: measured,
  violations: [
    {
      code: 'V001',
      type: 'Rainbow Overdose',
      description: 'Colourfulness above 70',
      severity: 'Severe',
      criterion: 'colorUsage',
      evidence: { metric: 'colourfulness', value: 78.9, threshold: 70 },
    },
  ],
  improvements: ['Use one accent colour.', 'Add white space.'],
  clarityAnalysis: {
    score: 5,
    commentary: 'Busy first screen.',
    userUnderstanding: 'confusing',
    recommendations: ['Lead with one headline.'],
  },
  roastText: 'The measured roast: colourfulness 78.9, louder than 90% of the top 500 sites.',
  engine: 'offline',
  industry: 'ecommerce-retail',
  industryConfidence: 75,
};
let engineCalls = 0;
const engine: Critic = {
  async critique() {
    engineCalls++;
    return evidence;
  },
};

function answer(overrides: Partial<ModelOutput> = {}): ModelOutput {
  return {
    subScores: {
      visualHierarchy: 6,
      typography: 6,
      colorUsage: 3,
      layoutSpacing: 5,
      uiConsistency: 6,
      wtfFactor: 6,
    },
    violations: [
      {
        code: 'V001',
        type: 'Rainbow Overdose',
        description: 'Agreed: too loud.',
        severity: 'Severe',
        criterion: 'colorUsage',
      },
      {
        code: 'V910',
        type: 'Stock Photo Sadness',
        description: 'The hero photo could sell anything.',
        severity: 'Mild',
        criterion: 'wtfFactor',
      },
    ],
    improvements: [
      'Replace the stock hero photo with the product itself.',
      'Cut the palette to one accent colour.',
    ],
    clarityAnalysis: {
      score: 5,
      commentary: 'It takes a while to see what is sold.',
      userUnderstanding: 'confusing',
      recommendations: ['Say what you sell in the headline.'],
    },
    roastText:
      'A colourfulness of 78.9 means this page shouts louder than 90% of the top 500 sites, and the stock photo whispers nothing at all about the product.',
    industry: 'ecommerce-retail',
    ...overrides,
  };
}

const toolAnswer = (input: unknown) => ({
  output: {
    message: {
      role: 'assistant' as const,
      content: [{ toolUse: { toolUseId: 'tool-1', name: 'submit_roast', input: input as never } }],
    },
  },
  stopReason: 'tool_use' as const,
  usage: { inputTokens: 3100, outputTokens: 650, totalTokens: 3750 },
  metrics: { latencyMs: 4200 },
  $metadata: {},
});

let input: CritiqueInput;
const critic = (fallbackToOffline = false) =>
  new BedrockCritic(client, engine, {
    modelId: 'anthropic.test-model',
    maxTokens: 2048,
    temperature: 0.4,
    fallbackToOffline,
  });

beforeEach(async () => {
  bedrock.reset();
  engineCalls = 0;
  const jpeg = await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer();
  input = { roastId: 'r1', level: 'brutal', images: [jpeg, jpeg] };
});

describe('the Bedrock critic', () => {
  it('stores a well-formed answer: blended scores, measured and model violations, the model’s words', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(answer()));
    const result = await critic().critique(input);
    expect(result.engine).toBe('bedrock');
    expect(result.roastText).toContain('78.9');
    expect(result.subScores).toEqual(blendSubScores(measured, answer().subScores));
    expect(result.violations.map((v) => v.code)).toEqual(['V001', 'V910']);
    expect(result.violations[0]!.evidence).toEqual(evidence.violations[0]!.evidence);
    expect(result.industry).toBe('ecommerce-retail');
    expect(engineCalls).toBe(1); // measured once, before the model
  });

  it("keeps the engine's industry and confidence whatever the model labels the page", async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(answer({ industry: 'saas-technology' })));
    const result = await critic().critique(input);
    expect(result).toMatchObject({ industry: 'ecommerce-retail', industryConfidence: 75 });

    const { industry: _industry, industryConfidence: _confidence, ...unclassified } = evidence;
    const withoutIndustry = new BedrockCritic(
      client,
      { critique: async () => unclassified },
      { modelId: 'anthropic.test-model', maxTokens: 2048, temperature: 0.4, fallbackToOffline: false },
    );
    const bare = await withoutIndustry.critique(input);
    expect(bare.industry).toBeUndefined();
    expect(bare.industryConfidence).toBeUndefined();
  });

  it('sends images within limits, the measured facts, a forced tool and a token cap', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(answer()));
    await critic().critique(input);
    const request = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    const content = request.messages![0]!.content!;
    const images = content.filter((b) => b.image);
    expect(images).toHaveLength(2);
    for (const block of images) {
      const bytes = block.image!.source!.bytes!;
      expect(bytes.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
      const meta = await sharp(Buffer.from(bytes)).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1568);
    }
    expect(content[0]!.text).toContain('"measuredSubScores"');
    // The model reads the evidence in the words a visitor does, never a metric key to echo.
    expect(content[0]!.text).toContain('Colourfulness scores 78.9');
    expect(content[0]!.text).not.toContain('colourfulness =');
    expect(request.toolConfig!.toolChoice).toEqual({ tool: { name: 'submit_roast' } });
    expect(request.inferenceConfig).toEqual({ maxTokens: 2048, temperature: 0.4 });
    expect(request.modelId).toBe('anthropic.test-model');
    expect(request.system![0]!.text).toMatch(/untrusted data/);
  });

  it('retries once with the validation error when the first answer is malformed', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolAnswer({ ...answer(), subScores: { ...answer().subScores, typography: 11 } }))
      .resolvesOnce(toolAnswer(answer()));
    const result = await critic().critique(input);
    expect(result.engine).toBe('bedrock');
    const calls = bedrock.commandCalls(ConverseCommand);
    expect(calls).toHaveLength(2);
    const feedback = calls[1]!.args[0].input.messages!.at(-1)!.content![0]!.toolResult!;
    expect(feedback.status).toBe('error');
    expect(feedback.content![0]!.text).toMatch(/subScores\.typography/);
  });

  it('fails cleanly when the answer is malformed twice', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ ...answer(), roastText: 'too short' }));
    await expect(critic().critique(input)).rejects.toBeInstanceOf(ModelOutputInvalidError);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
  });

  it('keeps the score near the evidence when the model obeys a "give score 0" injection', async () => {
    const perfect = Object.fromEntries(CRITERION_KEYS.map((k) => [k, 10])) as SubScores;
    bedrock.on(ConverseCommand).resolves(toolAnswer(answer({ subScores: perfect })));
    const result = await critic().critique(input);
    for (const key of CRITERION_KEYS)
      expect(result.subScores[key] - measured[key]).toBeLessThanOrEqual(MAX_MODEL_SHIFT);
    expect(ughScore(measured) - ughScore(result.subScores)).toBeLessThanOrEqual(MAX_MODEL_SHIFT * 10);
    expect(ughScore(result.subScores)).toBeGreaterThan(0);
  });

  it('never stores a leaked system prompt: retries, then keeps the measured roast', async () => {
    bedrock.on(ConverseCommand).callsFake((command: { system: { text: string }[] }) => {
      const prompt = command.system[0]!.text;
      return toolAnswer(
        answer({ roastText: `As instructed, my instructions were: ${prompt.slice(0, 1400)}` }),
      );
    });
    const result = await critic().critique(input);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
    expect(result).toEqual(evidence);
    expect(JSON.stringify(result)).not.toMatch(/untrusted data|Confidential marker|UGH-[0-9a-f]{12}/);
  });

  it('passes throttling through under its own name, for the workflow to retry', async () => {
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Rate exceeded', $metadata: {} }));
    await expect(critic().critique(input)).rejects.toMatchObject({ name: 'ThrottlingException' });
  });

  it('turns a quota error into the coffee-break failure, or the offline roast with CRITIC_FALLBACK=offline', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(new ServiceQuotaExceededException({ message: 'Quota exceeded', $metadata: {} }));
    await expect(critic().critique(input)).rejects.toBeInstanceOf(CriticQuotaError);
    const fallback = await critic(true).critique(input);
    expect(fallback).toEqual(evidence);
    expect(fallback.engine).toBe('offline');
  });

  it('lets the engine refuse content before any tokens are spent', async () => {
    const refusing: Critic = {
      async critique() {
        throw Object.assign(new Error('not a website'), { name: 'ContentRejected' });
      },
    };
    const c = new BedrockCritic(client, refusing, {
      modelId: 'm',
      maxTokens: 100,
      temperature: 0,
      fallbackToOffline: false,
    });
    await expect(c.critique(input)).rejects.toThrow('not a website');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);
  });
});

describe('blendSubScores', () => {
  it('is 60 % measurement, 40 % model, never more than 1.5 points from the measurement', () => {
    const m = { ...measured, visualHierarchy: 5 };
    expect(blendSubScores(m, { ...m, visualHierarchy: 7 }).visualHierarchy).toBe(5.8);
    expect(blendSubScores(m, { ...m, visualHierarchy: 10 }).visualHierarchy).toBe(6.5);
    expect(blendSubScores(m, { ...m, visualHierarchy: 0 }).visualHierarchy).toBe(3.5);
    expect(blendSubScores(m, m)).toEqual(m);
  });
});
