import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page, TimeoutError } from 'puppeteer-core';
import { CAPTURE_BLOCKED } from '../../domain/capture-url';
import type { PageFacts } from '../../domain/page-facts';
import {
  CaptureFailedError,
  type CaptureOptions,
  type CapturedPage,
  type PageCapturer,
} from '../../ports/page-capturer';
import type { EgressProxy } from './egress-proxy';
import { collectDesktop, collectMobile, joinViews } from './page-facts-collector';
import { collectTechEvidence } from './tech-evidence';
import { detectTechnologies } from '../../domain/tech-stack/match';
import type { WebsiteAnalysis } from '../../domain/api-schemas';
import { FULL_PAGE_MAX_CSS_HEIGHT, FULL_PAGE_SCROLL_BUDGET_MS } from '../../domain/full-page';
import type { CapturedFullPage } from '../../ports/page-capturer';

/** Spec devices: MacBook Pro 15" and iPhone 13 Pro Max. */
export const DESKTOP = { width: 1440, height: 900, deviceScaleFactor: 1 } as const;
export const MOBILE = {
  width: 428,
  height: 926,
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
/** Desktop keeps the first 1.33 screens (what a visitor judges first); mobile the first screen. */
const DESKTOP_CLIP_HEIGHT = 1200;

export const CAPTURE_MESSAGES = {
  blocked: CAPTURE_BLOCKED,
  timeout: 'Website took too long to load. Try again or use a faster-loading page.',
  network: 'Network error or API rate limit reached. Check the URL and try again.',
} as const;

/** System Chromium locally (fast), else the binary inside @sparticuz/chromium (what Lambda runs). */
export async function chromiumExecutable(): Promise<{ path: string; args: string[] }> {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const local = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (local) return { path: local, args: [] };
  const { default: chromium } = await import('@sparticuz/chromium');
  return {
    path: await chromium.executablePath(),
    args: chromium.args.filter((a) => a !== '--single-process'),
  };
}

const CHALLENGE_MARKERS =
  /just a moment\.\.\.|attention required|verify you are (a )?human|are you a robot|captcha|access denied|request unsuccessful\. incapsula|ddos protection by|checking your browser/i;

/**
 * Captures desktop and mobile screenshots of one public page with a reused Chromium. Every request the
 * browser makes leaves through the egress proxy (SSRF guard with pinned addresses); WebSockets,
 * service workers and non-web schemes are blocked in the page; each capture gets a fresh browser
 * context (no cookies or storage shared between captures).
 */
export class ChromiumPageCapturer implements PageCapturer {
  private browser: Promise<Browser> | undefined;

  constructor(
    private readonly proxy: EgressProxy,
    private readonly budgetMs = 20_000,
  ) {}

  private async launch(): Promise<Browser> {
    if (!this.proxy.port) await this.proxy.start();
    const { path, args } = await chromiumExecutable();
    return puppeteer.launch({
      executablePath: path,
      headless: true,
      // Puppeteer always starts Chromium as the leader of a process group of its own (it does not pass
      // `detached` on), so a SIGKILL of the host's group missed it and left ~20 processes to init. Over
      // a pipe instead of a port, Chromium loses its DevTools connection the moment this process ends,
      // whatever ended it, and shuts down with every process it started.
      pipe: true,
      // The host stops Chromium itself (close(), from local mode's graceful stop or the CLI's end).
      // Puppeteer's own handlers would kill it on Ctrl-C and exit the process with 130 before that
      // stop ran; a host without handlers still ends on these signals, and Chromium with it (the pipe).
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      userDataDir: mkdtempSync(join(tmpdir(), 'ugh-chromium-')),
      args: [
        ...args,
        `--proxy-server=http://127.0.0.1:${this.proxy.port}`,
        // Chromium sends loopback straight out unless told otherwise: everything goes via the proxy.
        '--proxy-bypass-list=<-loopback>',
        '--disable-quic',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-default-apps',
        '--no-first-run',
        '--no-default-browser-check',
        '--mute-audio',
        '--hide-scrollbars',
        // Chromium's own background traffic (time sync, sign-in, safe browsing, component and field
        // trial updates, …): none of it is wanted, and the proxy would have to resolve every host.
        '--disable-client-side-phishing-detection',
        '--disable-domain-reliability',
        '--disable-breakpad',
        '--disable-field-trial-config',
        '--no-pings',
        '--metrics-recording-only',
        '--safebrowsing-disable-auto-update',
        '--disable-search-engine-choice-screen',
        '--password-store=basic',
        // What is left of it is aimed at a non-routable literal, refused by the proxy without a lookup.
        ...[
          'google-base-url',
          'gaia-url',
          'lso-url',
          'google-apis-url',
          'variations-server-url',
          'sync-url',
        ].map((flag) => `--${flag}=https://0.0.0.0`),
        '--use-mock-keychain',
        '--disable-features=Translate,MediaRouter,OptimizationHints,DialMediaRouteProvider,NetworkTimeServiceQuerying,AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions,PrivacySandboxSettings4,SafeBrowsing,GlobalMediaControls,AcceptCHFrame',
      ],
    });
  }

  private async browserInstance(): Promise<Browser> {
    this.browser ??= this.launch().catch((error: unknown) => {
      this.browser = undefined;
      throw error;
    });
    const browser = await this.browser;
    if (!browser.connected) {
      this.browser = undefined;
      return this.browserInstance();
    }
    return browser;
  }

  async close(): Promise<void> {
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close().catch(() => undefined);
    await this.proxy.stop();
  }

  async capture(url: URL, options: CaptureOptions): Promise<CapturedPage> {
    const browser = await this.browserInstance();
    const context = await browser.createBrowserContext();
    // A fixed-delay strategy (the accuracy tool) needs its delay on top of the normal budget.
    const budget = this.budgetMs + (options.strategy?.kind === 'delay' ? options.strategy.delayMs : 0);
    const deadline = Date.now() + budget;
    let timer: NodeJS.Timeout | undefined;
    // Individual steps have their own limits, but a page can still wedge one (a script spinning in
    // evaluate, a screenshot of a huge layer): past the budget plus a grace period, give up on all of it.
    const hardStop = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new CaptureFailedError('timeout', CAPTURE_MESSAGES.timeout, 'hard deadline')),
        budget + 3000,
      );
    });
    // Pages load in parallel, but take their screenshots one at a time: two tabs of one browser
    // capturing at the same moment starve each other of frames (the background one never paints).
    let turn: Promise<unknown> = Promise.resolve();
    const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
      const result = turn.then(work, work);
      turn = result.catch(() => undefined);
      return result;
    };
    try {
      const [desktop, mobile] = await Promise.race([
        Promise.all([
          context.newPage().then((page) => this.shoot(page, url, 'desktop', options, deadline, oneAtATime)),
          context.newPage().then((page) => this.shoot(page, url, 'mobile', options, deadline, oneAtATime)),
        ]),
        hardStop,
      ]);
      return {
        desktop: desktop.png,
        mobile: mobile.png,
        finalUrl: desktop.finalUrl,
        metadata: desktop.metadata,
        technology: desktop.technology,
        fullPage: desktop.fullPage,
        facts: {
          url: desktop.finalUrl,
          capturedAt: new Date().toISOString(),
          ...joinViews(desktop.facts, mobile.facts),
        } as PageFacts,
      };
    } finally {
      clearTimeout(timer);
      // Closing the context also ends anything still running in its pages.
      await context.close().catch(() => undefined);
    }
  }

  private async harden(
    page: Page,
    device: 'desktop' | 'mobile',
    reducedMotion: boolean,
  ): Promise<NavigationGuard> {
    const guard = new NavigationGuard();
    if (device === 'desktop') await page.setViewport(DESKTOP);
    else {
      await page.setViewport(MOBILE);
      await page.setUserAgent(MOBILE_UA);
    }
    // Functions handed to evaluate() are serialised as source. Bundlers that keep function names (tsx,
    // esbuild keepNames) wrap inner functions in a `__name` helper the page does not have: provide it.
    await page.evaluateOnNewDocument('globalThis.__name = globalThis.__name || ((fn) => fn);');
    await page.setBypassServiceWorker(true);
    await page.emulateMediaFeatures([
      { name: 'prefers-reduced-motion', value: reducedMotion ? 'reduce' : 'no-preference' },
    ]);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: ['ws://*', 'wss://*'] });
    await page.evaluateOnNewDocument(() => {
      // No service workers, no WebSockets: nothing that outlives the page or bypasses its requests.
      try {
        Object.defineProperty(navigator, 'serviceWorker', { get: () => undefined });
      } catch {
        /* ignore */
      }
      try {
        Object.defineProperty(window, 'WebSocket', { value: undefined });
      } catch {
        /* ignore */
      }
    });
    // alert()/confirm() would block every evaluate until dismissed.
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      const url = request.url();
      const scheme = url.split(':', 1)[0]!.toLowerCase();
      const web = scheme === 'http' || scheme === 'https';
      // Tell the proxy this host is wanted by the page (and only then may it be looked up).
      if (web) this.proxy.expectHost(new URL(url).hostname);
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        // The page itself going somewhere (the first load, redirect hops, script, meta refresh) passes
        // the same guard as the address the visitor typed before it may go. The proxy would refuse the
        // connection anyway, but the page would then sit on its refusal under the internal address.
        guard
          .check(url, web ? this.proxy.allows(url) : Promise.resolve(false))
          .then(
            (ok) => (ok ? request.continue() : request.abort('blockedbyclient')),
            () => request.abort('blockedbyclient'),
          )
          .catch(() => undefined); // the page may have closed meanwhile
      } else if (web || scheme === 'data' || scheme === 'blob') void request.continue();
      else void request.abort('blockedbyclient');
    });
    return guard;
  }

  private async shoot(
    page: Page,
    url: URL,
    device: 'desktop' | 'mobile',
    options: CaptureOptions,
    deadline: number,
    oneAtATime: <T>(work: () => Promise<T>) => Promise<T>,
  ): Promise<{
    png: Buffer;
    finalUrl: string;
    metadata: CapturedPage['metadata'];
    facts: Partial<PageFacts>;
    technology: WebsiteAnalysis | null;
    fullPage: CapturedFullPage | null;
  }> {
    const remaining = () => Math.max(1, deadline - Date.now());
    try {
      const guard = await this.harden(page, device, options.reducedMotion);
      // A refused navigation fails the capture at once: the page is then on its way to (or sitting on
      // the error page of) an address it may not load, and later steps could wedge until the hard stop.
      const work = (async () => {
        let response;
        try {
          response = await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout: remaining() });
        } catch (error) {
          await guard.assertStayed();
          if (error instanceof TimeoutError)
            throw new CaptureFailedError('timeout', CAPTURE_MESSAGES.timeout, String(error));
          const message = error instanceof Error ? error.message : String(error);
          // A redirect to a non-web scheme (file:, data:, chrome:) is refused by Chromium itself, before
          // any request reaches the guard: the site sent the browser where no capture may go.
          if (/ERR_UNSAFE_REDIRECT/.test(message))
            throw new CaptureFailedError('blocked', CAPTURE_MESSAGES.blocked, message);
          if (/ERR_TUNNEL_CONNECTION_FAILED|ERR_BLOCKED_BY_CLIENT|ERR_ACCESS_DENIED/.test(message)) {
            throw new CaptureFailedError(
              'invalid_url',
              'This address cannot be captured. Enter the public address of a website (http or https).',
              message,
            );
          }
          throw new CaptureFailedError('network', CAPTURE_MESSAGES.network, message);
        }
        await guard.assertStayed();
        const status = response?.status() ?? 0;
        const delay = options.strategy?.kind === 'delay' ? options.strategy.delayMs : undefined;
        // Settle: network quiet and web fonts, each within what is left of the budget — or, for the
        // accuracy tool's delay strategy, simply a fixed wait.
        if (delay !== undefined) await new Promise((r) => setTimeout(r, Math.min(delay, remaining())));
        else {
          await page
            .waitForNetworkIdle({ idleTime: 400, timeout: Math.min(5000, remaining()) })
            .catch(() => undefined);
        }
        await page
          .evaluate(() => Promise.race([document.fonts.ready, new Promise((r) => setTimeout(r, 1500))]))
          .catch(() => undefined);

        await guard.assertStayed();
        const text = await page.evaluate(
          () => `${document.title}\n${document.body?.innerText.slice(0, 2000) ?? ''}`,
        );
        if (
          [401, 403, 407, 429, 503].includes(status) ||
          (CHALLENGE_MARKERS.test(text) && text.length < 1500)
        ) {
          throw new CaptureFailedError('blocked', CAPTURE_MESSAGES.blocked, `status ${status}`);
        }
        if (status >= 400)
          throw new CaptureFailedError('network', CAPTURE_MESSAGES.network, `status ${status}`);

        if (delay === undefined) {
          await page.evaluate(
            hideConsentAndLoadLazy,
            device === 'desktop' ? DESKTOP_CLIP_HEIGHT : MOBILE.height,
          );
          await page
            .waitForNetworkIdle({ idleTime: 250, timeout: Math.min(2000, remaining()) })
            .catch(() => undefined);
        }
        const height = device === 'desktop' ? DESKTOP_CLIP_HEIGHT : MOBILE.height;
        const width = device === 'desktop' ? DESKTOP.width : MOBILE.width;
        const png = await oneAtATime(async () => {
          await page.bringToFront();
          return Buffer.from(
            await page.screenshot({
              type: 'png',
              clip: { x: 0, y: 0, width, height },
              captureBeyondViewport: true,
            }),
          );
        });
        const metadata = device === 'desktop' ? await page.evaluate(readMetadata) : {};
        // The logo is fetched by the page itself (through the egress proxy) and kept as a small data
        // URL: stored with the roast, never hot-linked from visitors' browsers.
        if (metadata.logo)
          metadata.logo =
            (await page.evaluate(inlineImage, metadata.logo).catch(() => undefined)) ?? undefined;
        // The technology stack first, while the page holds only its own code: the facts below inject
        // axe-core, whose bundled core-js leaves `__core-js_shared__` on the window, which once made
        // every page, even one without scripts, "use core-js 3.51.0".
        const technology =
          device === 'desktop'
            ? await collectTechEvidence(page, response ?? null)
                .then((evidence) => detectTechnologies(evidence))
                .catch(() => null)
            : null;
        // Facts after the screenshot, so measuring never changes what was captured.
        const facts: Partial<PageFacts> =
          device === 'desktop'
            ? await collectDesktop(
                page,
                Math.min(3000, Math.max(500, deadline - Date.now())),
                DESKTOP_CLIP_HEIGHT,
              ).catch(() => ({}))
            : await collectMobile(page, MOBILE.width, MOBILE.height).catch(() => ({}));
        // The whole page last, after everything measured on the first screen. Its scroll runs inside
        // this same guarded tab: every request it wakes passes the proxy, and a navigation it sets off
        // is refused by the guard (failing the capture as blocked, checked just below).
        const fullPage =
          device === 'desktop' && delay === undefined && options.fullPage !== false
            ? await captureFullPage(page, oneAtATime, remaining).catch(() => null)
            : null;
        // Whatever the page did meanwhile: no navigation refused, and where it is now is allowed.
        const finalUrl = page.url();
        await guard.assertStayed();
        if (!(await this.proxy.allows(finalUrl)))
          throw new CaptureFailedError('blocked', CAPTURE_MESSAGES.blocked, `ended on ${finalUrl}`);
        return { png, finalUrl, metadata, facts, technology, fullPage };
      })();
      // After a refusal the page closes under the steps still running: their failure is expected.
      work.catch(() => undefined);
      return await Promise.race([work, guard.refusal]);
    } catch (error) {
      if (error instanceof CaptureFailedError) throw error;
      if (error instanceof TimeoutError)
        throw new CaptureFailedError('timeout', CAPTURE_MESSAGES.timeout, String(error));
      throw new CaptureFailedError(
        'network',
        CAPTURE_MESSAGES.network,
        error instanceof Error ? error.message : String(error),
      );
    } finally {
      // A tab left on the error page of a refused navigation can take seconds to close; the browser
      // context is closed after the capture anyway, so do not let the verdict wait for it.
      await Promise.race([page.close().catch(() => undefined), new Promise((r) => setTimeout(r, 500))]);
    }
  }
}

