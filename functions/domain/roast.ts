import type { ClarityAnalysis, EnhancedSuggestion, WebsiteAnalysis, WebsiteMetadata } from './api-schemas';
import type { CriticEngine } from './critique';
import type { FullPageCapture } from './full-page';
import type { SubScores } from './criteria';
import type { RoastLevel } from './roast-levels';
import type { Violation } from './violations';

export type RoastStatus = 'processing' | 'ready' | 'rejected' | 'failed';

/** The stored roast, as the repository port reads and writes it. */
export interface Roast {
  id: string;
  number: number;
  ownerKeyHash: string;
  status: RoastStatus;
  level: RoastLevel;
  imageKeys: string[];
  thumbnailKey: string | null;
  captureId: string | null;
  website: WebsiteMetadata;
  /** The creator's own title for the roast, when they gave one. */
  title?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Set when status is rejected or failed. */
  failure: { message: string; suggestion?: string } | null;
  /** Set when status is ready. */
  result: {
    ughScore: number;
    verdict: string;
    subScores: SubScores;
    violations: Violation[];
    improvements: string[];
    clarityAnalysis: ClarityAnalysis | null;
    websiteAnalysis: WebsiteAnalysis | null;
    roastText: string;
    engine: CriticEngine;
    industry: string | null;
    /** Confidence of `industry`, 0–100; absent on roasts stored before it was recorded. */
    industryConfidence?: number | null;
    /** The brand or headline read from the first screenshot, when one was readable (roast-title.ts). */
    siteName?: string | null;
    /** The whole-page capture of a URL roast, stored at `key` in the roast's folder. */
    fullPage?: (FullPageCapture & { key: string }) | null;
  } | null;
  isPromoted: boolean;
  /** Public = listed in gallery and leaderboards. Only a verified promotion makes a roast public. */
  isPublic: boolean;
  promotion: { websiteUrl: string; websiteName: string; authorCredit: string | null } | null;
  likes: number;
  shareCount: number;
  reactionCounts: Record<string, number>;
  /** The earlier roast this one is the new version of (set at creation, never changed). */
  previousId?: string | null;
  /** The roast made as this one's new version (set when that roast is created; domain/roast-versions.ts). */
  nextId?: string | null;
  /** Beta lab: suggestions a model rewrote for this public roast (absent until asked). */
  enhancement?: RoastEnhancement;
}

/** Model-written beta-lab suggestions, kept so that the model is asked once per roast. */
export interface RoastEnhancement {
  enhancedSuggestions: EnhancedSuggestion[];
  source: CriticEngine;
  createdAt: string;
}

export type ReadyRoast = Roast & { status: 'ready'; result: NonNullable<Roast['result']> };

export function isReady(roast: Roast): roast is ReadyRoast {
  return roast.status === 'ready' && roast.result !== null;
}
