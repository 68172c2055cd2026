import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteJpegBase64 } from './helpers/images';
import { localS3Client, startTestStack, type TestStack } from './helpers/stack';

/**
 * The colour-vision preview (docs/colour-vision.md) on the real local stack: previews drawn
 * by sharp and kept in the roast's folder, the visibility and deletion rules of the screenshots, and
 * what dichromats lose, from real captures: white text on red, and a red button on a green page.
 */
const PAGES: Record<string, string> = {
  '/red-button': `<!doctype html><html><head><meta charset="utf-8"><title>Red Co</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif;background:#fff;color:#111">
<main style="padding:40px"><h1>Red Co</h1><p>Plain dark text on white reads for everyone.</p>
<a id="buy" href="#" style="display:inline-block;padding:14px 20px;background:#d00;color:#fff;font-size:16px">Buy now</a>
</main></body></html>`,
  // A red button on a green hero: clear to most visitors, one olive blur with deuteranopia.
  '/green-shop': `<!doctype html><html><head><meta charset="utf-8"><title>Greenleaf</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif;background:#fff;color:#1f2937">
<header style="padding:24px 80px;font-size:28px;font-weight:700">Greenleaf Garden Supply</header>
<section style="background:#4c9a3c;color:#fff;padding:120px 80px 160px">
<h1 style="margin:0 0 24px;font-size:64px">Everything your garden needs</h1>
<p style="margin:0 0 48px;font-size:26px">Seeds, soil and tools, delivered tomorrow.</p>
<a href="#" style="display:inline-block;padding:20px 56px;border-radius:8px;background:#c8382c;color:#fff;font-size:28px;font-weight:700;text-decoration:none">Buy now</a>
</section></body></html>`,
};
const fixtures = createServer((req, res) => {
  const page = PAGES[req.url ?? ''];
  if (!page) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(page);
});

