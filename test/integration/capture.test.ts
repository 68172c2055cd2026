import { createServer } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotResponseSchema } from '../../functions/domain/api-schemas';
import { BYPASS_URLS } from '../unit/capture/bypass-urls';
import { internalService, startCaptureSites, type CaptureSites } from './helpers/capture-sites';
import type { TestStack } from './helpers/stack';

const PNG_ICON = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#e11d48' } })
  .png()
  .toBuffer();

/** An "internal" service: nothing the capture does may ever reach it. */
const { server: secret, hits: secretHits } = internalService();

function page(body: string, head = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Fixture Co</title>
<meta name="description" content="We make fixtures for tests."><meta property="og:site_name" content="Fixture Co">
<link rel="icon" href="/icon.png">${head}</head><body style="margin:0;font-family:sans-serif">${body}</body></html>`;
}

let secretPort = 0;
const fixtures = createServer((req, res) => {
  const html = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
  switch (req.url) {
    case '/':
      return html(
        200,
        page(`<header style="background:#111;color:#fff;padding:24px"><h1>Fixture Co</h1></header>
        <main style="padding:40px"><h2>We make fixtures</h2><p>Reliable, repeatable, roastable.</p><a href="#">Start</a></main>
        <div id="cookie-banner" style="position:fixed;bottom:0;left:0;right:0;height:200px;background:#ff0">We use cookies</div>`),
      );
    case '/icon.png':
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(PNG_ICON);
    case '/redirect-metadata':
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    case '/redirect-secret':
      res.writeHead(302, { location: `http://127.0.0.1:${secretPort}/secret` });
      return res.end();
    case '/embeds':
      return html(
        200,
        page(`<h1>Embeds</h1><img src="http://127.0.0.1:${secretPort}/img.png" alt="">
        <iframe src="http://127.0.0.1:${secretPort}/frame" title="x"></iframe>
        <script>
          fetch('http://127.0.0.1:${secretPort}/fetch').catch(() => {});
          try { new WebSocket('ws://127.0.0.1:${secretPort}/ws'); } catch (e) {}
          try { navigator.serviceWorker.register('/sw.js'); } catch (e) {}
        </script>`),
      );
    case '/facts':
      return html(
        200,
        page(`<main style="padding:24px;background:#fff">
        <h1>Facts fixture</h1>
        <h3>Skipped a level</h3>
        <p>Plain text with <em style="font-family:'DejaVu Serif', serif">an italic serif aside</em></p>
        <p id="faint" style="color:#bbbbbb;font-size:16px">Barely readable grey text on white</p>
        <a id="tiny" href="/x" style="display:inline-block;width:20px;height:20px;background:#333;color:#fff">x</a>
        <div id="wide" style="width:900px;height:40px;background:#eee">too wide for a phone</div>
        <img src="/icon.png" width="64" height="64">
      </main>`),
      );
    case '/no-scripts':
      // Issue 17: a page with no script at all once reported "core-js 3.51.0" (the capturer's own
      // axe-core, injected to measure the page, left its core-js global behind before detection ran).
      return html(
        200,
        page(
          `<main style="padding:24px"><h1>Plain page</h1><p>Nothing but HTML and inline style.</p></main>`,
        ),
      );
    case '/stack':
      res.setHeader('x-powered-by', 'Express');
      return html(
        200,
        page(
          '<h1>Stack</h1><div id="__next"></div><script src="/assets/jquery-3.7.1.min.js"></script>',
          '<meta name="generator" content="WordPress 6.4.2">',
        ),
      );
    case '/assets/jquery-3.7.1.min.js':
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end("window.jQuery = window.$ = function () {}; window.jQuery.fn = { jquery: '3.7.1' };");
    case '/challenge':
      return html(
        403,
        '<html><head><title>Just a moment...</title></head><body>Checking your browser before accessing.</body></html>',
      );
    case '/slow':
      return; // never answers
    default:
      return html(404, 'not found');
  }
});

