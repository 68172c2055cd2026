import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_CREATE_ROAST_BODY_BYTES } from '../../../functions/domain/limits';
import {
  ROUTES,
  compareSpecificity,
  matchRoute,
  routeById,
  type RouteDefinition,
} from '../../../functions/http/routes';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function matched(method: string, path: string) {
  const result = matchRoute(method, path);
  if (!result.route) throw new Error(`${method} ${path} matched nothing`);
  return { id: result.route.id, params: (result as { params: Record<string, string> }).params };
}

describe('matchRoute', () => {
  it.each([
    ['GET', '/api/roasts/leaderboard/brutal', 'leaderboardBrutal'],
    ['GET', '/api/roasts/leaderboard/designed', 'leaderboardDesigned'],
  ])('%s %s is the leaderboard, not a roast', (method, path, id) => {
    expect(matched(method, path)).toEqual({ id, params: {} });
  });

  it('prefers a literal segment over a parameter at the same position', () => {
    const literal = routeById('leaderboardBrutal');
    const param: RouteDefinition = { ...literal, id: 'x', path: '/api/roasts/{id}/{kind}' };
    expect(compareSpecificity(literal, param)).toBeLessThan(0);
    expect(compareSpecificity(param, literal)).toBeGreaterThan(0);
    expect([param, literal].sort(compareSpecificity)[0]).toBe(literal);
  });

  it('extracts the id of a status poll', () => {
    expect(matched('GET', '/api/roasts/AbCdEfGhIjKlMnOpQrSt_-/status')).toEqual({
      id: 'getRoastStatus',
      params: { id: 'AbCdEfGhIjKlMnOpQrSt_-' },
    });
  });

  it.each([
    ['POST', '/api/roasts', 'createRoast', {}],
    ['GET', '/api/roasts', 'listRoasts', {}],
    ['GET', '/api/roasts/abc', 'getRoast', { id: 'abc' }],
    ['DELETE', '/api/roasts/abc', 'deleteRoast', { id: 'abc' }],
    ['GET', '/api/roasts/abc/images/2', 'getRoastImage', { id: 'abc', index: '2' }],
    ['GET', '/api/roasts/abc/thumbnail', 'getRoastThumbnail', { id: 'abc' }],
    ['GET', '/api/roasts/abc/full-page', 'getRoastFullPage', { id: 'abc' }],
    ['POST', '/api/roasts/abc/like', 'likeRoast', { id: 'abc' }],
    ['POST', '/api/roasts/abc/share', 'shareRoast', { id: 'abc' }],
    ['GET', '/api/roasts/abc/reactions', 'getReactions', { id: 'abc' }],
    ['POST', '/api/roasts/abc/reactions', 'addReaction', { id: 'abc' }],
    ['DELETE', '/api/roasts/abc/reactions', 'removeReaction', { id: 'abc' }],
    ['GET', '/api/announcements/current', 'currentAnnouncement', {}],
    ['GET', '/api/health', 'health', {}],
    ['GET', '/api/industries/saas-technology', 'getIndustry', { slug: 'saas-technology' }],
    ['GET', '/api/beta/roasts', 'listBetaRoasts', {}],
    ['POST', '/api/beta/enhance-suggestions', 'enhanceSuggestions', {}],
    ['GET', '/api/design-principles', 'listDesignPrinciples', {}],
    ['GET', '/api/design-principles/visual-hierarchy', 'getDesignPrinciple', { slug: 'visual-hierarchy' }],
  ])('%s %s → %s', (method, path, id, params) => {
    expect(matched(method, path)).toEqual({ id, params });
  });

  it('answers unknown paths with no route and pathKnown false', () => {
    expect(matchRoute('GET', '/api/nope')).toEqual({ route: null, pathKnown: false });
    expect(matchRoute('GET', '/api/roasts/abc/status/extra')).toEqual({ route: null, pathKnown: false });
    expect(matchRoute('GET', '/')).toEqual({ route: null, pathKnown: false });
  });

  it('answers a known path with the wrong method with no route and pathKnown true (405, not 404)', () => {
    expect(matchRoute('PUT', '/api/roasts')).toEqual({ route: null, pathKnown: true });
    expect(matchRoute('DELETE', '/api/health')).toEqual({ route: null, pathKnown: true });
    expect(matchRoute('POST', '/api/roasts/abc/status')).toEqual({ route: null, pathKnown: true });
  });

  it('does not match an empty path parameter', () => {
    expect(matchRoute('GET', '/api/roasts//status').route).toBeNull();
    expect(matchRoute('GET', '/api/roasts/').route).toBeNull();
  });

  it('decodes percent-encoded parameters', () => {
    expect(matched('GET', '/api/roasts/a%20b%2Fc/status').params).toEqual({ id: 'a b/c' });
    expect(matched('GET', '/api/roasts/caf%C3%A9').params).toEqual({ id: 'café' });
  });

  it('does not throw on a malformed percent-encoding', () => {
    expect(() => matchRoute('GET', '/api/roasts/%E0%A4%A/status')).not.toThrow();
    expect(matchRoute('GET', '/api/roasts/%E0%A4%A/status').route).toBeNull();
    expect(matchRoute('GET', '/api/roasts/%/status').route).toBeNull();
  });

  it('is case-sensitive on literal segments, like API Gateway', () => {
    expect(matchRoute('GET', '/API/health').route).toBeNull();
  });
});

