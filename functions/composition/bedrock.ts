/**
 * Composition: the Bedrock settings the critic and the beta lab's enhancer share. The stacks set the
 * environment (lib/config.ts holds the deployed defaults); these fallbacks serve local mode with
 * CRITIC=bedrock.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { sdkLimits } from '../adapters/aws-clients';
import { config } from './config';

/**
 * SDK retries off for both callers: throttling of a critique goes back to Step Functions, which
 * retries with full jitter; a throttled enhancement gets the offline answer, not a slower retry.
 */
export function bedrockClient(): BedrockRuntimeClient {
  return new BedrockRuntimeClient({
    region: process.env.BEDROCK_REGION || config().region,
    ...sdkLimits('bedrock'),
  });
}

/**
 * BEDROCK_MODEL_ID is what Converse is called with: the stacks set the inference profile (docs/critics.md,
 * "Model and cost"); the fallback is the same default, for local mode with CRITIC=bedrock.
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'us.anthropic.claude-sonnet-4-6';

export function bedrockModel(): { modelId: string; temperature: number } {
  return {
    modelId: process.env.BEDROCK_MODEL_ID || DEFAULT_BEDROCK_MODEL_ID,
    temperature: Number(process.env.BEDROCK_TEMPERATURE || 0.4),
  };
}
