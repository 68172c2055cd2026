/**
 * Composition: the beta lab's suggestion enhancer. With CRITIC=bedrock (deployed stacks by default) a
 * model on Bedrock rewrites the offline suggestions; otherwise the offline suggestions are the answer.
 * Its own module so that only the enhance-suggestions function bundles the Bedrock client.
 */
import { BedrockSuggestionEnhancer } from '../adapters/bedrock/suggestion-enhancer';
import type { SuggestionEnhancer } from '../ports/suggestion-enhancer';
import type { EnhanceDependencies } from '../usecases/beta-lab';
import { bedrockClient, bedrockModel } from './bedrock';
import { dependencies } from './container';
import { bedrockLog, logger, reportBedrockUsage } from '../http-kit/observability';

/** Output cap of one enhancement (ten suggestions of ~120 words fit comfortably). */
const ENHANCER_MAX_TOKENS = 1500;
/** Leaves the offline answer time to go out before API Gateway's 30 s integration timeout. */
const ENHANCER_TIMEOUT_MS = 20_000;

let built: SuggestionEnhancer | null | undefined;

function build(): SuggestionEnhancer | null {
  if (process.env.CRITIC !== 'bedrock') return null;
  return new BedrockSuggestionEnhancer(
    bedrockClient(),
    {
      ...bedrockModel(),
      maxTokens: ENHANCER_MAX_TOKENS,
      timeoutMs: ENHANCER_TIMEOUT_MS,
    },
    bedrockLog,
    reportBedrockUsage,
  );
}

export function betaDependencies(): EnhanceDependencies {
  if (built === undefined) built = build();
  return {
    roasts: dependencies().roasts,
    enhancements: dependencies().enhancements,
    enhancer: built,
    warn: (message, fields) => logger.warn(message, fields),
  };
}

/** Tests and local hosts choose the enhancer (Lambda never calls this); undefined restores the default. */
export function overrideEnhancer(enhancer: SuggestionEnhancer | null | undefined): void {
  built = enhancer;
}
