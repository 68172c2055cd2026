/**
 * Composition: the critic for the Critique task. CRITIC=bedrock (deployed stacks; locally only with
 * real AWS credentials) puts the Bedrock vision critic on top of the offline engine; anything else
 * keeps the offline engine alone. Built on first use: the engine warms its OCR worker when created.
 */
import { BedrockCritic } from '../adapters/bedrock/bedrock-critic';
import { createOfflineCritic } from '../engine/critic';
import type { Critic } from '../ports/critic';
import { bedrockClient, bedrockModel } from './bedrock';
import { log } from './log';

let built: Critic | undefined;
let override: Critic | undefined;

function build(): Critic {
  const offline = createOfflineCritic();
  if (process.env.CRITIC !== 'bedrock') return offline;
  return new BedrockCritic(
    bedrockClient(),
    offline,
    {
      ...bedrockModel(),
      maxTokens: Number(process.env.BEDROCK_MAX_TOKENS || 2048),
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
