import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betaRoastsResponseSchema,
  enhanceSuggestionsResponseSchema,
  industryNotFoundResponseSchema,
  industryResponseSchema,
} from '../../functions/domain/api-schemas';
import type { CritiqueResult } from '../../functions/domain/critique';
import type { RoastLevel } from '../../functions/domain/roast-levels';
import type { Critic } from '../../functions/ports/critic';
import type { SuggestionEnhancer } from '../../functions/ports/suggestion-enhancer';
import { overrideEnhancer } from '../../functions/composition/beta';
import { dependencies } from '../../functions/composition/container';
import { websiteJpegBase64 } from './helpers/images';
import { startTestStack, type TestStack } from './helpers/stack';

/**
 * Industry pages and the beta lab through the HTTP API, on the real local stack. A test critic
 * classifies each roast as planned (the offline engine's classifier has its own unit tests), so the
 * expected pages are known exactly.
 */
const plan: { industry?: string; industryConfidence?: number }[] = [];
const critic: Critic = {
  async critique(): Promise<CritiqueResult> {
    const next = plan.shift() ?? {};
    return {
      subScores: {
        visualHierarchy: 5,
        typography: 4,
        colorUsage: 3,
        layoutSpacing: 6,
        uiConsistency: 7,
        wtfFactor: 6,
      },
      violations: [
        {
          code: 'V001',
          type: 'Rainbow Overdose',
          description: 'Colourfulness above 70.',
          severity: 'Severe',
          criterion: 'colorUsage',
          evidence: { metric: 'colourfulness', value: 81.4, threshold: 70 },
        },
        {
          code: 'V017',
          type: 'Contrast Crime Scene',
          description: 'A rendered text colour sits under 2:1 against its background.',
          severity: 'Unforgivable',
          criterion: 'typography',
          evidence: { metric: 'worstContrastRatio', value: 1.7, threshold: 2 },
        },
      ],
      improvements: ['Pick one accent colour.', 'Darken the grey text.'],
      clarityAnalysis: null,
      roastText: 'A rainbow with a whisper of grey text.',
      engine: 'offline',
      ...next,
    };
  },
};

let stack: TestStack;
let posts = 0;
const ENHANCE_LIMIT = 20;
const enhance = (body: unknown, raw?: string) => {
  posts++;
  return raw === undefined
    ? stack.api.post('/api/beta/enhance-suggestions', body)
    : stack.api.request('POST', '/api/beta/enhance-suggestions', { raw });
};

async function roast(level: RoastLevel, classified: (typeof plan)[number], publish: boolean) {
  plan.push(classified);
  const res = await stack.api.post('/api/roasts', { images: [await websiteJpegBase64()], roastLevel: level });
  expect(res.status).toBe(201);
  expect((await stack.api.waitForStatus(res.body.id)).status).toBe('ready');
  if (publish) {
    await dependencies().publicRoasts.publish(res.body.id, {
      websiteUrl: 'https://example.com',
      websiteName: `Site ${res.body.id.slice(0, 4)}`,
      authorCredit: null,
    });
  }
  return res.body.id as string;
}

const r: Record<'saasOld' | 'saasNew' | 'saasPrivate' | 'creative' | 'plain' | 'plainPrivate', string> =
  {} as never;
beforeAll(async () => {
  stack = await startTestStack({
    critic,
    perIpLimits: { enhanceSuggestions: { limit: ENHANCE_LIMIT, windowSeconds: 3600 } },
  });
  // In creation order (oldest first).
  r.saasOld = await roast('honest', { industry: 'saas-technology', industryConfidence: 75 }, true);
  r.saasNew = await roast('brutal', { industry: 'saas-technology', industryConfidence: 50 }, true);
  r.saasPrivate = await roast('brutal', { industry: 'saas-technology', industryConfidence: 94 }, false);
  r.creative = await roast('undigestable', { industry: 'creative-design', industryConfidence: 63 }, true);
  r.plain = await roast('honest', {}, true);
  r.plainPrivate = await roast('honest', {}, false);
});
afterAll(async () => {
  overrideEnhancer(undefined);
  await stack?.stop();
});

