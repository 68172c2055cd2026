import { describe, expect, it } from 'vitest';
import { CAPTURE_BLOCKED } from '../../../functions/domain/capture-url';
import type { PageFacts } from '../../../functions/domain/page-facts';
import type { HostResolver } from '../../../functions/ports/host-resolver';
import type { ImageProcessor } from '../../../functions/ports/image-processor';
import type { CapturedPage, PageCapturer } from '../../../functions/ports/page-capturer';
import type { ScreenshotStore } from '../../../functions/ports/screenshot-store';
import { captureWebsite } from '../../../functions/usecases/capture-website';

/** A browser that "ends up" at finalUrl, whatever it was asked to load. */
function capturerLandingOn(finalUrl: string): PageCapturer {
  return {
    async capture(): Promise<CapturedPage> {
      return {
        desktop: Buffer.from('desktop'),
        mobile: Buffer.from('mobile'),
        finalUrl,
        metadata: { title: 'Internal admin' },
        facts: {} as PageFacts,
        technology: null,
        fullPage: null,
      };
    },
    async close() {},
  };
}

const resolver: HostResolver = {
  async resolve(host) {
    const table: Record<string, string[]> = {
      'public.example.com': ['93.184.216.34'],
      'rebound.example.com': ['10.0.0.7'],
    };
    const found = table[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  },
};
const images = {
  normalise: async (bytes: Buffer) => ({ jpeg: bytes }),
} as unknown as ImageProcessor;
const stored: string[] = [];
const store = {
  putJson: async (key: string) => {
    stored.push(key);
  },
} as unknown as ScreenshotStore;

const capture = (finalUrl: string) =>
  captureWebsite(
    { capturer: capturerLandingOn(finalUrl), images, store, resolver, allowedHosts: new Set() },
    { url: 'https://public.example.com/', reducedMotion: true },
  );

describe('URL capture: where the page ended up passes the same guard', () => {
  it.each([
    'http://127.0.0.1:8080/secret',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'https://rebound.example.com/',
    'chrome-error://chromewebdata/',
    'file:///etc/passwd',
  ])(
    'a page that ended on %s is reported as blocked, with nothing of it returned or kept',
    async (finalUrl) => {
      stored.length = 0;
      const res = await capture(finalUrl);
      expect(res).toEqual({
        success: false,
        desktopScreenshot: null,
        mobileScreenshot: null,
        websiteMetadata: null,
        captureId: null,
        error: CAPTURE_BLOCKED,
        errorType: 'blocked',
      });
      expect(stored).toEqual([]);
    },
  );

  it('keeps a capture that ended on a public page', async () => {
    const res = await capture('https://public.example.com/welcome');
    expect(res).toMatchObject({
      success: true,
      websiteMetadata: { url: 'https://public.example.com/welcome' },
    });
  });
});
