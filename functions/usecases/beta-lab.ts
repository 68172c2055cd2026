import type { BetaRoast, BetaRoastsResponse, EnhanceSuggestionsResponse } from '../domain/api-schemas';
import { enhancedSuggestionsFor } from '../domain/enhanced-suggestions';
import { RoastNotFoundError } from '../domain/errors';
import { isReady, type ReadyRoast } from '../domain/roast';
import { roastTitle } from '../domain/roast-title';
import type { Verdict } from '../domain/verdicts';
import type {
  EnhancementRepository,
  PublicRoastIndex,
  RoastLifecycleRepository,
} from '../ports/roast-repository';
import type { SuggestionEnhancer } from '../ports/suggestion-enhancer';
import { imageUrl } from './roast-views';

/** The beta lab picks a random roast from the newest public ones. */
export const BETA_ROASTS_LIMIT = 50;

export function toBetaRoast(roast: ReadyRoast): BetaRoast {
  const { result } = roast;
  return {
    id: roast.id,
    ughScore: result.ughScore,
    roastLevel: roast.level,
    verdict: result.verdict as Verdict,
    title: roastTitle(roast),
    websiteName: roast.promotion?.websiteName ?? roast.website.name ?? null,
    roastText: result.roastText,
    violations: result.violations.map(({ code, type, severity, description }) => ({
      code,
      type,
      severity,
      description,
    })),
    improvements: result.improvements,
    images: roast.imageKeys.map((_, index) => imageUrl(roast.id, index)),
    clarityAnalysis: result.clarityAnalysis,
    websiteAnalysis: result.websiteAnalysis,
  };
}

/** GET /api/beta/roasts: public roasts only, read from the public index (a private roast has no entry). */
export async function listBetaRoasts(roasts: PublicRoastIndex): Promise<BetaRoastsResponse> {
  return { roasts: (await roasts.latestPublic(BETA_ROASTS_LIMIT)).map(toBetaRoast) };
}

export interface EnhanceDependencies {
  roasts: RoastLifecycleRepository;
  enhancements: EnhancementRepository;
  /** A model that rewrites the offline suggestions (CRITIC=bedrock), or null for the offline answer. */
  enhancer: SuggestionEnhancer | null;
  warn: (message: string, fields: Record<string, unknown>) => void;
}

/**
 * POST /api/beta/enhance-suggestions. Missing, private, unfinished and failed roasts all answer the
 * same "Roast not found", so the beta lab cannot be used to learn that a private roast exists.
 * A model's answer is kept on the roast and reused: the model is asked once per public roast.
 */
export async function enhanceSuggestions(
  deps: EnhanceDependencies,
  roastId: string,
): Promise<EnhanceSuggestionsResponse> {
  const roast = await deps.roasts.get(roastId);
  if (!roast || !isReady(roast) || !roast.isPublic) throw new RoastNotFoundError(roastId);
  if (roast.enhancement) {
    return {
      roastId,
      enhancedSuggestions: roast.enhancement.enhancedSuggestions,
      source: roast.enhancement.source,
    };
  }
  const offline = enhancedSuggestionsFor(roast.result);
  if (!deps.enhancer) return { roastId, enhancedSuggestions: offline, source: 'offline' };

  const enhanced = await deps.enhancer.enhance(roast, offline);
  if (enhanced.source !== 'offline') {
    try {
      await deps.enhancements.saveEnhancement(roastId, {
        enhancedSuggestions: enhanced.suggestions,
        source: enhanced.source,
        createdAt: new Date().toISOString(),
      });
    } catch (error) {
      // Keeping the answer only saves a later model call: the visitor still gets this one.
      deps.warn('could not keep the enhanced suggestions', { roastId, error });
    }
  }
  return { roastId, enhancedSuggestions: enhanced.suggestions, source: enhanced.source };
}