describe('GET /api/industries/{slug}', () => {
  it('shows the industry with its public roasts only, newest first, and the figures over them', async () => {
    const res = await stack.api.get('/api/industries/saas-technology');
    expect(res.status).toBe(200);
    const body = industryResponseSchema.parse(res.body);
    expect(body.industry).toMatchObject({
      slug: 'saas-technology',
      name: 'SaaS & Technology',
      totalRoasts: 2,
      avgConfidence: 63, // (75 + 50) / 2, rounded; the private roast's 94 is not counted
    });
    expect(body.industry.keywords).toEqual(expect.arrayContaining(['software', 'free trial', 'API']));
    expect(body.roasts.map((x) => x.id)).toEqual([r.saasNew, r.saasOld]);
    expect(JSON.stringify(res.body)).not.toContain(r.saasPrivate);
    // The gallery's summary shape: the card the page shows.
    expect(body.roasts[0]).toMatchObject({
      roastLevel: 'brutal',
      thumbnail: `/api/roasts/${r.saasNew}/thumbnail`,
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
  });

  it('keeps the industries apart, and an industry without public roasts is found but empty', async () => {
    const creative = industryResponseSchema.parse(
      (await stack.api.get('/api/industries/creative-design')).body,
    );
    expect(creative.roasts.map((x) => x.id)).toEqual([r.creative]);
    expect(creative.industry).toMatchObject({ name: 'Creative & Design', totalRoasts: 1, avgConfidence: 63 });

    const empty = await stack.api.get('/api/industries/ecommerce-retail');
    expect(empty.status).toBe(200);
    expect(industryResponseSchema.parse(empty.body)).toMatchObject({
      industry: { name: 'E-commerce & Retail', totalRoasts: 0, avgConfidence: 0 },
      roasts: [],
    });
  });

  it.each(['fintech', 'SaaS-Technology', 'saas-technology.json'])(
    'answers an unknown slug (%s) with 404 and the industries there are',
    async (slug) => {
      const res = await stack.api.get(`/api/industries/${slug}`);
      expect(res.status).toBe(404);
      expect(industryNotFoundResponseSchema.parse(res.body)).toEqual({
        message: 'Industry not found',
        availableIndustries: [
          { slug: 'saas-technology', name: 'SaaS & Technology' },
          { slug: 'creative-design', name: 'Creative & Design' },
          { slug: 'ecommerce-retail', name: 'E-commerce & Retail' },
          { slug: 'professional-services', name: 'Professional Services' },
        ],
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );
});

describe('GET /api/beta/roasts', () => {
  it('lists the public roasts, newest first, and never a private one', async () => {
    const res = await stack.api.get('/api/beta/roasts');
    expect(res.status).toBe(200);
    const body = betaRoastsResponseSchema.parse(res.body);
    expect(body.roasts.map((x) => x.id)).toEqual([r.plain, r.creative, r.saasNew, r.saasOld]);
    for (const hidden of [r.saasPrivate, r.plainPrivate]) expect(res.text).not.toContain(hidden);
    expect(body.roasts[0]).toMatchObject({
      violations: [
        { code: 'V001', type: 'Rainbow Overdose', severity: 'Severe' },
        { code: 'V017', type: 'Contrast Crime Scene', severity: 'Unforgivable' },
      ],
      images: [`/api/roasts/${r.plain}/images/0`],
      improvements: ['Pick one accent colour.', 'Darken the grey text.'],
    });
  });
});

describe('POST /api/beta/enhance-suggestions', () => {
  it('derives research-based suggestions from a public roast’s own violations and evidence', async () => {
    const res = await enhance({ roastId: r.saasOld });
    expect(res.status).toBe(200);
    const body = enhanceSuggestionsResponseSchema.parse(res.body);
    expect(body).toMatchObject({ roastId: r.saasOld, source: 'offline' });
    const codes = body.enhancedSuggestions.flatMap((s) => s.violationCodes);
    expect(codes.sort()).toEqual(['V001', 'V017']);
    // The Unforgivable contrast failure comes first, citing WCAG and the measured ratio.
    expect(body.enhancedSuggestions[0]).toMatchObject({
      violationCodes: ['V017'],
      impact: 'high',
      category: 'accessibility',
      heuristic: 'WCAG 2.2 SC 1.4.3 Contrast (Minimum)',
      researchBased: true,
    });
    expect(body.enhancedSuggestions[0]!.description).toContain('a text colour at 1.7:1');
    for (const s of body.enhancedSuggestions) expect(s.heuristic).toBeTruthy();
  });

  it('answers a private roast exactly like one that does not exist', async () => {
    const hidden = await enhance({ roastId: r.saasPrivate });
    const missing = await enhance({ roastId: 'ZZZZZZZZZZZZZZZZZZZZZZ' });
    for (const res of [hidden, missing]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Roast not found' });
    }
  });

  it.each([
    [{ roastId: 'abc' }, 'roastId: must be a 22-character roast id'],
    [{}, 'roastId: is required'],
    [{ roastId: 42 }, 'roastId: '],
    [{ roastId: 'AbCdEfGhIjKlMnOpQrSt_-', extra: 1 }, 'body: unknown field "extra"'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const res = await enhance(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await enhance(undefined, '{"roastId": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('with a model configured, keeps its answer and asks it once per roast', async () => {
    let calls = 0;
    const model: SuggestionEnhancer = {
      async enhance(_roast, offline) {
        calls++;
        return {
          source: 'bedrock',
          suggestions: [{ ...offline[0]!, title: 'Rewritten by the model', violationCodes: ['V017'] }],
        };
      },
    };
    overrideEnhancer(model);
    try {
      const first = await enhance({ roastId: r.creative });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        source: 'bedrock',
        enhancedSuggestions: [{ title: 'Rewritten by the model' }],
      });
      const again = await enhance({ roastId: r.creative });
      expect(again.body).toEqual(first.body);
      expect(calls).toBe(1);
      // A private roast never reaches the model.
      expect((await enhance({ roastId: r.plainPrivate })).status).toBe(404);
      expect(calls).toBe(1);
    } finally {
      overrideEnhancer(undefined);
    }
  });

  it(`limits one address to ${ENHANCE_LIMIT} requests an hour`, async () => {
    while (posts < ENHANCE_LIMIT) expect((await enhance({ roastId: r.plain })).status).toBe(200);
    const over = await enhance({ roastId: r.plain });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many requests/);
  });
});
