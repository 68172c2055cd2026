/**
 * Composition: URL capture needs a browser, which only the capture functions should ever start. The
 * egress proxy applies the same SSRF check to every request the browser makes.
 */
import { ChromiumPageCapturer } from '../adapters/chromium/chromium-page-capturer';
import { EgressProxy } from '../adapters/chromium/egress-proxy';
import { NodeHostResolver } from '../adapters/dns/node-host-resolver';
import type { CaptureDeps } from '../usecases/capture-website';
import { checkCaptureTarget } from '../usecases/check-capture-target';
import { dependencies } from './container';
import { imageProcessor } from './images';

let capture: CaptureDeps | undefined;

export function captureDependencies(): CaptureDeps {
  if (!capture) {
    const resolver = new NodeHostResolver();
    const { captureAllowedHosts: allowedHosts, screenshots } = dependencies();
    const proxy = new EgressProxy((url) => checkCaptureTarget(url, resolver, allowedHosts));
    capture = {
      capturer: new ChromiumPageCapturer(proxy, Number(process.env.CAPTURE_BUDGET_MS ?? 20_000)),
      images: imageProcessor(),
      store: screenshots,
      resolver,
      allowedHosts,
    };
  }
  return capture;
}

/** Closes the browser (local mode stopping, tests). */
export async function closeCapture(): Promise<void> {
  const built = capture;
  capture = undefined;
  await built?.capturer.close();
}
