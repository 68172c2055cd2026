import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GLOBAL_SECONDARY_INDEXES } from '../../../functions/contracts/table-definition';
import type { Roast } from '../../../functions/domain/roast';
import { startDynamoLocal, type RunningDynamo } from '../../../functions/local/dynamodb-local';
import { createTableInput, ensureTable } from '../../../functions/local/provision';
import { minute, promotionFor, storeRoast, useRepositoryHarness } from './fixtures';

/** Access patterns of the industry pages and the beta lab: public roasts of one industry (GSI3), newest public roasts, kept suggestions. */
const h = useRepositoryHarness();

const ids = (roasts: { id: string }[]) => roasts.map((r) => r.id);

describe('public roasts of one industry (GSI3)', () => {
  const saas: Roast[] = [];
  let privateSaas: Roast;
  let creative: Roast;
  let unclassified: Roast;
  let unknownLabel: Roast;

  beforeAll(async () => {
    // Oldest first: minute(0) … minute(3); the listing must come back newest first.
    saas.push(
      await storeRoast(h, {
        public: true,
        createdAt: minute(0),
        industry: 'saas-technology',
        industryConfidence: 50,
      }),
    );
    // Classified before confidences were recorded: counted, not averaged.
    saas.push(await storeRoast(h, { public: true, createdAt: minute(1), industry: 'saas-technology' }));
    saas.push(
      await storeRoast(h, {
        public: true,
        createdAt: minute(2),
        industry: 'saas-technology',
        industryConfidence: 75,
      }),
    );
    saas.push(
      await storeRoast(h, {
        public: true,
        createdAt: minute(3),
        industry: 'saas-technology',
        industryConfidence: 88,
      }),
    );
    privateSaas = await storeRoast(h, {
      createdAt: minute(4),
      industry: 'saas-technology',
      industryConfidence: 94,
    });
    creative = await storeRoast(h, {
      public: true,
      createdAt: minute(5),
      industry: 'creative-design',
      industryConfidence: 63,
    });
    unclassified = await storeRoast(h, { public: true, createdAt: minute(6) });
    // A label no industry page has (an old model answer): public, but on no industry page.
    unknownLabel = await storeRoast(h, {
      public: true,
      createdAt: minute(7),
      industry: 'other',
      industryConfidence: 80,
    });
  });

  it('lists only that industry’s public roasts, newest first, with the total and every confidence', async () => {
    const listing = await h.industries.listIndustry('saas-technology', 24);
    expect(ids(listing.roasts)).toEqual(ids([...saas].reverse()));
    expect(listing.total).toBe(4);
    expect(listing.confidences.sort()).toEqual([50, 75, 88]);
    expect(ids(listing.roasts)).not.toContain(privateSaas.id);

    const other = await h.industries.listIndustry('creative-design', 24);
    expect(ids(other.roasts)).toEqual([creative.id]);
    expect(other.confidences).toEqual([63]);
    expect((await h.industries.listIndustry('ecommerce-retail', 24)).total).toBe(0);
  });

  it('fetches only the newest page whole, but counts them all', async () => {
    const listing = await h.industries.listIndustry('saas-technology', 2);
    expect(ids(listing.roasts)).toEqual([saas[3]!.id, saas[2]!.id]);
    expect(listing.total).toBe(4);
    expect(listing.confidences).toHaveLength(3);
  });

  it('gives a private roast, an unclassified one and an unknown label no industry index entry', async () => {
    for (const roast of [privateSaas, unclassified, unknownLabel]) {
      const [item] = await h.partition(`ROAST#${roast.id}`);
      expect(item, roast.id).not.toHaveProperty('GSI3PK');
      expect(item, roast.id).not.toHaveProperty('industryConfidence');
    }
    const [publicItem] = await h.partition(`ROAST#${saas[0]!.id}`);
    expect(publicItem).toMatchObject({ GSI3PK: 'PUBLIC#INDUSTRY#saas-technology', industryConfidence: 50 });
    // …and none of it reaches the domain object.
    const roast = await h.roasts.get(saas[0]!.id);
    for (const key of ['GSI3PK', 'GSI3SK', 'industryConfidence']) expect(roast).not.toHaveProperty(key);
    expect(roast?.result?.industryConfidence).toBe(50);
  });

  it('unpublishing takes a roast off its industry page; publishing again puts it back', async () => {
    await h.publicRoasts.unpublish(saas[3]!.id);
    let listing = await h.industries.listIndustry('saas-technology', 24);
    expect(ids(listing.roasts)).not.toContain(saas[3]!.id);
    expect(listing.total).toBe(3);
    expect(listing.confidences.sort()).toEqual([50, 75]);
    const [item] = await h.partition(`ROAST#${saas[3]!.id}`);
    expect(item).not.toHaveProperty('GSI3PK');
    expect(item).not.toHaveProperty('industryConfidence');

    await h.publicRoasts.publish(saas[3]!.id, promotionFor(saas[3]!));
    listing = await h.industries.listIndustry('saas-technology', 24);
    expect(ids(listing.roasts)[0]).toBe(saas[3]!.id);
    expect(listing.total).toBe(4);
  });

  it('a deleted roast leaves its industry page', async () => {
    const doomed = await storeRoast(h, {
      public: true,
      createdAt: minute(8),
      industry: 'ecommerce-retail',
      industryConfidence: 75,
    });
    expect((await h.industries.listIndustry('ecommerce-retail', 24)).total).toBe(1);
    await h.roasts.delete(doomed.id);
    expect(await h.industries.listIndustry('ecommerce-retail', 24)).toEqual({
      roasts: [],
      total: 0,
      confidences: [],
    });
  });
});

