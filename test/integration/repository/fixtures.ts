import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createDynamoDocumentClient } from '../../../functions/adapters/aws-clients';
import { DynamoAnnouncementRepository } from '../../../functions/adapters/dynamodb/announcement-repository';
import { DynamoRateLimiter } from '../../../functions/adapters/dynamodb/rate-limiter';
import { DynamoEngagementRepository } from '../../../functions/adapters/dynamodb/engagement-repository';
import { DynamoEnhancementRepository } from '../../../functions/adapters/dynamodb/enhancement-repository';
import { DynamoIndustryRoastIndex } from '../../../functions/adapters/dynamodb/industry-roast-index';
import { DynamoPublicRoastIndex } from '../../../functions/adapters/dynamodb/public-roast-index';
import { DynamoRoastLifecycleRepository } from '../../../functions/adapters/dynamodb/roast-lifecycle-repository';
import { ensureTable } from '../../../functions/local/provision';
import { REACTION_EMOJIS } from '../../../functions/domain/reactions';
import type { Roast } from '../../../functions/domain/roast';
import type { RoastLevel } from '../../../functions/domain/roast-levels';
import { verdictFor } from '../../../functions/domain/verdicts';

/** A fresh table on the run's shared DynamoDB Local, with the repositories wired to it. */
export interface RepositoryHarness {
  tableName: string;
  db: DynamoDBDocumentClient;
  roasts: DynamoRoastLifecycleRepository;
  publicRoasts: DynamoPublicRoastIndex;
  industries: DynamoIndustryRoastIndex;
  engagement: DynamoEngagementRepository;
  enhancements: DynamoEnhancementRepository;
  announcements: DynamoAnnouncementRepository;
  rateLimiter: DynamoRateLimiter;
  /** Every item in one partition, read with a raw Query (bypasses the repository). */
  partition(pk: string): Promise<Record<string, unknown>[]>;
  /** One raw item, read consistently (bypasses the repository). */
  item(PK: string, SK: string): Promise<Record<string, unknown> | undefined>;
  stop(): Promise<void>;
}

export async function startRepositoryHarness(): Promise<RepositoryHarness> {
  const tableName = `ugh-repo-${randomBytes(6).toString('hex')}`;
  const db = createDynamoDocumentClient({
    region: 'us-east-1',
    endpoints: { dynamodb: inject('dynamoEndpoint') },
  });
  const raw = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: inject('dynamoEndpoint'),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  if ((await ensureTable(raw, tableName)) !== 'created')
    throw new Error(`table ${tableName} already existed`);
  return {
    tableName,
    db,
    roasts: new DynamoRoastLifecycleRepository(db, tableName),
    publicRoasts: new DynamoPublicRoastIndex(db, tableName),
    industries: new DynamoIndustryRoastIndex(db, tableName),
    engagement: new DynamoEngagementRepository(db, tableName),
    enhancements: new DynamoEnhancementRepository(db, tableName),
    announcements: new DynamoAnnouncementRepository(db, tableName),
    rateLimiter: new DynamoRateLimiter(db, tableName),
    async partition(pk) {
      const items: Record<string, unknown>[] = [];
      let lastKey: Record<string, unknown> | undefined;
      do {
        const out = await db.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': pk },
            ConsistentRead: true,
            ExclusiveStartKey: lastKey,
          }),
        );
        items.push(...((out.Items ?? []) as Record<string, unknown>[]));
        lastKey = out.LastEvaluatedKey;
      } while (lastKey);
      return items;
    },
    async item(PK, SK) {
      const out = await db.send(
        new GetCommand({ TableName: tableName, Key: { PK, SK }, ConsistentRead: true }),
      );
      return out.Item;
    },
    async stop() {
      await raw.send(new DeleteTableCommand({ TableName: tableName }));
      raw.destroy();
      db.destroy();
    },
  };
}

/**
 * A harness for the calling test file: its table is created before the file's tests and dropped after
 * them. The returned object is filled in by the time the tests run.
 */