let stack: TestStack;
let base = '';
let sites: CaptureSites | undefined;
beforeAll(async () => {
  sites = await startCaptureSites(fixtures, secret, { budgetMs: 6000 });
  ({ stack, base, secretPort } = sites);
});
afterAll(async () => {
  await sites?.stop();
});

const capture = (url: string) => stack.api.post('/api/screenshot', { url, reducedMotion: true });

describe('POST /api/screenshot', () => {
  it('captures desktop and mobile screenshots of a page, with its metadata and an inlined logo', async () => {
    const res = await capture(`${base}/`);
    expect(res.status).toBe(200);
    const body = screenshotResponseSchema.parse(res.body);
    expect(body).toMatchObject({ success: true, error: null, errorType: null });
    expect(body.captureId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const desktop = await sharp(Buffer.from(body.desktopScreenshot!, 'base64')).metadata();
    const mobile = await sharp(Buffer.from(body.mobileScreenshot!, 'base64')).metadata();
    expect([desktop.format, desktop.width, desktop.height]).toEqual(['jpeg', 1200, 1000]);
    expect([mobile.format, mobile.width, mobile.height]).toEqual(['jpeg', 555, 1200]);
    expect(body.websiteMetadata).toMatchObject({
      title: 'Fixture Co',
      name: 'Fixture Co',
      description: 'We make fixtures for tests.',
      domain: '127.0.0.1',
      url: `${base}/`,
    });
    expect(body.websiteMetadata?.logo).toMatch(/^data:image\/png;base64,/);
    // The fixed cookie banner (yellow, bottom of the first screen) was hidden before the shot.
    const { data, info } = await sharp(Buffer.from(body.desktopScreenshot!, 'base64'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    const bannerPixel = at(600, Math.round((850 / 900) * 750));
    expect(bannerPixel[2]).toBeGreaterThan(200); // white page, not the yellow banner (blue channel ~0)
  });

  it('measures page facts on the live page and keeps them under the capture id', async () => {
    const res = await capture(`${base}/facts`);
    expect(res.body.success).toBe(true);
    const stored = await stack.bucketJson(`captures/${res.body.captureId}.json`);
    const facts = stored.facts;
    expect(stored.websiteMetadata.url).toBe(`${base}/facts`);
    // #bbbbbb on white is 1.92:1, far below the 4.5:1 AA requirement for 16 px text.
    const faint = facts.lowContrast.find((p: { label: string }) => p.label.startsWith('p#faint'));
    expect(faint).toMatchObject({ required: 4.5, fontSizePx: 16 });
    expect(faint.ratio).toBeCloseTo(1.92, 1);
    expect(facts.smallTapTargets.map((t: { label: string }) => t.label)).toContain('a#tiny "x"');
    expect(facts.mobileOverflowPx).toBeGreaterThan(400);
    expect(facts.overflowingElements.map((e: { label: string }) => e.label)).toContain(
      'div#wide "too wide for a phone"',
    );
    expect(facts.mobileViewportMeta).toBe(false);
    expect(facts.headings).toEqual([1, 3]);
    expect(facts.imagesWithoutAlt).toHaveLength(1);
    expect(facts.axeViolations.map((v: { id: string }) => v.id)).toEqual(
      expect.arrayContaining(['color-contrast', 'image-alt']),
    );
    expect(facts.renderedFonts.length).toBeGreaterThan(0);
    // Type styles as the designer asked for them: the stack's first family, weight, upright or italic.
    expect(facts.typeStyles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ family: 'sans-serif', weight: 700, italic: false, count: 2 }),
        expect.objectContaining({ family: 'sans-serif', weight: 400, italic: false }),
        { family: 'dejavu serif', weight: 400, italic: true, count: 1 },
      ]),
    );
    expect(facts.requestCount).toBeGreaterThanOrEqual(2);
    expect(facts.pageWeightBytes).toBeGreaterThan(0);
  });

  it('detects the technology stack with versions and carries it into a roast made from the capture', async () => {
    const res = await capture(`${base}/stack`);
    expect(res.body.success).toBe(true);
    const { websiteAnalysis } = await stack.bucketJson(`captures/${res.body.captureId}.json`);
    const all = Object.values(websiteAnalysis.technology).flat() as { name: string; version?: string }[];
    expect(all).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'jQuery', version: '3.7.1' })]),
    );
    expect(websiteAnalysis.technology.backend.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['WordPress', 'Express']),
    );
    // The UI's capture-then-roast flow: the screenshots come back with the capture id.
    const roast = await stack.api.post('/api/roasts', {
      images: [res.body.desktopScreenshot, res.body.mobileScreenshot],
      roastLevel: 'honest',
      websiteMetadata: res.body.websiteMetadata,
      captureId: res.body.captureId,
    });
    expect(roast.status).toBe(201);
    expect((await stack.api.waitForStatus(roast.body.id)).status).toBe('ready');
    const detail = (await stack.api.get(`/api/roasts/${roast.body.id}`)).body;
    expect(detail.websiteAnalysis.technology.backend.map((t: { name: string }) => t.name)).toContain(
      'WordPress',
    );
    expect(detail.websiteTitle).toBe('Fixture Co');
  });

  it('detects nothing from the frontend category on a page without scripts, nor the capturer own axe-core', async () => {
    const res = await capture(`${base}/no-scripts`);
    expect(res.body.success).toBe(true);
    const { websiteAnalysis } = await stack.bucketJson(`captures/${res.body.captureId}.json`);
    expect(websiteAnalysis.technology.frontend).toEqual([]);
    const names = (Object.values(websiteAnalysis.technology).flat() as { name: string }[]).map((t) => t.name);
    expect(names).not.toContain('core-js');
  });

  it('roasts a URL in one call: the workflow captures it first (POST /api/roasts {url, roastLevel})', async () => {
    const res = await stack.api.post('/api/roasts', { url: `${base}/stack`, roastLevel: 'brutal' });
    expect(res.status).toBe(201);
    const done = await stack.api.waitForStatus(res.body.id, 30_000);
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'ready' });
    const detail = (await stack.api.get(`/api/roasts/${res.body.id}`)).body;
    expect(detail.images).toHaveLength(2);
    expect(detail.websiteUrl).toBe(`${base}/stack`);
    expect(detail.websiteTitle).toBe('Fixture Co');
    expect(detail.websiteAnalysis.technology.backend.map((t: { name: string }) => t.name)).toContain(
      'WordPress',
    );
    const desktop = await fetch(`${stack.url}${detail.images[0]}`);
    expect((await sharp(Buffer.from(await desktop.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it('turns live-page facts into named violations with evidence on a roast made from the capture', async () => {
    const res = await stack.api.post('/api/roasts', { url: `${base}/facts`, roastLevel: 'brutal' });
    expect(res.status).toBe(201);
    const done = await stack.api.waitForStatus(res.body.id, 30_000);
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'ready' });
    const detail = (await stack.api.get(`/api/roasts/${res.body.id}`)).body;
    const byMetric = (metric: string) =>
      detail.violations.find((v: { evidence?: { metric: string } }) => v.evidence?.metric === metric);
    const contrast = byMetric('worstContrastRatio');
    expect(contrast, JSON.stringify(detail.violations)).toBeDefined();
    expect(contrast.evidence.value).toBeCloseTo(1.92, 1);
    expect(contrast.description).toContain('p#faint');
    expect(contrast.evidence.region).toMatchObject({ imageIndex: 0 });
    expect(byMetric('smallTapTargets')?.description).toContain('a#tiny');
    expect(byMetric('horizontalOverflowPx')).toBeDefined();
  });

  it('refuses a one-call roast of an internal address at once, and fails one that redirects inside', async () => {
    const refused = await stack.api.post('/api/roasts', {
      url: 'http://169.254.169.254/',
      roastLevel: 'brutal',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ type: 'validation_error' });
    const sneaky = await stack.api.post('/api/roasts', {
      url: `${base}/redirect-secret`,
      roastLevel: 'brutal',
    });
    expect(sneaky.status).toBe(201);
    const status = await stack.api.waitForStatus(sneaky.body.id, 30_000);
    expect(status.status).toBe('failed');
    expect(status.message).not.toMatch(/127\.0\.0\.1|secret/);
    expect(secretHits).toEqual([]);
    const both = await stack.api.post('/api/roasts', {
      url: `${base}/`,
      images: ['abc'],
      roastLevel: 'brutal',
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/^url: give either screenshots or a url/);
  });

  it('runs either strategy of the screenshot accuracy tool (POST /api/screenshot-test)', async () => {
    for (const body of [
      { url: `${base}/`, strategy: 'delay', waitFor: 800 },
      { url: `${base}/`, strategy: 'networkidle', waitUntil: 'networkidle0' },
    ]) {
      const res = await stack.api.post('/api/screenshot-test', body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, error: null });
      expect((await sharp(Buffer.from(res.body.desktopScreenshot, 'base64')).metadata()).format).toBe('jpeg');
      expect((await sharp(Buffer.from(res.body.mobileScreenshot, 'base64')).metadata()).format).toBe('jpeg');
    }
    const internal = await stack.api.post('/api/screenshot-test', {
      url: 'http://10.0.0.1/',
      strategy: 'delay',
    });
    expect(internal.body).toMatchObject({ success: false, desktopScreenshot: null });
    const bad = await stack.api.post('/api/screenshot-test', { url: `${base}/`, strategy: 'sleep' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('strategy: must be delay or networkidle');
  });

  it('refuses internal addresses before starting a browser, with a generic message', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:22/',
      `http://127.0.0.1:${secretPort}/secret`,
      'file:///etc/passwd',
    ]) {
      const res = await capture(url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, errorType: 'invalid_url', desktopScreenshot: null });
      expect(res.body.error).not.toMatch(/169|127|secret|RFC|loopback/);
    }
  });

  it.each(BYPASS_URLS)('refuses the bypass URL %s on the live path, generically', async (url) => {
    const res = await capture(url);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      desktopScreenshot: null,
      mobileScreenshot: null,
      captureId: null,
    });
    expect(['invalid_url', 'network', 'blocked']).toContain(res.body.errorType);
    expect(res.body.error).not.toMatch(/127\.|169\.254|::1|passwd|environ|metadata|RFC|loopback|private/i);
  });

  it('asks for a URL when it is empty, in the spec’s words', async () => {
    const res = await capture('   ');
    expect(res.body).toMatchObject({
      success: false,
      errorType: 'invalid_url',
      error: 'Please enter a website URL',
    });
  });

  it('follows no redirect to a blocked address and returns no content from it', async () => {
    for (const path of ['/redirect-metadata', '/redirect-secret']) {
      const res = await capture(`${base}${path}`);
      expect(res.body.success).toBe(false);
      expect(res.body.desktopScreenshot).toBeNull();
    }
    expect(secretHits).toEqual([]);
  });

  it('captures a page whose images, iframes, fetches and WebSockets aim inside, without reaching them', async () => {
    const res = await capture(`${base}/embeds`);
    expect(res.body.success).toBe(true);
    expect(secretHits).toEqual([]);
  });

  it('reports a bot challenge as blocked, with the spec’s message', async () => {
    const res = await capture(`${base}/challenge`);
    expect(res.body).toMatchObject({
      success: false,
      errorType: 'blocked',
      error: 'This website blocks automated screenshot capture. Try uploading screenshots manually.',
    });
  });

  it('gives up on a page that never answers, with the spec’s timeout message', async () => {
    const res = await capture(`${base}/slow`);
    expect(res.body).toMatchObject({
      success: false,
      errorType: 'timeout',
      error: 'Website took too long to load. Try again or use a faster-loading page.',
    });
  });

  it('refuses a malformed request naming the field', async () => {
    const res = await stack.api.post('/api/screenshot', { reducedMotion: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('url: is required');
  });
});