describe('newest public roasts (beta lab)', () => {
  // Its own table: the listing reads every public roast, so the other tests' roasts must not be there.
  const own = useRepositoryHarness();

  it('returns public roasts only, newest first, at most the limit', async () => {
    const publicOnes: Roast[] = [];
    for (let i = 0; i < 4; i++)
      publicOnes.push(await storeRoast(own, { public: true, createdAt: minute(100 + i) }));
    await storeRoast(own, { createdAt: minute(200) });
    await storeRoast(own, { status: 'processing', createdAt: minute(201) });

    const latest = await own.publicRoasts.latestPublic(50);
    expect(ids(latest)).toEqual(ids([...publicOnes].reverse()));
    expect(latest.every((r) => r.isPublic && r.status === 'ready')).toBe(true);
    expect(ids(await own.publicRoasts.latestPublic(2))).toEqual([publicOnes[3]!.id, publicOnes[2]!.id]);
  });
});

describe('reindexing public roasts written before an index existed', () => {
  // Its own table: reindexing visits every public roast.
  const own = useRepositoryHarness();
  /** What an older version left: public and listed, but without the industry index's keys. */
  const forgetIndustryEntry = (id: string) =>
    own.db.send(
      new UpdateCommand({
        TableName: own.tableName,
        Key: { PK: `ROAST#${id}`, SK: 'META' },
        UpdateExpression: 'REMOVE GSI3PK, GSI3SK, industryConfidence',
      }),
    );

  it('puts classified public roasts back on their industry page and touches nothing else', async () => {
    const old = await storeRoast(own, {
      public: true,
      createdAt: minute(300),
      industry: 'saas-technology',
      industryConfidence: 75,
    });
    const oldUnclassified = await storeRoast(own, { public: true, createdAt: minute(301) });
    const hidden = await storeRoast(own, { createdAt: minute(302), industry: 'saas-technology' });
    const taken = await storeRoast(own, {
      public: true,
      createdAt: minute(303),
      industry: 'saas-technology',
    });
    await own.publicRoasts.unpublish(taken.id);
    await forgetIndustryEntry(old.id);
    await forgetIndustryEntry(oldUnclassified.id);
    expect((await own.industries.listIndustry('saas-technology', 24)).total).toBe(0);

    expect(await own.publicRoasts.reindexPublic()).toEqual({ public: 2, industry: 1 });

    const listing = await own.industries.listIndustry('saas-technology', 24);
    expect(ids(listing.roasts)).toEqual([old.id]);
    expect(listing.confidences).toEqual([75]);
    // The private and the unpublished roast stay off every listing.
    expect(ids((await own.publicRoasts.listPublic({ page: 1, limit: 50, sort: 'newest' })).roasts)).toEqual([
      oldUnclassified.id,
      old.id,
    ]);
    for (const roast of [hidden, taken]) {
      const [item] = await own.partition(`ROAST#${roast.id}`);
      expect(item, roast.id).toMatchObject({ isPublic: false });
      expect(item, roast.id).not.toHaveProperty('GSI1PK');
      expect(item, roast.id).not.toHaveProperty('GSI3PK');
    }
    // Running it again changes nothing.
    expect(await own.publicRoasts.reindexPublic()).toEqual({ public: 2, industry: 1 });
    expect((await own.industries.listIndustry('saas-technology', 24)).total).toBe(1);
  });
});

