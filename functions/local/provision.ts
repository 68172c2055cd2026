import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../contracts/table-definition';

type IndexDefinition = (typeof GLOBAL_SECONDARY_INDEXES)[number];

const indexDefinition = (gsi: IndexDefinition) => ({
  IndexName: gsi.indexName,
  KeySchema: [
    { AttributeName: gsi.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: gsi.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...gsi.projection] },
});

/**
 * A table kept in `.data/` from an older version lacks the indexes added since: create them (one per
 * UpdateTable, as DynamoDB requires) and wait until each is ACTIVE, backfilled from the items.
 */
async function addMissingIndexes(
  db: DynamoDBClient,
  tableName: string,
  existing: Set<string>,
): Promise<string[]> {
  const added: string[] = [];
  for (const gsi of GLOBAL_SECONDARY_INDEXES) {
    if (existing.has(gsi.indexName)) continue;
    added.push(gsi.indexName);
    await db.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [gsi.partitionKey, gsi.sortKey].map((AttributeName) => ({
          AttributeName,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(gsi) }],
      }),
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const table = (await db.send(new DescribeTableCommand({ TableName: tableName }))).Table;
      const index = table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === gsi.indexName);
      if (index?.IndexStatus === 'ACTIVE') break;
      if (Date.now() > deadline)
        throw new Error(`Index ${gsi.indexName} of ${tableName} did not become active`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return added;
}

/** The single table's CreateTable input (same keys and indexes as the CDK data stack). */
export function createTableInput(
  tableName: string,
  indexes: readonly IndexDefinition[] = GLOBAL_SECONDARY_INDEXES,
): CreateTableCommandInput {
  const keyAttributes = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const gsi of indexes) {
    keyAttributes.add(gsi.partitionKey);
    keyAttributes.add(gsi.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...keyAttributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: indexes.map(indexDefinition),
  };
}

/**
 * Creates the single table (same keys and indexes as the CDK data stack) unless it exists; an existing
 * one gets any index it lacks ('upgraded': its items then need `PublicRoastIndex.reindexPublic`, since
 * older versions never wrote the new index's keys).
 */
export async function ensureTable(
  db: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existing' | 'upgraded'> {
  try {
    const { Table } = await db.send(new DescribeTableCommand({ TableName: tableName }));
    const added = await addMissingIndexes(
      db,
      tableName,
      new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName ?? '')),
    );
    return added.length > 0 ? 'upgraded' : 'existing';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await db.send(new CreateTableCommand(createTableInput(tableName)));
  await db.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
  return 'created';
}

export async function ensureBucket(s3: S3Client, bucket: string): Promise<'created' | 'existing'> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    return 'existing';
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    return 'created';
  }
}
