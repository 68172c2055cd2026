import { randomBytes } from 'node:crypto';
import type { ScreenshotResponse, WebsiteMetadata } from '../domain/api-schemas';
import type { HostResolver } from '../ports/host-resolver';
import { ImageDecodeError, type ImageProcessor } from '../ports/image-processor';
import type { ScreenshotStore } from '../ports/screenshot-store';
import { captureFactsKey, captureFullPageKey } from './storage-keys';
import type { FullPageCapture } from '../domain/full-page';
import {
  CaptureFailedError,
  type CapturedPage,
  type CaptureOptions,
  type PageCapturer,
} from '../ports/page-capturer';
import { CAPTURE_BLOCKED } from '../domain/capture-url';
import { checkCaptureTarget } from './check-capture-target';

export interface CaptureDeps {
  capturer: PageCapturer;
  images: ImageProcessor;
  /** Where the page facts wait (captures/<captureId>.json, expired by lifecycle) for the roast. */
  store: ScreenshotStore;
  resolver: HostResolver;
  /** CAPTURE_ALLOWED_HOSTS: loopback fixtures for tests and local development only. */
  allowedHosts: ReadonlySet<string>;
}

const failure = (
  errorType: NonNullable<ScreenshotResponse['errorType']>,
  error: string,
): ScreenshotResponse => ({
  success: false,
  desktopScreenshot: null,
  mobileScreenshot: null,
  websiteMetadata: null,
  captureId: null,
  error,
  errorType,
});

type Captured = {
  ok: true;
  desktop: Buffer;
  mobile: Buffer;
  websiteMetadata: WebsiteMetadata;
  captureId: string;
  /** The whole page, normalised, when the browser took it (stored under the capture id with `store`). */
  fullPage: { jpeg: Buffer; capture: FullPageCapture; elapsedMs: number } | null;
};

/** What the capture JSON (captures/<captureId>.json) holds besides the facts. */
export interface StoredCapture {
  websiteMetadata?: WebsiteMetadata;
  facts?: unknown;
  websiteAnalysis?: unknown;
  /** Present when the whole page was captured: its image is captureFullPageKey(captureId). */
  fullPage?: FullPageCapture;
}
type Refused = { ok: false; errorType: NonNullable<ScreenshotResponse['errorType']>; message: string };

/**
 * The one guarded capture behind every entry point: SSRF check, the browser, the upload rules for both
 * images; failures come back in the spec's terms, never as internals. With `store`, the page facts and
 * stack are kept under a new capture id for the roast.
 */
export async function guardedCapture(
  deps: CaptureDeps,
  url: string,
  options: CaptureOptions,
  store: boolean,
): Promise<Captured | Refused> {
  const target = await checkCaptureTarget(url, deps.resolver, deps.allowedHosts);
  if (!target.ok) return { ok: false, errorType: 'invalid_url', message: target.message };
  try {
    const page = await deps.capturer.capture(target.url, options);
    // Where the page ended up passes the same guard as where it started: a page may send the browser
    // elsewhere by script or meta refresh, and nothing of an internal address may come back.
    const landed = await checkCaptureTarget(page.finalUrl, deps.resolver, deps.allowedHosts);
    if (!landed.ok) return { ok: false, errorType: 'blocked', message: CAPTURE_BLOCKED };
    const [desktop, mobile] = await Promise.all([
      deps.images.normalise(page.desktop),
      deps.images.normalise(page.mobile),
    ]);
    const final = new URL(page.finalUrl);
    const websiteMetadata: WebsiteMetadata = {
      url: final.href,
      domain: final.hostname.replace(/^www\./, ''),
      ...(page.metadata.title ? { title: page.metadata.title.slice(0, 300) } : {}),
      ...(page.metadata.siteName ? { name: page.metadata.siteName.slice(0, 200) } : {}),
      ...(page.metadata.description ? { description: page.metadata.description.slice(0, 1000) } : {}),
      ...(page.metadata.logo ? { logo: page.metadata.logo } : {}),
    };
    const fullPage = await normaliseFullPage(deps.images, page.fullPage);
    const captureId = randomBytes(16).toString('base64url');
    if (store) {
      if (fullPage) await deps.store.put(captureFullPageKey(captureId), fullPage.jpeg);
      await deps.store.putJson(captureFactsKey(captureId), {
        websiteMetadata,
        facts: page.facts,
        websiteAnalysis: page.technology,
        ...(fullPage ? { fullPage: fullPage.capture } : {}),
      } satisfies StoredCapture);
    }
    return { ok: true, desktop: desktop.jpeg, mobile: mobile.jpeg, websiteMetadata, captureId, fullPage };
  } catch (error) {
    if (error instanceof CaptureFailedError)
      return { ok: false, errorType: error.errorType, message: error.message };
    throw error;
  }
}

/**
 * The whole page is extra: an image the processor refuses (over its pixel bound) is dropped, never a
 * reason to fail the capture whose first screens are fine.
 */
async function normaliseFullPage(
  images: ImageProcessor,
  raw: CapturedPage['fullPage'],
): Promise<Captured['fullPage']> {
  if (!raw) return null;
  try {
    const image = await images.normaliseFullPage(raw.jpeg);
    return {
      jpeg: image.jpeg,
      elapsedMs: raw.elapsedMs,
      capture: {
        width: image.width,
        height: image.height,
        pageHeight: raw.pageHeight,
        capturedHeight: raw.capturedHeight,
        truncated: raw.truncated,
      },
    };
  } catch (error) {
    if (error instanceof ImageDecodeError) return null;
    throw error;
  }
}

/**
 * POST /api/screenshot: check the address (SSRF guard), capture desktop and mobile in one fresh browser
 * context, and return both as upload-ready JPEGs (same normalisation as uploads) with the page's metadata.
 * Failures come back as the spec's contract ({success:false, error, errorType}), never as internals.
 */
export async function captureWebsite(
  deps: CaptureDeps,
  request: { url: string; reducedMotion: boolean },
): Promise<ScreenshotResponse> {
  const result = await guardedCapture(deps, request.url, { reducedMotion: request.reducedMotion }, true);
  if (!result.ok) return failure(result.errorType, result.message);
  return {
    success: true,
    desktopScreenshot: result.desktop.toString('base64'),
    mobileScreenshot: result.mobile.toString('base64'),
    websiteMetadata: result.websiteMetadata,
    captureId: result.captureId,
    error: null,
    errorType: null,
  };
}

/**
 * POST /api/screenshot-test (the screenshot accuracy tool): the same guarded capture with one named
 * strategy, returning only the two images. Nothing is stored.
 */
export async function testCaptureStrategy(
  deps: CaptureDeps,
  request: { url: string; strategy: 'delay' | 'networkidle'; waitFor?: number },
): Promise<{
  success: boolean;
  desktopScreenshot: string | null;
  mobileScreenshot: string | null;
  error: string | null;
}> {
  const strategy: CaptureOptions['strategy'] =
    request.strategy === 'delay' ? { kind: 'delay', delayMs: request.waitFor ?? 5000 } : { kind: 'standard' };
  // The accuracy tool compares first screens only: no whole page.
  const result = await guardedCapture(
    deps,
    request.url,
    { reducedMotion: false, strategy, fullPage: false },
    false,
  );
  if (!result.ok)
    return { success: false, desktopScreenshot: null, mobileScreenshot: null, error: result.message };
  return {
    success: true,
    desktopScreenshot: result.desktop.toString('base64'),
    mobileScreenshot: result.mobile.toString('base64'),
    error: null,
  };
}
