import { describe, expect, it } from 'vitest';
import {
  designPrincipleResponseSchema,
  designPrinciplesResponseSchema,
  PRINCIPLE_CATEGORIES,
  type DesignPrinciple,
  type DesignPrinciplesResponse,
} from '../../functions/domain/api-schemas';
import { useTestStack } from './helpers/stack';

const stack = useTestStack();

const STATIC_CACHE = 'public, max-age=300, s-maxage=3600';

describe('GET /api/design-principles', () => {
  it('lists every principle with its category and citation count, cacheable at the edge', async () => {
    const res = await stack.api.get<DesignPrinciplesResponse>('/api/design-principles');
    expect(res.status).toBe(200);
    expect(designPrinciplesResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.principles.length).toBeGreaterThanOrEqual(14);
    expect(new Set(res.body.principles.map((p) => p.category))).toEqual(new Set(PRINCIPLE_CATEGORIES));
    expect(res.body.totalCitations).toBeGreaterThanOrEqual(50);
    for (const p of res.body.principles) expect(p.citationCount, p.slug).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toBe(STATIC_CACHE);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);

    const again = await stack.api.get('/api/design-principles');
    expect(again.headers.get('x-cache')).toBe('Hit from local-edge');
    expect(again.body).toEqual(res.body);
  });

  it('reports as totalCitations exactly the distinct works cited by the detail pages', async () => {
    const list = (await stack.api.get<DesignPrinciplesResponse>('/api/design-principles')).body;
    const works = new Set<string>();
    for (const summary of list.principles) {
      const res = await stack.api.get<{ principle: DesignPrinciple }>(
        `/api/design-principles/${summary.slug}`,
      );
      expect(res.status, summary.slug).toBe(200);
      const keys = res.body.principle.citations.map((c) => `${c.title}|${c.author}|${c.year}`.toLowerCase());
      expect(new Set(keys).size, summary.slug).toBe(summary.citationCount);
      for (const key of keys) works.add(key);
    }
    expect(list.totalCitations).toBe(works.size);
  });
});

describe('GET /api/design-principles/{slug}', () => {
  it.each(['visual-hierarchy', 'typography', 'color-theory'])(
    'answers the header-linked guide %s in full',
    async (slug) => {
      const res = await stack.api.get<{ principle: DesignPrinciple }>(`/api/design-principles/${slug}`);
      expect(res.status).toBe(200);
      expect(designPrincipleResponseSchema.safeParse(res.body).success).toBe(true);
      const { principle } = res.body;
      expect(principle.slug).toBe(slug);
      expect(principle.citations.length).toBeGreaterThanOrEqual(5);
      expect(principle.enhancedContent?.practicalTips.length).toBeGreaterThan(0);
      expect(res.headers.get('cache-control')).toBe(STATIC_CACHE);
    },
  );

  it('answers an unknown slug with 404 "Design principle not found", not cached', async () => {
    const res = await stack.api.get('/api/design-principles/no-such-principle');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Design principle not found' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['an encoded path traversal', '..%2F..%2Fhealth'],
    ['an encoded slash', 'typography%2Fextra'],
    ['upper case', 'VISUAL-HIERARCHY'],
    ['200 characters', 'a'.repeat(200)],
    ['spaces and quotes', '%22%20or%201%3D1'],
    ['unicode', 'typographie-%C3%A9l%C3%A9gante'],
  ])('answers %s with 404 "Design principle not found"', async (_label, slug) => {
    const res = await stack.api.get(`/api/design-principles/${slug}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Design principle not found' });
  });

  it('answers a malformed percent-encoding or an extra segment with a 404, never a 500', async () => {
    for (const path of ['/api/design-principles/%E0%A4%A', '/api/design-principles/typography/extra']) {
      const res = await stack.api.get(path);
      expect(res.status, path).toBe(404);
      expect(typeof (res.body as { message?: unknown }).message, path).toBe('string');
    }
  });
});