describe('ROUTES', () => {
  it('have unique ids and unique method + path', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ROUTES.length);
  });

  it('are found by id', () => {
    for (const route of ROUTES) expect(routeById(route.id)).toBe(route);
  });

  it.each(ROUTES.map((r) => [r.id, r] as const))('%s names a module that exports its handler', (_, route) => {
    const file = `${ROOT}${route.module}`;
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`export const ${route.export} `);
    // …and that export is built for this very route (its body cap and limits come from the table).
    expect(text).toMatch(new RegExp(`export const ${route.export} = httpRoute\\(\\s*'${route.id}'`));
  });

  it('match themselves: every path pattern routes back to its own entry', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/\{[^}]+\}/g, 'x');
      expect(matched(route.method, path).id).toBe(route.id);
    }
  });

  it('cap every body at 5.5 MB at most, the large cap only on roast creation', () => {
    for (const route of ROUTES) {
      expect(route.maxBodyBytes).toBeGreaterThan(0);
      expect(route.maxBodyBytes).toBeLessThanOrEqual(5_500_000);
      // Stripe's event payloads can exceed our small JSON bodies; 256 KB is ample.
      if (route.id === 'stripeWebhook') expect(route.maxBodyBytes).toBeLessThanOrEqual(256 * 1024);
      else if (route.id !== 'createRoast') expect(route.maxBodyBytes).toBeLessThanOrEqual(16 * 1024);
    }
    expect(routeById('createRoast').maxBodyBytes).toBe(MAX_CREATE_ROAST_BODY_BYTES);
  });

  it('put a per-IP limit on every write route (except the Stripe webhook: its callers are Stripe)', () => {
    const writes = ROUTES.filter(
      (r) => (r.method === 'POST' || r.method === 'DELETE') && r.id !== 'stripeWebhook',
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      expect(route, route.id).toHaveProperty('perIpLimit');
      const limit = (route as { perIpLimit: { limit: number; windowSeconds: number } }).perIpLimit;
      expect(limit.limit).toBeGreaterThan(0);
      expect(limit.windowSeconds).toBeGreaterThan(0);
    }
  });

  it('stay within API Gateway and Lambda bounds', () => {
    for (const route of ROUTES) {
      expect(route.timeoutSeconds).toBeLessThanOrEqual(29);
      expect(route.throttle.burstLimit).toBeGreaterThanOrEqual(route.throttle.rateLimit);
      expect(route.path.startsWith('/api/')).toBe(true);
    }
  });
});
