/**
 * Issue 16, defect 11: README and package.json promise Node.js 20.19+, and `npm ci` must install on
 * it without EBADENGINE warnings. npm warns for every package in the lockfile whose `engines.node`
 * the running Node does not satisfy, so the promise holds only if each of them accepts 20.19.0.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { StateMachine } from 'aws-local-stepfunctions';

const ROOT = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const manifest = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; engines?: unknown }>;
};
const oldestSupported = semver.minVersion(manifest.engines.node)!.version;

describe('the promised Node.js version', () => {
  it('is 20.19 in package.json, the README and .ci/run alike', () => {
    expect(oldestSupported).toBe('20.19.0');
    expect(read('README.md')).toContain('Node.js 20.19+');
    expect(read('.ci/run')).toContain('need 20.19+');
  });

  it('is supported by every package npm installs (no EBADENGINE warning on a fresh npm ci)', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = (entry.engines as { node?: unknown } | undefined)?.node;
        if (typeof range !== 'string') return [];
        return semver.satisfies(oldestSupported, range) ? [] : [`${path}@${entry.version}: node ${range}`];
      });
    expect(refusing).toEqual([]);
  });

  it('runs the workflow runner (a Task with a timeout) without Promise.withResolvers, which Node 20 lacks', async () => {
    const promise = Promise as unknown as Record<string, unknown>;
    const saved = Object.getOwnPropertyDescriptor(Promise, 'withResolvers');
    delete promise.withResolvers;
    try {
      const machine = new StateMachine({
        StartAt: 'Work',
        States: {
          Work: {
            Type: 'Task',
            Resource: 'arn:aws:lambda:us-east-1:1:function:w',
            TimeoutSeconds: 5,
            End: true,
          },
        },
      });
      const run = machine.run(
        { n: 1 },
        {
          overrides: { taskResourceLocalHandlers: { Work: async (e) => ({ ...(e as object), done: true }) } },
        },
      );
      await expect(run.result).resolves.toEqual({ n: 1, done: true });
    } finally {
      if (saved) Object.defineProperty(Promise, 'withResolvers', saved);
    }
  });
});
