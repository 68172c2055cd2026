import type { WebsiteAnalysis } from '../domain/api-schemas';
import type { PageFacts } from '../domain/page-facts';

/** What went wrong, in the spec's terms (core-flow §8). */
export type CaptureErrorType = 'invalid_url' | 'blocked' | 'timeout' | 'network';

export class CaptureFailedError extends Error {
  override readonly name = 'CaptureFailed';
  constructor(
    readonly errorType: CaptureErrorType,
    message: string,
    /** for logs only */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export interface CapturedPage {
  /** Raw screenshots as the browser produced them (PNG). */
  desktop: Buffer;
  mobile: Buffer;
  finalUrl: string;
  metadata: { title?: string; description?: string; siteName?: string; logo?: string };
  facts: PageFacts;
  /** The technology stack detected on the page (project ruleset), or null if detection failed. */
  technology: WebsiteAnalysis | null;
}

export interface CaptureOptions {
  reducedMotion: boolean;
  /**
   * How to decide the page is ready. Default: network quiet, fonts loaded, lazy content scrolled in
   * (the "enhanced scroll" strategy). `delay`: a fixed wait, compared against it by the accuracy tool.
   */
  strategy?: { kind: 'standard' } | { kind: 'delay'; delayMs: number };
}

/** A real browser loading a public page (Chromium in every environment). */
export interface PageCapturer {
  capture(url: URL, options: CaptureOptions): Promise<CapturedPage>;
  close(): Promise<void>;
}
