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
