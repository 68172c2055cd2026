/**
 * The CI workflow and the dependency-update configuration (.github/): they cannot run here, so their
 * syntax and the promises docs/deploy.md makes about them are checked by parsing them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fromRoot } from '../../../lib/paths';

type Json = Record<string, any>;
const load = (path: string) => parse(readFileSync(fromRoot(path), 'utf8')) as Json;

const workflow = load('.github/workflows/ci.yml');
const steps = (workflow.jobs.test.steps as Json[]) ?? [];
const runs = steps.map((s) => s.run as string | undefined).filter(Boolean);
const pkg = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('.github/workflows/ci.yml', () => {
  it('runs on every push', () => {
    expect(workflow.on).toHaveProperty('push');
  });

  it('runs on every pull request', () => {
    expect(workflow.on).toHaveProperty('pull_request');
  });

  it('runs the project’s test command, .ci/run', () => {
    expect(runs).toContain('.ci/run');
  });

  it('.ci/run ends in npm test, the README’s test command', () => {
    expect(readFileSync(fromRoot('.ci/run'), 'utf8').trim().split('\n').at(-1)).toBe('npm test');
  });

  it('synthesizes the CDK app offline', () => {
    expect(runs).toContain('npm run synth');
  });

  it('the synth script it calls exists', () => {
    expect(pkg.scripts.synth).toContain('cdk synth');
  });

  it('caches npm downloads, keyed on the lockfile', () => {
    expect(steps.find((s) => String(s.uses).startsWith('actions/setup-node@'))?.with).toMatchObject({
      cache: 'npm',
      'cache-dependency-path': 'package-lock.json',
    });
  });

  it('tests on the oldest Node the README promises', () => {
    expect(workflow.jobs.test.strategy.matrix.node).toContain('20.19.0');
  });

  it('checks out the code before anything runs', () => {
    expect(String(steps[0]?.uses)).toMatch(/^actions\/checkout@v\d+$/);
  });

  it('may only read the repository', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });
});

describe('.github/dependabot.yml', () => {
  const config = load('.github/dependabot.yml');
  const npm = (config.updates as Json[]).find((u) => u['package-ecosystem'] === 'npm')!;
  const ignoredUpdates = (name: string) =>
    (npm.ignore as Json[]).find((i) => i['dependency-name'] === name)?.['update-types'] as
      string[] | undefined;

  it('is version 2 of the format', () => {
    expect(config.version).toBe(2);
  });

  it('raises the exact pins rather than widening them to ranges', () => {
    expect(npm['versioning-strategy']).toBe('increase');
  });

  it('also updates the workflow’s actions', () => {
    expect((config.updates as Json[]).map((u) => u['package-ecosystem'])).toContain('github-actions');
  });

  it('keeps @types/node on the Node 20 line', () => {
    expect(ignoredUpdates('@types/node')).toContain('version-update:semver-major');
  });

  it('keeps typescript on 6.0.x', () => {
    expect(ignoredUpdates('typescript')).toEqual([
      'version-update:semver-major',
      'version-update:semver-minor',
    ]);
  });

  it('keeps vitest on 4.x', () => {
    expect(ignoredUpdates('vitest')).toContain('version-update:semver-major');
  });

  it('moves aws-cdk-lib and the aws-cdk CLI together', () => {
    expect(npm.groups['aws-cdk'].patterns).toEqual(expect.arrayContaining(['aws-cdk', 'aws-cdk-lib']));
  });

  it('every ignored package is one the project uses', () => {
    const all = {
      ...pkg.devDependencies,
      ...(JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as Json).dependencies,
    };
    expect((npm.ignore as Json[]).map((i) => i['dependency-name']).filter((n) => !(n in all))).toEqual([]);
  });

  it('every version in package.json is exact, as the update strategy assumes', () => {
    const all = {
      ...pkg.devDependencies,
      ...(JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as Json).dependencies,
    };
    expect(
      Object.entries(all).filter(
        ([, v]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(String(v)) && !String(v).startsWith('file:'),
      ),
    ).toEqual([]);
  });
});
