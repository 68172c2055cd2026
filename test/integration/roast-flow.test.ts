import { describe, expect, it } from 'vitest';
import {
  createRoastResponseSchema,
  roastDetailSchema,
  roastStatusResponseSchema,
} from '../../functions/domain/api-schemas';
import { CRITERIA } from '../../functions/domain/criteria';
import { verdictFor } from '../../functions/domain/verdicts';
import { websiteJpegBase64 } from './helpers/images';
import { useTestStack } from './helpers/stack';

const stack = useTestStack();

describe('creating a roast from two screenshots', () => {
  let created: { id: string; number: number; ownerKey: string; status: string };

  it('answers 201 with an unguessable id, a display number and an owner key', async () => {
    const images = [
      await websiteJpegBase64('aalto.fi_website.png'),
      await websiteJpegBase64('myhelsinki.fi_website.png'),
    ];
    const res = await stack.api.post('/api/roasts', {
      images,
      roastLevel: 'brutal',
      websiteMetadata: { url: 'https://www.aalto.fi', title: 'Aalto University' },
    });
    expect(res.status).toBe(201);
    created = createRoastResponseSchema.parse(res.body);
    expect(created.status).toBe('processing');
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.ownerKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('reaches ready through the workflow', async () => {
    // Seconds when the machine is idle; a minute leaves room for a loaded CI host (speed is bench:local's).
    const status = await stack.api.waitForStatus(created.id, 60_000);
    expect(roastStatusResponseSchema.parse(status).status).toBe('ready');
  }, 90_000);

  it('returns every detail field in range, with score and verdict from the formula', async () => {
    const res = await stack.api.get(`/api/roasts/${created.id}`);
    expect(res.status).toBe(200);
    const roast = roastDetailSchema.parse(res.body);
    expect(roast.id).toBe(created.id);
    expect(roast.number).toBe(created.number);
    expect(roast.roastLevel).toBe('brutal');
    expect(roast.images).toHaveLength(2);
    expect(roast.websiteDomain).toBe('aalto.fi');
    expect(roast.websiteTitle).toBe('Aalto University');
    expect(roast.isPromoted).toBe(false);
    expect(roast.likes).toBe(0);
    expect(roast.roastText.length).toBeGreaterThan(40);
    expect(roast.engine).toBe('offline');
    const quality = CRITERIA.reduce((sum, c) => sum + (c.weightPercent / 100) * roast[c.key], 0);
    expect(roast.ughScore).toBe(100 - Math.round(quality * 10));
    expect(roast.verdict).toBe(verdictFor(roast.ughScore));
    expect(roast.violationCount).toBe(roast.violations.length);
    expect(roast.improvements.length).toBeGreaterThan(0);
    expect(roast.clarityAnalysis?.score).toBeGreaterThanOrEqual(0);
  });

  it('serves the stored screenshots and thumbnail as JPEG with nosniff', async () => {
    const detail = (await stack.api.get(`/api/roasts/${created.id}`)).body;
    for (const url of [...detail.images, detail.thumbnail]) {
      const res = await fetch(`${stack.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect((await fetch(`${stack.url}/api/roasts/${created.id}/images/4`)).status).toBe(404);
  });

  it('stores the images re-encoded: longest side at most 1200 px, no EXIF', async () => {
    const { default: sharp } = await import('sharp');
    const res = await fetch(`${stack.url}/api/roasts/${created.id}/images/0`);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1200);
    expect(meta.exif).toBeUndefined();
  });

  it('keeps private roasts out of the gallery and leaderboards', async () => {
    const list = await stack.api.get('/api/roasts');
    expect(list.status).toBe(200);
    expect(list.body.roasts.map((r: { id: string }) => r.id)).not.toContain(created.id);
    for (const board of ['brutal', 'designed']) {
      const res = await stack.api.get(`/api/roasts/leaderboard/${board}`);
      expect(res.status).toBe(200);
      expect(res.body.map((r: { id: string }) => r.id)).not.toContain(created.id);
    }
  });

  it('answers 404 for a well-formed id that does not exist, and for malformed ids', async () => {
    const missing = await stack.api.get('/api/roasts/AAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Roast not found' });
    expect((await stack.api.get('/api/roasts/not-an-id')).status).toBe(404);
    expect((await stack.api.get('/api/roasts/AAAAAAAAAAAAAAAAAAAAAA/status')).status).toBe(404);
  });
});

describe('roast numbers and ids', () => {
  it('numbers roasts sequentially while ids stay random', async () => {
    const image = await websiteJpegBase64('wikipedia.org_website.png');
    const results = [];
    for (let i = 0; i < 3; i++) {
      const res = await stack.api.post('/api/roasts', { images: [image], roastLevel: 'honest' });
      expect(res.status).toBe(201);
      results.push(res.body as { id: string; number: number });
    }
    const numbers = results.map((r) => r.number);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[1]! + 1);
    expect(new Set(results.map((r) => r.id)).size).toBe(3);
    for (const r of results) {
      expect(r.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(r.id, 'base64url')).toHaveLength(16);
    }
    await Promise.all(results.map((r) => stack.api.waitForStatus(r.id)));
  });
});

describe('the API surface', () => {
  it('answers unknown routes with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/roasts/leaderboard/brutal'],
      ['PUT', '/api/roasts'],
    ] as const) {
      const res = await stack.api.request(method, path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not Found' });
    }
  });

  it('reports health of the database and the screenshot store', async () => {
    const res = await stack.api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  });

  it('rejects bad gallery queries naming the field', async () => {
    const res = await stack.api.get('/api/roasts?limit=500');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^limit: /);
    const sort = await stack.api.get('/api/roasts?sort=random');
    expect(sort.status).toBe(400);
    expect(sort.body.message).toMatch(/^sort: /);
  });

  it('answers the gallery as if an unknown query parameter were not there: the edge passes on only those it reads', async () => {
    // As CloudFront's cache policy for the route: `?foo=1` is neither part of the key nor forwarded, so
    // it can neither split the cache nor reach the function (which would refuse it, 400).
    const plain = await stack.api.get('/api/roasts?limit=3');
    const unknown = await stack.api.get('/api/roasts?limit=3&foo=1');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(plain.body);
  });

  it('serves a page for client routes even before the web app is built', async () => {
    const res = await fetch(`${stack.url}/gallery`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
