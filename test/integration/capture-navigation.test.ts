import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalService, startCaptureSites, type CaptureSites } from './helpers/capture-sites';
import type { TestStack } from './helpers/stack';

/**
 * A public page that sends the browser somewhere internal after it has loaded (script, meta refresh)
 * must not come back as a capture of that address: every main-frame navigation and the final URL pass
 * the same SSRF guard as the address the visitor typed. Only the fixture site's port is allowed
 * (CAPTURE_ALLOWED_HOSTS); the "internal" service on another loopback port is not, like any
 * private address.
 */
const BLOCKED = 'This website blocks automated screenshot capture. Try uploading screenshots manually.';

const { server: secret, hits: secretHits } = internalService(
  '<title>Internal admin</title><h1>top secret</h1>',
);
let secretPort = 0;

const page = (head: string, body = '<h1>Perfectly public</h1><p>Nothing to see here.</p>') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Public Co</title>${head}</head>` +
  `<body style="font-family:sans-serif;padding:40px">${body}</body></html>`;

/** HTTP redirects to schemes a capture may never load: refused by the browser's own rules too. */
const SCHEME_REDIRECTS: Record<string, string> = {
  '/redirect-file': 'file:///etc/passwd',
  '/redirect-data': 'data:text/html,<h1>not the site</h1>',
  '/redirect-chrome': 'chrome://settings/',
};

const fixtures = createServer((req, res) => {
  const redirect = SCHEME_REDIRECTS[req.url ?? ''];
  if (redirect) {
    res.writeHead(302, { location: redirect });
    return void res.end();
  }
  const internal = `http://127.0.0.1:${secretPort}/secret`;
  const html: Record<string, string> = {
    '/script-redirect': page(`<script>setTimeout(() => { location.href = '${internal}'; }, 50);</script>`),
    '/script-redirect-late': page(
      `<script>setTimeout(() => { location.href = '${internal}'; }, 900);</script>`,
    ),
    '/meta-refresh': page(`<meta http-equiv="refresh" content="0;url=${internal}">`),
    '/script-private-network': page(
      `<script>setTimeout(() => location.replace('http://10.0.0.1/'), 50);</script>`,
    ),
  };
  const body = html[req.url ?? ''];
  res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body ?? 'not found');
});

let stack: TestStack;
let base = '';
let sites: CaptureSites | undefined;
beforeAll(async () => {
  // Generous: these pages load at once, and a busy machine must not turn "blocked" into "timeout".
  sites = await startCaptureSites(fixtures, secret, { budgetMs: 15_000 });
  ({ stack, base, secretPort } = sites);
}, 60_000);
afterAll(async () => {
  await sites?.stop();
});

describe('a page that navigates itself to a blocked address during capture', () => {
  it.each(['/script-redirect', '/script-redirect-late', '/meta-refresh', '/script-private-network'])(
    '%s is reported as blocked, with no screenshot and no metadata of the internal address',
    async (path) => {
      // The redirect races the capture; every run must come out the same.
      for (let run = 0; run < 3; run++) {
        const res = await stack.api.post('/api/screenshot', { url: `${base}${path}`, reducedMotion: true });
        expect(res.status).toBe(200);
        const { success, errorType, error, desktopScreenshot, mobileScreenshot, websiteMetadata, captureId } =
          res.body;
        expect({
          run,
          success,
          errorType,
          error,
          screenshots: [desktopScreenshot, mobileScreenshot].filter(Boolean).length,
          url: websiteMetadata?.url ?? null,
          captureId,
        }).toEqual({
          run,
          success: false,
          errorType: 'blocked',
          error: BLOCKED,
          screenshots: 0,
          url: null,
          captureId: null,
        });
      }
      expect(secretHits).toEqual([]);
    },
    60_000,
  );

  it.each(Object.keys(SCHEME_REDIRECTS))(
    '%s (a redirect to a file:, data: or chrome: address) is reported as blocked, not as a network error',
    async (path) => {
      const res = await stack.api.post('/api/screenshot', { url: `${base}${path}`, reducedMotion: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: false,
        errorType: 'blocked',
        error: BLOCKED,
        desktopScreenshot: null,
        captureId: null,
      });
    },
    60_000,
  );

  it('fails a one-call URL roast of it with the same message, not a server error', async () => {
    const res = await stack.api.post('/api/roasts', { url: `${base}/script-redirect`, roastLevel: 'brutal' });
    expect(res.status).toBe(201);
    const status = await stack.api.waitForStatus(res.body.id, 30_000);
    expect(status).toMatchObject({ status: 'failed', message: BLOCKED });
    expect(secretHits).toEqual([]);
  }, 60_000);
});