/**
 * The main frame's navigations during one capture, each checked by the SSRF guard. Any refused one
 * fails the capture as blocked: the page tried to take the browser somewhere it may not go.
 */
class NavigationGuard {
  private refused: string | undefined;
  private readonly pending = new Set<Promise<boolean>>();
  private refuse: (error: CaptureFailedError) => void = () => undefined;
  /** Rejects as blocked at the first refused navigation; never resolves. */
  readonly refusal = new Promise<never>((_, reject) => {
    this.refuse = reject;
  });

  constructor() {
    this.refusal.catch(() => undefined); // observed by whoever races it; never unhandled
  }

  check(url: string, verdict: Promise<boolean>): Promise<boolean> {
    const checked = verdict.then((ok) => {
      if (!ok && this.refused === undefined) {
        this.refused = url;
        this.refuse(this.blocked());
      }
      return ok;
    });
    this.pending.add(checked);
    void checked.finally(() => this.pending.delete(checked)).catch(() => undefined);
    return checked;
  }

  /** Waits for checks in flight, then throws if any navigation was refused. */
  async assertStayed(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    if (this.refused !== undefined) throw this.blocked();
  }

  private blocked(): CaptureFailedError {
    return new CaptureFailedError(
      'blocked',
      CAPTURE_MESSAGES.blocked,
      `main-frame navigation refused: ${this.refused}`,
    );
  }
}

