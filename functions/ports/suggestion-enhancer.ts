import type { EnhancedSuggestion } from '../domain/api-schemas';
import type { CriticEngine } from '../domain/critique';
import type { ReadyRoast } from '../domain/roast';

export interface EnhancementResult {
  suggestions: EnhancedSuggestion[];
  /** `bedrock` when a model wrote them; `offline` when the offline suggestions were kept. */
  source: CriticEngine;
}

/**
 * Rewrites and extends a roast's offline enhanced suggestions (a model on Bedrock). It never fails
 * the request: on any model error it answers the offline suggestions it was given.
 */
export interface SuggestionEnhancer {
  enhance(roast: ReadyRoast, offline: EnhancedSuggestion[]): Promise<EnhancementResult>;
}
