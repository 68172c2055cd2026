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
  /**
   * The desktop page's whole height (bounded: domain/full-page.ts) as the browser produced it (JPEG),
   * or null when it was not taken (asked not to, the delay strategy, no time left, or it failed: the
   * first screens are what a roast needs, the whole page is extra).
   */
  fullPage: CapturedFullPage | null;
}

export interface CapturedFullPage {
  jpeg: Buffer;
  /** The page's height in CSS px after scrolling through it. */
  pageHeight: number;
  /** The captured height in CSS px (the page's, or the bound). */
  capturedHeight: number;
  truncated: boolean;
  /** Time spent on it: the scroll, the wait for what it loaded, the screenshot. */
  elapsedMs: number;
}

export interface CaptureOptions {
  reducedMotion: boolean;
  /**
   * How to decide the page is ready. Default: network quiet, fonts loaded, lazy content scrolled in
   * (the "enhanced scroll" strategy). `delay`: a fixed wait, compared against it by the accuracy tool.
   */
  strategy?: { kind: 'standard' } | { kind: 'delay'; delayMs: number };
  /** Also capture the desktop page's whole height (default true; never with the delay strategy). */
  fullPage?: boolean;
}

/** A real browser loading a public page (Chromium in every environment). */
export interface PageCapturer {
  capture(url: URL, options: CaptureOptions): Promise<CapturedPage>;
  close(): Promise<void>;
}