/**
 * The page's whole height, bounded (domain/full-page.ts): scroll through it within a time budget to
 * wake lazy images, wait briefly for what that loaded, then one screenshot from the top. Skipped when
 * less than 4 s of the capture's budget are left: the first screens must not fail for the extra.
 */
async function captureFullPage(
  page: Page,
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>,
  remaining: () => number,
): Promise<CapturedFullPage | null> {
  if (remaining() < 4000) return null;
  const started = Date.now();
  const scrollBudget = Math.min(FULL_PAGE_SCROLL_BUDGET_MS, remaining() - 3000);
  // Wait for the network only when the scroll woke something: a page that keeps a request open never
  // goes idle, and would cost the whole wait for nothing.
  let woken = 0;
  const count = () => void woken++;
  page.on('request', count);
  let pageHeight: number;
  try {
    pageHeight = await page.evaluate(scrollThroughPage, FULL_PAGE_MAX_CSS_HEIGHT, scrollBudget);
  } finally {
    page.off('request', count);
  }
  if (woken > 0)
    await page
      .waitForNetworkIdle({ idleTime: 250, timeout: Math.max(1, Math.min(1500, remaining() - 2500)) })
      .catch(() => undefined);
  const capturedHeight = Math.min(Math.max(1, Math.ceil(pageHeight)), FULL_PAGE_MAX_CSS_HEIGHT);
  const jpeg = await oneAtATime(async () => {
    await page.bringToFront();
    return Buffer.from(
      await page.screenshot({
        type: 'jpeg',
        // Re-encoded smaller by the image processor; this first encoding only has to be faithful.
        quality: 90,
        clip: { x: 0, y: 0, width: DESKTOP.width, height: capturedHeight },
        captureBeyondViewport: true,
      }),
    );
  });
  return {
    jpeg,
    pageHeight: Math.ceil(pageHeight),
    capturedHeight,
    truncated: pageHeight > FULL_PAGE_MAX_CSS_HEIGHT,
    elapsedMs: Date.now() - started,
  };
}

