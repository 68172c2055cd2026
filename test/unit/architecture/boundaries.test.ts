import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The dependency rule (handler → use case/domain → port ← adapter) as ESLint enforces it. */
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
    ['functions/domain/probe.ts', "import { config } from '../shared/config';\nexport const x = config;\n"],
    [
      'functions/ports/probe.ts',
      "import { logger } from '../shared/observability';\nexport const x = logger;\n",
    ],
    [
      'functions/engine/probe.ts',
      "import { dependencies } from '../shared/container';\nexport const x = dependencies;\n",
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
      "import { dependencies } from '../../shared/container';\nimport { createRoast } from '../../usecases/create-roast';\nexport const x = [dependencies, createRoast];\n",
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
