import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
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
