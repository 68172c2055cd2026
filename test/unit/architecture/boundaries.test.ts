import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The dependency rule (handler → use case/domain → port ← adapter) as ESLint enforces it, with the
 * composition root (functions/composition/, wires adapters to use cases: may import anything but local
 * mode), the HTTP kit (functions/http-kit/: domain and ports only) and local mode (a host: anything in
 * functions/, never the CDK app).
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('architecture boundaries', () => {
  it.each([
    [
      'functions/domain/probe.ts',
      "import { S3Client } from '@aws-sdk/client-s3';\nexport const x = S3Client;\n",
    ],
    [
      'functions/domain/probe.ts',
      "import { config } from '../composition/config';\nexport const x = config;\n",
    ],
    [
      'functions/ports/probe.ts',
      "import { logger } from '../http-kit/observability';\nexport const x = logger;\n",
    ],
    [
      'functions/engine/probe.ts',
      "import { dependencies } from '../composition/container';\nexport const x = dependencies;\n",
    ],
    [
      'functions/usecases/probe.ts',
      "import { S3ScreenshotStore } from '../adapters/s3/screenshot-store';\nexport const x = S3ScreenshotStore;\n",
    ],
    [
      'functions/usecases/probe.ts',
      "import { createBasicCritic } from '../engine/basic-critic';\nexport const x = createBasicCritic;\n",
    ],
    [
      'functions/adapters/probe.ts',
      "import { createRoast } from '../usecases/create-roast';\nexport const x = createRoast;\n",
    ],
    [
      'functions/http/roasts/probe.ts',
      "import { S3ScreenshotStore } from '../../adapters/s3/screenshot-store';\nexport const x = S3ScreenshotStore;\n",
    ],
    [
      'functions/workflow/probe.ts',
      "import { SFNClient } from '@aws-sdk/client-sfn';\nexport const x = SFNClient;\n",
    ],
    [
      'functions/adapters/probe.ts',
      "import { config } from '../composition/config';\nexport const x = config;\n",
    ],
    [
      'functions/usecases/probe.ts',
      "import { HttpError } from '../http-kit/http-errors';\nexport const x = HttpError;\n",
    ],
    [
      'functions/http-kit/probe.ts',
      "import { DynamoRateLimiter } from '../adapters/dynamodb/rate-limiter';\nexport const x = DynamoRateLimiter;\n",
    ],
    [
      'functions/http-kit/probe.ts',
      "import { dependencies } from '../composition/container';\nexport const x = dependencies;\n",
    ],
    [
      'functions/http-kit/probe.ts',
      "import { assertOwner } from '../usecases/owner-key';\nexport const x = assertOwner;\n",
    ],
    ['functions/http-kit/probe.ts', "import { ROUTES } from '../http/routes';\nexport const x = ROUTES;\n"],
    [
      'functions/http-kit/probe.ts',
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const x = DynamoDBClient;\n",
    ],
    [
      'functions/composition/probe.ts',
      "import { startLocalStack } from '../local/stack';\nexport const x = startLocalStack;\n",
    ],
    [
      'functions/local/probe.ts',
      "import { ApiStack } from '../../lib/stacks/api-stack';\nexport const x = ApiStack;\n",
    ],
    ['functions/local/probe.ts', "import { App } from 'aws-cdk-lib';\nexport const x = App;\n"],
    [
      'functions/jobs/probe.ts',
      "import { DynamoRoastLifecycleRepository } from '../adapters/dynamodb/roast-lifecycle-repository';\nexport const x = DynamoRoastLifecycleRepository;\n",
    ],
    [
      'functions/contracts/probe.ts',
      "import { logger } from '../http-kit/observability';\nexport const x = logger;\n",
    ],
  ])('%s may not import that', async (filePath, code) => {
    expect(await violations(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      'functions/usecases/probe.ts',
      "import { ughScore } from '../domain/scoring';\nimport type { Critic } from '../ports/critic';\nexport type C = Critic;\nexport const x = ughScore;\n",
    ],
    [
      'functions/adapters/probe.ts',
      "import { S3Client } from '@aws-sdk/client-s3';\nimport type { ScreenshotStore } from '../ports/screenshot-store';\nexport type S = ScreenshotStore;\nexport const x = S3Client;\n",
    ],
    [
      'functions/http/roasts/probe.ts',
      "import { dependencies } from '../../composition/container';\nimport { createRoast } from '../../usecases/create-roast';\nexport const x = [dependencies, createRoast];\n",
    ],
    [
      'functions/http-kit/probe.ts',
      "import { NotFoundError } from '../domain/errors';\nimport type { RateLimiter } from '../ports/rate-limiter';\nexport type R = RateLimiter;\nexport const x = NotFoundError;\n",
    ],
    [
      'functions/composition/probe.ts',
      "import { S3Client } from '@aws-sdk/client-s3';\nimport { DynamoRoastLifecycleRepository } from '../adapters/dynamodb/roast-lifecycle-repository';\nimport { analyse } from '../engine/critic';\nimport { routeById } from '../http/routes';\nimport { createHttpRoute } from '../http-kit/http-route';\nimport { deleteRoast } from '../usecases/delete-roast';\nexport const x = [S3Client, DynamoRoastLifecycleRepository, analyse, routeById, createHttpRoute, deleteRoast];\n",
    ],
    [
      'functions/local/probe.ts',
      "import { createS3Client } from '../adapters/aws-clients';\nimport { dependencies } from '../composition/container';\nimport { logger } from '../http-kit/observability';\nimport { resumeInFlight } from '../usecases/roast-recovery';\nexport const x = [createS3Client, dependencies, logger, resumeInFlight];\n",
    ],
    [
      'functions/workflow/probe.ts',
      "import { dependencies } from '../composition/container';\nimport { logger } from '../http-kit/observability';\nexport const x = [dependencies, logger];\n",
    ],
  ])('%s may import inward', async (filePath, code) => {
    expect(await violations(filePath, code)).toEqual([]);
  });
});

/**
 * The SPA's seams (bulletproof-react) as ESLint enforces them: features never import each other, shared
 * code and features never import the app, and shared domain code is reached through the @domain alias.
 */
describe('frontend boundaries', () => {
  async function frontendViolations(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'ugh/feature-boundaries' || m.ruleId === 'no-restricted-imports')
      .map((m) => `${m.ruleId}: ${m.message}`);
  }

  it.each([
    [
      'frontend/src/features/gallery/components/Probe.tsx',
      "import { useRankBadges } from '../../leaderboard/hooks/use-rank-badges';\nexport const x = useRankBadges;\n",
      'ugh/feature-boundaries: features/gallery may not import features/leaderboard',
    ],
    [
      'frontend/src/features/pages/probe.ts',
      "export { RoastCard } from '../gallery/components/GalleryPage';\n",
      'ugh/feature-boundaries: features/pages may not import features/gallery',
    ],
    [
      'frontend/src/features/roasts/components/Probe.tsx',
      "export const load = () => import('../../reactions/components/ReactionsPanel');\n",
      'ugh/feature-boundaries: features/roasts may not import features/reactions',
    ],
    [
      'frontend/src/features/roasts/probe.ts',
      "import { routes } from '../../app/router';\nexport const x = routes;\n",
      'ugh/feature-boundaries: only the app imports app/',
    ],
    [
      'frontend/src/lib/probe.ts',
      "import { roastQueryOptions } from '../features/roasts/api/roasts';\nexport const x = roastQueryOptions;\n",
      'ugh/feature-boundaries: shared code (components, hooks, lib) may not import features/roasts',
    ],
    [
      'frontend/src/features/gallery/api/probe.ts',
      "import { GALLERY_PAGE_SIZE } from '../../../../../functions/domain/limits';\nexport const x = GALLERY_PAGE_SIZE;\n",
      'no-restricted-imports: ',
    ],
  ])('%s may not import that', async (filePath, code, expected) => {
    const found = await frontendViolations(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(expected);
  });

  it('names the alias when a file reaches functions/domain by a relative path', async () => {
    const found = await frontendViolations(
      'frontend/src/lib/probe.ts',
      "import type { RoastSummary } from '../../../functions/domain/api-schemas';\nexport type R = RoastSummary;\n",
    );
    expect(found).toEqual([expect.stringContaining('@domain/')]);
  });

  it.each([
    [
      'frontend/src/features/gallery/components/Probe.tsx',
      "import { GALLERY_PAGE_SIZE } from '@domain/limits';\nimport { RoastCard } from '../../../components/RoastCard';\nimport { plural } from '../../../lib/format';\nimport { galleryQueryOptions } from '../api/gallery';\nexport const x = [GALLERY_PAGE_SIZE, RoastCard, plural, galleryQueryOptions];\n",
    ],
    [
      'frontend/src/app/routes/probe.tsx',
      "import GalleryPage from '../../features/gallery/components/GalleryPage';\nimport { useRankBadges } from '../../features/leaderboard/hooks/use-rank-badges';\nexport const x = [GalleryPage, useRankBadges];\n",
    ],
  ])('%s may import that', async (filePath, code) => {
    expect(await frontendViolations(filePath, code)).toEqual([]);
  });
});
