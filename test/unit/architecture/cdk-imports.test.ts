import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachable } from './import-graph';

/**
 * The CDK app reads a few constants from functions/ (route table, table definition, metric names, the
 * origin-verify header, font files). Those must stay plain data: if one of them imported middy, an
 * adapter or an SDK, every `cdk synth` would load the Lambda runtime (and its cold-start cost and
 * native modules) for one constant, and a change to runtime code could break synthesis.
 */
const ROOT = resolve(import.meta.dirname, '../../..');

/** Runtime code synthesis must never load: a package, or a folder of the repository. */
const RUNTIME_ONLY = [
  /^@middy\//,
  /^@aws-sdk\//,
  /^@aws-lambda-powertools\//,
  /^stripe(\/|$)/,
  /^sharp(\/|$)/,
  /^puppeteer-core(\/|$)/,
  /^functions\/adapters\//,
];

const tsFilesUnder = (dir: string): string[] =>
  (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(ROOT, dir, f));

function runtimeReachedFrom(entries: string[]): string[] {
  return [...reachable(ROOT, entries)]
    .filter(([target]) => RUNTIME_ONLY.some((pattern) => pattern.test(target)))
    .map(([, chain]) => chain.join(' → '));
}

describe('the CDK app', () => {
  it('reaches no runtime code (middy, adapters, AWS SDK, Powertools, Stripe, sharp, Chromium) from lib/', () => {
    const entries = tsFilesUnder('lib');
    expect(entries.length).toBeGreaterThan(10);
    expect(runtimeReachedFrom(entries)).toEqual([]);
  });

  it('still reads its shared constants from functions/ (the walk follows imports into functions/)', () => {
    const reached = [...reachable(ROOT, tsFilesUnder('lib')).keys()];
    expect(reached).toEqual(
      expect.arrayContaining([
        'functions/http/routes.ts',
        'functions/contracts/table-definition.ts',
        'functions/contracts/metric-names.ts',
        'functions/http-kit/request-guards.ts',
      ]),
    );
  });
});

describe('the import walker', () => {
  it('names the chain by which a file reaches runtime code', () => {
    const found = runtimeReachedFrom([join(ROOT, 'functions/composition/http-route.ts')]);
    expect(found).toEqual(
      expect.arrayContaining([
        'functions/composition/http-route.ts → functions/http-kit/http-route.ts → @middy/core',
        expect.stringMatching(/^functions\/composition\/http-route\.ts → .*functions\/adapters\//),
        expect.stringMatching(/→ @aws-sdk\//),
      ]),
    );
  });

  it('does not follow type-only imports, which load nothing at run time', () => {
    // composition/container.ts imports the ports as types only; its adapters are value imports.
    const reached = [...reachable(ROOT, [join(ROOT, 'functions/composition/container.ts')]).keys()];
    expect(reached).toContain('functions/adapters/dynamodb/roast-lifecycle-repository.ts');
    expect(reached).not.toContain('functions/ports/screenshot-store.ts');
  });
});
