/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Stripe secret key and webhook secret live only on the server (issue 7). Nothing the browser can
 * load may contain one: neither the SPA sources (plus the shared domain code they import) nor, when it
 * has been built, frontend/dist (the e2e run builds it and checks it again).
 */
const FRONTEND = resolve(import.meta.dirname, '../../..');
const SECRET = /(?<![A-Za-z0-9])(?:sk|rk)_[A-Za-z0-9_]+|whsec_[A-Za-z0-9_]*/g;

function scan(dir: string, include: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const hits: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'node_modules') hits.push(...scan(full, include));
    } else if (include(full)) {
      for (const match of readFileSync(full, 'latin1').matchAll(SECRET))
        hits.push(`${relative(FRONTEND, full)}: ${match[0].slice(0, 10)}…`);
    }
  }
  return hits;
}

const isSource = (file: string) => /\.(ts|tsx|css|html|json|svg)$/.test(file) && !/\.test\.tsx?$/.test(file);

describe('no payment secret reaches the browser', () => {
  it('SPA sources and the shared domain code', () => {
    expect([
      ...scan(join(FRONTEND, 'src'), isSource),
      ...scan(join(FRONTEND, 'public'), () => true),
      ...scan(join(FRONTEND, '..', 'functions', 'domain'), isSource),
    ]).toEqual([]);
  });

  it('the built bundle, when present (frontend/dist)', () => {
    expect(scan(join(FRONTEND, 'dist'), () => true)).toEqual([]);
  });
});