let stack: TestStack;
let s3: S3Client;
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fixtures.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`;
  process.env.CAPTURE_ALLOWED_HOSTS = new URL(base).host;
  process.env.CAPTURE_BUDGET_MS = '6000';
  stack = await startTestStack({ perIpLimits: { createRoast: { limit: 1000, windowSeconds: 3600 } } });
  s3 = localS3Client(stack.endpoints.s3);
});
afterAll(async () => {
  s3?.destroy();
  await stack?.stop();
  fixtures.closeAllConnections();
  await new Promise((r) => fixtures.close(r));
});

async function uploadRoast(): Promise<{ id: string; ownerKey: string }> {
  const created = await stack.api.post('/api/roasts', {
    images: [await websiteJpegBase64()],
    roastLevel: 'brutal',
  });
  expect(created.status).toBe(201);
  expect((await stack.api.waitForStatus(created.body.id, 30_000)).status).toBe('ready');
  return created.body;
}

async function fetchBytes(path: string) {
  const res = await fetch(`${stack.url}${path}`);
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /api/roasts/{id}/colour-vision/{type}', () => {
  it('answers a JPEG of the first screenshot’s size, redrawn, and keeps it in the roast’s folder', async () => {
    const { id } = await uploadRoast();
    const detail = (await stack.api.get(`/api/roasts/${id}`)).body;
    const original = await fetchBytes(detail.images[0]);
    const preview = await fetchBytes(`/api/roasts/${id}/colour-vision/deuteranopia`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const [a, b] = await Promise.all([sharp(original.body).metadata(), sharp(preview.body).metadata()]);
    expect([b.format, b.width, b.height]).toEqual(['jpeg', a.width, a.height]);
    // Redrawn, not the screenshot again.
    expect(preview.body.equals(original.body)).toBe(false);
    expect(preview.headers.get('cache-control')).toMatch(/\bs-maxage=0\b/);
    expect((await stack.bucketKeys()).filter((k) => k.startsWith(`screenshots/${id}/cvd-`))).toEqual([
      `screenshots/${id}/cvd-deuteranopia.jpg`,
    ]);
  });

  it('serves the second request from the stored preview, not a new drawing', async () => {
    const { id } = await uploadRoast();
    expect((await fetchBytes(`/api/roasts/${id}/colour-vision/tritanopia`)).status).toBe(200);
    // Replace the stored preview with a marker image: only a read from the store can return it.
    const marker = await sharp({ create: { width: 7, height: 5, channels: 3, background: '#0f0' } })
      .jpeg()
      .toBuffer();
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.bucketName,
        Key: `screenshots/${id}/cvd-tritanopia.jpg`,
        Body: marker,
        ContentType: 'image/jpeg',
      }),
    );
    const again = await fetchBytes(`/api/roasts/${id}/colour-vision/tritanopia`);
    expect(again.status).toBe(200);
    expect(again.body.equals(marker)).toBe(true);
  });

  it('refuses an unknown type with 400, naming the ones there are', async () => {
    const { id } = await uploadRoast();
    const res = await stack.api.get(`/api/roasts/${id}/colour-vision/achromatopsia`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Unknown colour-vision type "achromatopsia": use protanopia, deuteranopia, tritanopia',
    );
  });

  it('answers 404 for a roast that does not exist', async () => {
    expect((await fetchBytes('/api/roasts/AbCdEfGhIjKlMnOpQrSt_-/colour-vision/protanopia')).status).toBe(
      404,
    );
    expect((await stack.api.get('/api/roasts/AbCdEfGhIjKlMnOpQrSt_-/colour-vision')).status).toBe(404);
  });

  it('goes with the roast: 404 after deletion, and the stored previews are gone from its folder', async () => {
    const { id, ownerKey } = await uploadRoast();
    for (const type of ['protanopia', 'deuteranopia', 'tritanopia'])
      expect((await fetchBytes(`/api/roasts/${id}/colour-vision/${type}`)).status).toBe(200);
    expect((await stack.bucketKeys()).filter((k) => k.includes(`${id}/cvd-`))).toHaveLength(3);

    const deleted = await stack.api.delete(`/api/roasts/${id}`, { headers: { 'x-owner-key': ownerKey } });
    expect(deleted.status).toBe(200);

    expect((await fetchBytes(`/api/roasts/${id}/colour-vision/protanopia`)).status).toBe(404);
    expect((await stack.api.get(`/api/roasts/${id}/colour-vision`)).status).toBe(404);
    expect((await stack.bucketKeys()).filter((k) => k.startsWith(`screenshots/${id}/`))).toEqual([]);
  });

  it('shows a private roast’s previews to whoever has its link, as its screenshots, but never to indexes', async () => {
    const { id } = await uploadRoast();
    const detail = (await stack.api.get(`/api/roasts/${id}`)).body;
    // A new roast is private until promoted: never listed, reachable by its link.
    const listed = (await stack.api.get('/api/roasts')).body.roasts.map((r: { id: string }) => r.id);
    expect(listed).not.toContain(id);
    expect((await fetchBytes(detail.images[0])).status).toBe(200);
    const preview = await fetchBytes(`/api/roasts/${id}/colour-vision/protanopia`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    expect((await stack.api.get(`/api/roasts/${id}/colour-vision`)).status).toBe(200);
  });
});

describe('GET /api/roasts/{id}/colour-vision', () => {
  it('checks the colours read off an uploaded screenshot too', async () => {
    const { id } = await uploadRoast();
    const res = await stack.api.get(`/api/roasts/${id}/colour-vision`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ types: ['protanopia', 'deuteranopia', 'tritanopia'] });
    expect(res.body.pairsChecked).toEqual(expect.any(Number));
    expect(await stack.bucketKeys()).toContain(`screenshots/${id}/colour-pairs.json`);
  });

  it('says the red "Buy now" button on a green page merges into it with deuteranopia, as the preview shows', async () => {
    const created = await stack.api.post('/api/roasts', { url: `${base}/green-shop`, roastLevel: 'brutal' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await stack.api.waitForStatus(id, 60_000)).toMatchObject({ status: 'ready' });
    const res = await stack.api.get(`/api/roasts/${id}/colour-vision`);
    const button = res.body.flags.find((f: { kind: string }) => f.kind === 'element');
    expect(button, JSON.stringify(res.body)).toMatchObject({ source: 'screenshot' });
    expect(button.failsFor.map((f: { type: string }) => f.type)).toContain('deuteranopia');
  });

  it('flags white on red from a captured page: fine for most visitors, under 4.5:1 with deuteranopia', async () => {
    const created = await stack.api.post('/api/roasts', { url: `${base}/red-button`, roastLevel: 'brutal' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const done = await stack.api.waitForStatus(id, 60_000);
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'ready' });
    // The Critique step kept the capture's coloured pairs with the roast (the facts themselves expire).
    expect(await stack.bucketKeys()).toContain(`screenshots/${id}/colour-pairs.json`);

    const res = await stack.api.get(`/api/roasts/${id}/colour-vision`);
    expect(res.status).toBe(200);
    expect(res.body.pairsChecked).toBeGreaterThanOrEqual(1);
    const buy = res.body.flags.find(
      (f: { label: string; source: string }) => f.source === 'page' && f.label.includes('Buy now'),
    );
    expect(buy, JSON.stringify(res.body)).toMatchObject({
      foreground: '#fff',
      background: '#d00',
      required: 4.5,
      typicalRatio: 5.15,
    });
    expect(buy.failsFor).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'deuteranopia', ratio: 4.19 })]),
    );
    // Dark grey on white holds for everyone: never flagged.
    expect(res.body.flags.every((f: { foreground: string }) => f.foreground !== '#111')).toBe(true);
  });
});