describe('kept enhanced suggestions', () => {
  const enhancement = {
    enhancedSuggestions: [
      {
        title: 'Raise text contrast',
        description: 'Body text at 2.1:1.',
        category: 'accessibility' as const,
        effort: 'low' as const,
        impact: 'high' as const,
        heuristic: 'WCAG 2.2 SC 1.4.3 Contrast (Minimum)',
        researchBased: true,
        violationCodes: ['V014'],
      },
    ],
    source: 'bedrock' as const,
    createdAt: '2025-01-01T12:00:00.000Z',
  };

  it('are stored on a public roast and read back with it', async () => {
    const roast = await storeRoast(h, { public: true });
    await h.enhancements.saveEnhancement(roast.id, enhancement);
    expect((await h.roasts.get(roast.id))?.enhancement).toEqual(enhancement);
  });

  it('are not stored on a private roast, nor do they bring a deleted one back', async () => {
    const hidden = await storeRoast(h);
    await h.enhancements.saveEnhancement(hidden.id, enhancement);
    expect((await h.roasts.get(hidden.id))?.enhancement).toBeUndefined();

    const gone = await storeRoast(h, { public: true });
    await h.roasts.delete(gone.id);
    await h.enhancements.saveEnhancement(gone.id, enhancement);
    expect(await h.partition(`ROAST#${gone.id}`)).toEqual([]);
  });
});

describe('a table from before the industry index', () => {
  // A DynamoDB Local of its own, as local mode has: on the run's shared instance, busy with every other
  // file's tables, a new index was twice left CREATING for over 60 s (test/integration/local-upgrade.test.ts).
  let dynamo: RunningDynamo | undefined;
  beforeAll(async () => {
    dynamo = await startDynamoLocal();
  });
  afterAll(async () => {
    await dynamo?.stop();
  });

  it('gets the missing index on start-up, backfilled from the items already there', async () => {
    const raw = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: dynamo!.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const db = DynamoDBDocumentClient.from(raw);
    const tableName = `ugh-old-${randomBytes(6).toString('hex')}`;
    const old = GLOBAL_SECONDARY_INDEXES.filter((i) => i.indexName !== 'GSI3');
    try {
      await raw.send(new CreateTableCommand(createTableInput(tableName, old)));
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            PK: 'ROAST#x',
            SK: 'META',
            id: 'x',
            GSI3PK: 'PUBLIC#INDUSTRY#saas-technology',
            GSI3SK: 'a#x',
          },
        }),
      );

      expect(await ensureTable(raw, tableName)).toBe('upgraded');

      const { Table } = await raw.send(new DescribeTableCommand({ TableName: tableName }));
      expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(['GSI1', 'GSI2', 'GSI3']);
      const out = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'GSI3',
          KeyConditionExpression: 'GSI3PK = :p',
          ExpressionAttributeValues: { ':p': 'PUBLIC#INDUSTRY#saas-technology' },
        }),
      );
      expect(out.Items?.map((i) => i.id)).toEqual(['x']);
      // A second start changes nothing.
      expect(await ensureTable(raw, tableName)).toBe('existing');
    } finally {
      await raw.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
      raw.destroy();
    }
  });
});
