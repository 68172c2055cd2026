import type { ClarityAnalysis } from './api-schemas';
import type { ColourPairFact } from './colour-vision';
import type { PageFacts } from './page-facts';
import type { SubScores } from './criteria';
import type { RoastLevel } from './roast-levels';
import type { Violation } from './violations';

export type CriticEngine = 'offline' | 'bedrock';

/** What a critic produces. It never contains the UGH score or verdict: code computes those. */
export interface CritiqueResult {
  subScores: SubScores;
  violations: Violation[];
  improvements: string[];
  clarityAnalysis: ClarityAnalysis | null;
  roastText: string;
  /** Which critic produced this (recorded on every roast). */
  engine: CriticEngine;
  /** Optional industry slug the critic inferred, for industry listings. */
  industry?: string;
  /** How sure the classification is, 0–100 (functions/engine/industry.ts); set with `industry`. */
  industryConfidence?: number;
  /** The site's brand or headline as read from the first screenshot (OCR), for the roast's title. */
  siteName?: string;
  /**
   * Colour pairs read off the first screenshot's pixels (buttons on their ground, coloured text): kept
   * with the roast for its colour-vision report (domain/colour-vision.ts), not shown as a finding.
   */
  screenColours?: ColourPairFact[];
}

/**
 * What the screenshots of a roast are known to show: 'one-page' = views of one page at different
 * sizes (a URL capture's desktop and phone shots), which must not be judged for drift between pages.
 */
export type Viewports = 'one-page';

export interface CritiqueInput {
  roastId: string;
  level: RoastLevel;
  /** Normalised JPEG screenshots, in upload order. */
  images: Buffer[];
  /** Present when the roast comes from a URL capture: measured on the live page. */
  pageFacts?: PageFacts;
  /** Set when the caller knows how the screenshots relate (a one-call URL roast: one page). */
  viewports?: Viewports;
  /**
   * The page's whole height from a URL capture (JPEG at the screenshots' scale), judged only for what
   * a whole page shows (domain/full-page.ts): violations, never the sub-scores.
   */
  fullPage?: FullPageInput;
}

export interface FullPageInput {
  jpeg: Buffer;
  /** CSS px: the page's height, the captured part, and whether it was cut. */
  pageHeight: number;
  capturedHeight: number;
  truncated: boolean;
}

/** Thrown by a critic when the screenshots are not something we can judge (status "rejected"). */
export class ContentRejectedError extends Error {
  override readonly name = 'ContentRejected';
  constructor(
    message: string,
    readonly suggestion: string,
  ) {
    super(message);
  }
}

/** Thrown by a critic when its model provider's quota is exhausted (spec's "coffee break"). */
export class CriticQuotaError extends Error {
  override readonly name = 'CriticQuotaExceeded';
}
