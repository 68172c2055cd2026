import { describe, expect, it } from 'vitest';
import type { EnhancedSuggestion } from '../../../functions/domain/api-schemas';
import { enhancedSuggestionsFor } from '../../../functions/domain/enhanced-suggestions';
import { RoastNotFoundError } from '../../../functions/domain/errors';
import type { ReadyRoast, Roast, RoastEnhancement } from '../../../functions/domain/roast';
import type {
  EnhancementRepository,
  RoastLifecycleRepository,
} from '../../../functions/ports/roast-repository';
import type { SuggestionEnhancer } from '../../../functions/ports/suggestion-enhancer';
import { enhanceSuggestions, toBetaRoast } from '../../../functions/usecases/beta-lab';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';

function roast(over: Partial<Roast> = {}): ReadyRoast {
  return {
    id: ID,
    number: 3,
    ownerKeyHash: 'h',
    status: 'ready',
    level: 'honest',
    imageKeys: ['a', 'b'],
    thumbnailKey: null,
    captureId: null,
    website: { name: 'From the upload' },
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    failure: null,
    result: {
      ughScore: 40,
      verdict: 'Needs Work',
      subScores: {
        visualHierarchy: 6,
        typography: 6,
        colorUsage: 6,
        layoutSpacing: 6,
        uiConsistency: 6,
        wtfFactor: 6,
      },
      violations: [
        {
          code: 'V030',
          type: 'Call to Inaction',
          description: 'No call to action.',
          severity: 'Severe',
          criterion: 'wtfFactor',
          evidence: { metric: 'ctaCount', value: 0, threshold: 1 },
        },
      ],
      improvements: ['Add a button.'],
      clarityAnalysis: null,
      websiteAnalysis: null,
      roastText: 'Where do I click?',
      engine: 'offline',
      industry: null,
    },
    isPromoted: true,
    isPublic: true,
    promotion: { websiteName: 'Promoted name', websiteUrl: 'https://x.example', authorCredit: null },
    likes: 0,
    shareCount: 0,
    reactionCounts: {},
    ...over,
  } as ReadyRoast;
}

const modelSuggestion: EnhancedSuggestion = {
  title: 'Put “Book a demo” in the hero',
  description: 'The first screen has no call to action at all.',
  category: 'conversion',
  effort: 'low',
  impact: 'high',
  heuristic: 'Fogg Behavior Model (Fogg 2009)',
  researchBased: true,
  violationCodes: ['V030'],
};

function harness(stored: Roast | null, options: { saveFails?: boolean } = {}) {
  const saved: RoastEnhancement[] = [];
  const warnings: string[] = [];
  const roasts = { get: async () => stored } as unknown as RoastLifecycleRepository;
  const enhancements: EnhancementRepository = {
    saveEnhancement: async (_id: string, enhancement: RoastEnhancement) => {
      if (options.saveFails) throw new Error('ProvisionedThroughputExceededException');
      saved.push(enhancement);
    },
  };
  let calls = 0;
  const enhancer = (source: 'bedrock' | 'offline'): SuggestionEnhancer => ({
    async enhance(_roast, offline) {
      calls++;
      return source === 'bedrock'
        ? { suggestions: [modelSuggestion], source }
        : { suggestions: offline, source };
    },
  });
  return {
    saved,
    warnings,
    calls: () => calls,
    deps: (e: SuggestionEnhancer | null) => ({
      roasts,
      enhancements,
      enhancer: e,
      warn: (message: string) => warnings.push(message),
    }),
    enhancer,
  };
}

describe('enhanceSuggestions', () => {
  it.each([
    ['a missing roast', null],
    ['a private roast', roast({ isPublic: false, isPromoted: false })],
    ['a roast still processing', roast({ status: 'processing', result: null } as Partial<Roast>)],
    ['a failed roast', roast({ status: 'failed', result: null } as Partial<Roast>)],
  ])('answers "Roast not found" for %s, without asking the model', async (_, stored) => {
    const h = harness(stored);
    await expect(enhanceSuggestions(h.deps(h.enhancer('bedrock')), ID)).rejects.toBeInstanceOf(
      RoastNotFoundError,
    );
    expect(h.calls()).toBe(0);
  });

  it('answers the offline suggestions when no model is configured', async () => {
    const h = harness(roast());
    const out = await enhanceSuggestions(h.deps(null), ID);
    expect(out).toEqual({
      roastId: ID,
      enhancedSuggestions: enhancedSuggestionsFor(roast().result),
      source: 'offline',
    });
    expect(out.enhancedSuggestions[0]!.violationCodes).toEqual(['V030']);
    expect(h.saved).toEqual([]);
  });

  it("keeps a model's answer on the roast, and answers a kept one without asking again", async () => {
    const h = harness(roast());
    const first = await enhanceSuggestions(h.deps(h.enhancer('bedrock')), ID);
    expect(first).toEqual({ roastId: ID, enhancedSuggestions: [modelSuggestion], source: 'bedrock' });
    expect(h.saved).toHaveLength(1);
    expect(h.saved[0]).toMatchObject({ enhancedSuggestions: [modelSuggestion], source: 'bedrock' });

    const kept = harness(roast({ enhancement: h.saved[0] }));
    expect(await enhanceSuggestions(kept.deps(kept.enhancer('bedrock')), ID)).toEqual(first);
    expect(kept.calls()).toBe(0);
  });

  it('does not keep the offline fallback of a failed model call (the next visitor tries the model again)', async () => {
    const h = harness(roast());
    const out = await enhanceSuggestions(h.deps(h.enhancer('offline')), ID);
    expect(out.source).toBe('offline');
    expect(h.saved).toEqual([]);
  });

  it("still answers the model's suggestions when keeping them fails, and says so in the log", async () => {
    const h = harness(roast(), { saveFails: true });
    const out = await enhanceSuggestions(h.deps(h.enhancer('bedrock')), ID);
    expect(out.source).toBe('bedrock');
    expect(h.warnings).toEqual(['could not keep the enhanced suggestions']);
  });
});

describe('toBetaRoast', () => {
  it('shows the promoted name, image URLs and the violations without their evidence', () => {
    const beta = toBetaRoast(roast());
    expect(beta).toMatchObject({
      id: ID,
      websiteName: 'Promoted name',
      images: [`/api/roasts/${ID}/images/0`, `/api/roasts/${ID}/images/1`],
      violations: [
        { code: 'V030', type: 'Call to Inaction', severity: 'Severe', description: 'No call to action.' },
      ],
    });
    expect(beta.violations[0]).not.toHaveProperty('evidence');
  });
});
