import { randomBytes } from 'node:crypto';
import type { ScreenshotResponse, WebsiteMetadata } from '../domain/api-schemas';
import type { HostResolver } from '../ports/host-resolver';
import type { ImageProcessor } from '../ports/image-processor';
import type { ScreenshotStore } from '../ports/screenshot-store';
import { captureFactsKey } from './storage-keys';
import { CaptureFailedError, type PageCapturer } from '../ports/page-capturer';
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

/**
 * POST /api/screenshot: check the address (SSRF guard), capture desktop and mobile in one fresh browser
 * context, and return both as upload-ready JPEGs (same normalisation as uploads) with the page's metadata.
 * Failures come back as the spec's contract ({success:false, error, errorType}), never as internals.
 */
export async function captureWebsite(
  deps: CaptureDeps,
  request: { url: string; reducedMotion: boolean },
): Promise<ScreenshotResponse> {
  const target = await checkCaptureTarget(request.url, deps.resolver, deps.allowedHosts);
  if (!target.ok) return failure('invalid_url', target.message);
  try {
    const page = await deps.capturer.capture(target.url, { reducedMotion: request.reducedMotion });
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
    const captureId = randomBytes(16).toString('base64url');
    await deps.store.putJson(captureFactsKey(captureId), {
      websiteMetadata,
      facts: page.facts,
      websiteAnalysis: page.technology,
    });
    return {
      success: true,
      desktopScreenshot: desktop.jpeg.toString('base64'),
      mobileScreenshot: mobile.jpeg.toString('base64'),
      websiteMetadata,
      captureId,
      error: null,
      errorType: null,
    };
  } catch (error) {
    if (error instanceof CaptureFailedError) return failure(error.errorType, error.message);
    throw error;
  }
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
  const target = await checkCaptureTarget(request.url, deps.resolver, deps.allowedHosts);
  if (!target.ok)
    return { success: false, desktopScreenshot: null, mobileScreenshot: null, error: target.message };
  try {
    const page = await deps.capturer.capture(target.url, {
      reducedMotion: false,
      strategy:
        request.strategy === 'delay'
          ? { kind: 'delay', delayMs: request.waitFor ?? 5000 }
          : { kind: 'standard' },
    });
    const [desktop, mobile] = await Promise.all([
      deps.images.normalise(page.desktop),
      deps.images.normalise(page.mobile),
    ]);
    return {
      success: true,
      desktopScreenshot: desktop.jpeg.toString('base64'),
      mobileScreenshot: mobile.jpeg.toString('base64'),
      error: null,
    };
  } catch (error) {
    if (error instanceof CaptureFailedError) {
      return { success: false, desktopScreenshot: null, mobileScreenshot: null, error: error.message };
    }
    throw error;
  }
}