export function useRepositoryHarness(): RepositoryHarness {
  const harness = {} as RepositoryHarness;
  beforeAll(async () => {
    Object.assign(harness, await startRepositoryHarness());
  });
  afterAll(async () => {
    await harness.stop?.();
  });
  return harness;
}

export const newRoastId = () => randomBytes(16).toString('base64url');

let numbers = 0;

export interface RoastOptions {
  id?: string;
  status?: 'ready' | 'processing';
  createdAt?: string;
  level?: RoastLevel;
  score?: number;
  websiteName?: string;
  websiteUrl?: string;
  roastText?: string;
  /** The classified industry and its confidence (none by default). */
  industry?: string | null;
  industryConfidence?: number | null;
}

/** A complete critique, as the workflow would store it. */
export function roastResult(
  score = 55,
  roastText = 'The hero image is a crime scene.',
): NonNullable<Roast['result']> {
  return {
    ughScore: score,
    verdict: verdictFor(score),
    subScores: {
      visualHierarchy: 4,
      typography: 5,
      colorUsage: 6,
      layoutSpacing: 3,
      uiConsistency: 7,
      wtfFactor: 2,
    },
    violations: [
      {
        code: 'V012',
        type: 'Font Soup',
        description: 'Seven typefaces on one page',
        severity: 'Severe',
        criterion: 'typography',
        evidence: {
          metric: 'fontFamilies',
          value: 7,
          threshold: 3,
          unit: 'families',
          region: { imageIndex: 0, x: 10, y: 20, width: 300, height: 40 },
        },
      },
    ],
    improvements: ['Pick one typeface.', 'Give the content room to breathe.'],
    clarityAnalysis: {
      score: 6,
      commentary: 'You can eventually tell what it sells.',
      userUnderstanding: 'confusing',
      recommendations: ['Say what you do above the fold.'],
    },
    websiteAnalysis: null,
    roastText,
    engine: 'offline',
    industry: null,
  };
}

export function makeRoast(options: RoastOptions = {}): Roast {
  const status = options.status ?? 'ready';
  const createdAt = options.createdAt ?? new Date().toISOString();
  const id = options.id ?? newRoastId();
  return {
    id,
    number: ++numbers,
    ownerKeyHash: randomBytes(32).toString('hex'),
    status,
    level: options.level ?? 'brutal',
    imageKeys: [`roasts/${id}/0.jpg`],
    thumbnailKey: status === 'ready' ? `roasts/${id}/thumb.jpg` : null,
    captureId: null,
    website: {
      ...(options.websiteName !== undefined ? { name: options.websiteName } : {}),
      ...(options.websiteUrl !== undefined ? { url: options.websiteUrl } : {}),
    },
    createdAt,
    updatedAt: createdAt,
    failure: null,
    result:
      status === 'ready'
        ? {
            ...roastResult(options.score, options.roastText),
            ...(options.industry !== undefined && { industry: options.industry }),
            ...(options.industryConfidence !== undefined && {
              industryConfidence: options.industryConfidence,
            }),
          }
        : null,
    isPromoted: false,
    isPublic: false,
    promotion: null,
    likes: 0,
    shareCount: 0,
    reactionCounts: Object.fromEntries(REACTION_EMOJIS.map((e) => [e, 0])),
  };
}

/** A roast stored through the repository (and published when `public`), as the API would leave it. */
export async function storeRoast(
  h: RepositoryHarness,
  options: RoastOptions & { public?: boolean } = {},
): Promise<Roast> {
  const roast = makeRoast(options);
  await h.roasts.create(roast);
  if (options.public) await h.publicRoasts.publish(roast.id, promotionFor(roast));
  return roast;
}

/** A promotion built from the roast's own website fields (what the Promote dialog would send). */
export function promotionFor(roast: Roast): NonNullable<Roast['promotion']> {
  return {
    websiteName: roast.website.name ?? 'Unnamed site',
    websiteUrl: roast.website.url ?? 'https://example.com',
    authorCredit: null,
  };
}

/** Distinct ISO timestamps, one minute apart, starting at a fixed day. */
export const minute = (n: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, 0) + n * 60_000).toISOString();
