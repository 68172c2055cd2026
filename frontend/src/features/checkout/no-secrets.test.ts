/// <reference types="node" />
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, findSecrets, REPO_ROOT, WEB_DIST } from '../../../web-build';

/**
 * The Stripe secret key and webhook secret live only on the server. Nothing the browser can
 * load may contain one: neither the SPA sources (plus the shared domain code they import) nor the built
 * bundle, frontend/dist, which this test builds when it is missing or older than its sources.
 */
const FRONTEND = join(REPO_ROOT, 'frontend');
const isSource = (file: string) => /\.(ts|tsx|css|html|json|svg)$/.test(file) && !/\.test\.tsx?$/.test(file);

describe('no payment secret reaches the browser', () => {
  it('SPA sources and the shared domain code', () => {
    expect([
      ...findSecrets(join(FRONTEND, 'src'), isSource),
      ...findSecrets(join(FRONTEND, 'public')),
      ...findSecrets(join(REPO_ROOT, 'functions', 'domain'), isSource),
    ]).toEqual([]);
  });

  describe('the built bundle (frontend/dist)', () => {
    // A build takes a minute or two on the 2-core machine; one that is current is reused.
    beforeAll(() => void ensureWebBuild(), 300_000);

    it('carries no payment secret', () => {
      expect(findSecrets(WEB_DIST)).toEqual([]);
    });
  });
});
