/**
 * Every edge-cached route's handler module builds: the HTTP kit checks, as it builds each route, that
 * its query schema reads exactly the parameters its `edgeCache.query` declares (functions/http/routes.ts),
 * which the local edge and the CloudFront cache policies key on (test/infra/web.test.ts pins those).
 * A handler that starts reading a parameter the edge would drop fails here, not in production.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../functions/http/routes';
import { useClosedPortEnvironment } from '../../helpers/handler-env';

useClosedPortEnvironment();

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const cached = ROUTES.filter((route) => 'edgeCache' in route);

describe('edge-cached routes', () => {
  it('are the public reads the edge may share', () => {
    expect(cached.map((r) => r.id)).toContain('listRoasts');
    for (const route of cached) expect(route.method, route.id).toBe('GET');
  });

  it.each(cached.map((r) => [r.id, r.module, r.export] as const))(
    '%s: its handler reads exactly the query parameters the edge keys on',
    async (_id, module, name) => {
      const mod = (await import(join(ROOT, module))) as Record<string, unknown>;
      expect(typeof mod[name]).toBe('function');
    },
  );
});
