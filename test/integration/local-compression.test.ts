/**
 * Local mode compresses like CloudFront (`compress: true`): the SPA's bundle and larger API bodies go
 * out as Brotli or gzip when the browser asks, so speed measurements against `npm start` are honest.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteJpegBase64 } from './helpers/images';
import { rawRequest } from './helpers/raw-http';
import { startTestStack, type TestStack } from './helpers/stack';

const rawGet = (url: string, acceptEncoding?: string) =>
  rawRequest('GET', url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const bundle = `export function roast(){return "Your navigation is a scavenger hunt.";}\n`.repeat(800);

let stack: TestStack;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'ugh-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), `<!doctype html><title>UGH</title>${'<p>shell</p>'.repeat(200)}`);
  writeFileSync(join(web, 'assets', 'index-abc123.js'), bundle);
  writeFileSync(join(web, 'assets', 'tiny-abc123.js'), 'export {};');
  stack = await startTestStack({ webDir: web });
});
afterAll(() => stack?.stop());

describe('local mode compresses like the CDN', () => {
  it('serves the SPA bundle as Brotli to a browser that accepts it, byte-identical once decoded', async () => {
    const res = await rawGet(`${stack.url}/assets/index-abc123.js`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body.length).toBeLessThan(bundle.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(bundle);
  });

  it('falls back to gzip, and to the plain file when the client asks for no encoding', async () => {
    const gz = await rawGet(`${stack.url}/assets/index-abc123.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bundle);
    const plain = await rawGet(`${stack.url}/assets/index-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
  });

  it('compresses the index.html served for client routes, and leaves tiny files alone', async () => {
    const page = await rawGet(`${stack.url}/gallery`, 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>UGH</title>');
    const tiny = await rawGet(`${stack.url}/assets/tiny-abc123.js`, 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};');
  });

  it('compresses API JSON over 1 000 bytes and keeps small bodies plain', async () => {
    const notFound = await rawGet(`${stack.url}/api/roasts/AAAAAAAAAAAAAAAAAAAAAA`, 'gzip');
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(notFound.body.toString())).toEqual({ message: expect.any(String) });
    const health = await rawGet(`${stack.url}/api/health`, 'gzip');
    expect(health.headers['content-encoding']).toBeUndefined();

    // A ready roast's detail (roast text, violations with evidence) is several kilobytes.
    const created = await stack.api.post('/api/roasts', {
      images: [await websiteJpegBase64('wikipedia.org_website.png')],
      roastLevel: 'honest',
    });
    expect(created.status).toBe(201);
    expect((await stack.api.waitForStatus(created.body.id, 15_000)).status).toBe('ready');
    const detail = await rawGet(`${stack.url}/api/roasts/${created.body.id}`, 'gzip');
    expect(detail.status).toBe(200);
    expect(detail.headers['content-encoding']).toBe('gzip');
    const roast = JSON.parse(gunzipSync(detail.body).toString());
    expect(roast.id).toBe(created.body.id);
    expect(detail.body.length).toBeLessThan(JSON.stringify(roast).length);
  });

  it('serves an edge-cached API body in the coding each client asks for, hit after hit', async () => {
    const url = `${stack.url}/api/design-principles`;
    const first = await rawGet(url, 'br');
    expect(first.headers['x-cache']).toBe('Miss from local-edge');
    expect(first.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(first.body).toString();
    const again = await rawGet(url, 'br');
    expect(again.headers['x-cache']).toBe('Hit from local-edge');
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.body).toString()).toBe(json);
    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['x-cache']).toBe('Hit from local-edge');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(json);
    const plain = await rawGet(url);
    expect(plain.headers['x-cache']).toBe('Hit from local-edge');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(json);
  });
});
