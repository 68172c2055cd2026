/**
 * Composition: the critic for the Critique task. CRITIC=bedrock (deployed stacks; locally only with
 * real AWS credentials) puts the Bedrock vision critic on top of the offline engine; anything else
 * keeps the offline engine alone. Built on first use: the engine warms its OCR worker when created.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { BedrockCritic } from '../adapters/bedrock/bedrock-critic';
import { createOfflineCritic } from '../engine/critic';
import type { Critic } from '../ports/critic';
import { config } from './config';
import { log } from './log';

let built: Critic | undefined;
let override: Critic | undefined;

function build(): Critic {
  const offline = createOfflineCritic();
  if (process.env.CRITIC !== 'bedrock') return offline;
  return new BedrockCritic(
    // SDK retries off: throttling goes back to Step Functions, which retries with full jitter.
    new BedrockRuntimeClient({ region: process.env.BEDROCK_REGION || config().region, maxAttempts: 1 }),
    offline,
    {
      modelId: process.env.BEDROCK_MODEL_ID || 'anthropic.claude-3-5-sonnet-20241022-v2:0',
      maxTokens: Number(process.env.BEDROCK_MAX_TOKENS || 2048),
      temperature: Number(process.env.BEDROCK_TEMPERATURE || 0.4),
      fallbackToOffline: process.env.CRITIC_FALLBACK === 'offline',
    },
    (level, message, fields) => log(level, message, fields),
  );
}

export function critic(): Critic {
  built ??= override ?? build();
  return built;
}

/** Local mode and tests choose the critic (e.g. one that fails); Lambda never calls this. */
export function overrideCritic(replacement: Critic | undefined): void {
  override = replacement;
  built = undefined;
}
