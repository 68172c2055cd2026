/**
 * The local server plays CloudFront for the web app: each of the app's pages gets index.html with 200,
 * any other extension-less path gets the same index.html (the app shows "404 Page Not Found") with
 * status 404, and a missing file is a plain 404.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPA_ROUTES } from '../../../functions/domain/spa-routes';
import { LocalApiGateway } from '../../../functions/local/api-gateway';

const INDEX = '<!doctype html><title>UGH</title><div id="root"></div>';
const web = mkdtempSync(join(tmpdir(), 'ugh-spa-status-'));
let gateway: LocalApiGateway;

beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(join(web, 'assets', 'app-abc.js'), 'export {};');
  gateway = new LocalApiGateway({
    host: '127.0.0.1',
    port: 0,
    rootDir: resolve(__dirname, '../../..'),
    webDir: web,
  });
  await gateway.start();
});
afterAll(async () => {
  await gateway?.stop();
  rmSync(web, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${gateway.url}${path}`, init);
/** A concrete URL for a route path: each `:param` becomes a plausible value. */
const example = (path: string) => path.replace(/:[\w-]+/g, 'AbCdEfGhIjKlMnOpQrSt_-');

describe('local server: the app’s pages answer 200, other paths 404', () => {
  it.each(SPA_ROUTES.map((r) => example(r.path)))('GET %s → 200 with the app', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });

  it('accepts what the app’s router accepts: a trailing slash, other letter case, a query string', async () => {
    for (const path of [
      '/gallery/',
      '/Gallery',
      '/error?message=Kettle%20exploded',
      '/checkout?roast_id=x',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it.each(['/no-such-page', '/roast', '/roast/abc/extra', '/industries', '/gallery/2', '/%E2%9C%A8'])(
    'GET %s → 404, still with the app (it shows its 404 page)',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('answers HEAD for an unknown path with 404 too, and a missing file with a plain 404', async () => {
    expect((await get('/no-such-page', { method: 'HEAD' })).status).toBe(404);
    const missing = await get('/assets/missing-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
    expect((await get('/assets/app-abc.js')).status).toBe(200);
  });

  it('leaves unknown API paths to the API (JSON 404)', async () => {
    const res = await get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found' });
  });
});
