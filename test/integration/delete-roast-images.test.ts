import { describe, expect, it } from 'vitest';
import { websiteJpegBase64 } from './helpers/images';
import { useTestStack } from './helpers/stack';

/**
 * Right to deletion: once DELETE answers 200, the roast's screenshots are gone for everyone, also
 * from the edge cache in front of the API (the local edge here; CloudFront in AWS honours the same
 * Cache-Control, with the API cache policy's MinTTL 0 pinned in test/infra/web.test.ts).
 */
const stack = useTestStack();

describe('DELETE /api/roasts/{id}', () => {
  it("makes the roast's images and thumbnail unreachable at once, edge cache included", async () => {
    const created = await stack.api.post('/api/roasts', {
      images: [await websiteJpegBase64(), await websiteJpegBase64()],
      roastLevel: 'honest',
    });
    expect(created.status).toBe(201);
    const { id, ownerKey } = created.body as { id: string; ownerKey: string };
    expect((await stack.api.waitForStatus(id, 30_000)).status).toBe('ready');
    const paths = [`/api/roasts/${id}/images/0`, `/api/roasts/${id}/images/1`, `/api/roasts/${id}/thumbnail`];

    // Viewed (twice: a shared cache would now hold them) before the owner deletes the roast.
    for (const path of [...paths, ...paths]) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      await res.arrayBuffer();
    }

    const deleted = await stack.api.delete(`/api/roasts/${id}`, { headers: { 'x-owner-key': ownerKey } });
    expect(deleted.status).toBe(200);

    for (const path of paths) {
      const res = await fetch(`${stack.url}${path}`);
      expect([path, res.status, res.headers.get('x-cache')]).toEqual([
        path,
        404,
        expect.stringMatching(/^Miss/),
      ]);
      await res.arrayBuffer();
    }
  });

  it('lets browsers keep images, but no shared cache (CDN) serves them without asking the API', async () => {
    const created = await stack.api.post('/api/roasts', {
      images: [await websiteJpegBase64()],
      roastLevel: 'honest',
    });
    await stack.api.waitForStatus(created.body.id, 30_000);
    const res = await fetch(`${stack.url}/api/roasts/${created.body.id}/thumbnail`);
    const cacheControl = res.headers.get('cache-control') ?? '';
    await res.arrayBuffer();
    expect(cacheControl).toMatch(/\bs-maxage=0\b|\bprivate\b|\bno-cache\b/);
  });
});
