import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // Whole critiques take 1–3 s alone and several times that on a busy 2-core machine; a test's
          // budget belongs in a benchmark, not in its timeout.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          // aws-cdk-lib takes ~8 s to import: files share their worker's modules and the default app
          // (test/infra/helpers.ts build()); none of them changes what another reads.
          isolate: false,
          // Synthesising CDK apps and bundling every Lambda takes a while.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          env: {
            CDK_DISABLE_VERSION_CHECK: '1',
            CDK_DISABLE_CLI_TELEMETRY: '1',
            AWS_EC2_METADATA_DISABLED: 'true',
          },
        },
      },
      {
        extends: './frontend/vite.config.ts',
        test: {
          name: 'web',
          root: './frontend',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
          // Lazy routes and jsdom are slow on a busy 2-core machine; assertions wait, they do not sleep.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // A real Chromium drives the built SPA against a full local stack (its own DynamoDB Local).
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          env: { AWS_EC2_METADATA_DISABLED: 'true', UGH_LOG: 'silent' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          // One DynamoDB Local and one s3rver for the whole run; every test file gets its own table and bucket.
          globalSetup: ['test/integration/global-setup.ts'],
          // Each file hosts a local stack (handlers read env at first use): separate processes keep them apart.
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { AWS_EC2_METADATA_DISABLED: 'true', UGH_LOG: 'silent' },
        },
      },
    ],
  },
});