/**
 * Runs in the page: scroll down to the bound (or the page's end) in steps, within `budgetMs`, so
 * lazy images and scroll-revealed sections load; back to the top; returns the page's full height.
 */
async function scrollThroughPage(maxHeight: number, budgetMs: number): Promise<number> {
  const height = () =>
    Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0);
  const end = Date.now() + budgetMs;
  for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
  const step = Math.max(300, Math.round(window.innerHeight * 0.8));
  for (let y = 0; y < Math.min(height(), maxHeight) && Date.now() < end; y += step) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 60));
  }
  window.scrollTo(0, 0);
  await new Promise((r) => setTimeout(r, 80));
  return height();
}

/** Runs in the page: hide cookie/consent overlays, scroll through the captured area to wake lazy images. */
async function hideConsentAndLoadLazy(clipHeight: number): Promise<void> {
  const consent =
    /(cookie|consent|gdpr|onetrust|cookiebot|didomi|truste|usercentrics|cmp|qc-cmp|sp_message|privacy-banner)/i;
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
    const style = getComputedStyle(el);
    if (
      (style.position === 'fixed' || style.position === 'sticky') &&
      consent.test(`${el.id} ${el.className}`)
    ) {
      el.style.setProperty('display', 'none', 'important');
    }
  }
  // Consent walls often lock scrolling; undo only a lock (a scroll container on body would change layout).
  // A lock is vertical: `overflow-x: hidden` is how a page hides its sideways overflow, and lifting it
  // would show a page scrolling sideways (and text running off the screen) that visitors never see.
  for (const el of [document.documentElement, document.body]) {
    if (el && /hidden|clip/.test(getComputedStyle(el).overflowY))
      el.style.setProperty('overflow-y', 'visible', 'important');
  }
  for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
  for (let y = 0; y < clipHeight * 2; y += Math.max(200, window.innerHeight / 2)) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 30));
  }
  window.scrollTo(0, 0);
  await new Promise((r) => setTimeout(r, 50));
}

function readMetadata(): { title?: string; description?: string; siteName?: string; logo?: string } {
  const meta = (sel: string) => document.querySelector<HTMLMetaElement>(sel)?.content?.trim() || undefined;
  const icon =
    document.querySelector<HTMLLinkElement>('link[rel~="apple-touch-icon"]')?.href ||
    document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ||
    undefined;
  return {
    title: document.title?.trim() || undefined,
    description: meta('meta[name="description"]') ?? meta('meta[property="og:description"]'),
    siteName: meta('meta[property="og:site_name"]') ?? meta('meta[name="application-name"]'),
    logo: icon,
  };
}

/** Runs in the page: fetches a small raster image and returns it as a data URL (or undefined). */
async function inlineImage(src: string): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 2000);
  try {
    const res = await fetch(src, { signal: controller.signal });
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!res.ok || !/^image\/(png|jpeg|gif|webp|x-icon|vnd\.microsoft\.icon)$/.test(type)) return undefined;
    const blob = await res.blob();
    if (blob.size > 64 * 1024) return undefined;
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  } finally {
    clearTimeout(timer);
  }
}
