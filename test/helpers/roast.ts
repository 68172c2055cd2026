import type { Roast } from '../../functions/domain/roast';
import { verdictFor } from '../../functions/domain/verdicts';

/** A stored roast for use-case tests: roast r1 with one screenshot, nothing liked, shared or paid. */
export function roastRecord(overrides: Partial<Roast> = {}): Roast {
  const at = overrides.createdAt ?? '2030-01-01T12:00:00.000Z';
  return {
    id: 'r1',
    number: 1,
    ownerKeyHash: 'h',
    status: 'ready',
    level: 'brutal',
    imageKeys: ['screenshots/r1/0.jpg'],
    thumbnailKey: null,
    captureId: null,
    website: {},
    createdAt: at,
    updatedAt: at,
    failure: null,
    result: null,
    isPromoted: false,
    isPublic: false,
    promotion: null,
    likes: 0,
    shareCount: 0,
    reactionCounts: {},
    ...overrides,
  };
}

/** A ready roast's result: the score and its verdict, middling sub-scores, no findings. */
export function roastResult(ughScore = 42, overrides: Partial<NonNullable<Roast['result']>> = {}) {
  return {
    ughScore,
    verdict: verdictFor(ughScore),
    subScores: {
      visualHierarchy: 4,
      typography: 4,
      colorUsage: 4,
      layoutSpacing: 4,
      uiConsistency: 4,
      wtfFactor: 4,
    },
    violations: [],
    improvements: [],
    clarityAnalysis: null,
    websiteAnalysis: null,
    roastText: 'text',
    engine: 'offline',
    industry: null,
    ...overrides,
  } satisfies NonNullable<Roast['result']>;
}
