import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../adapters/dynamodb/table-definition';

/** Creates the single table (same keys and indexes as the CDK data stack) unless it exists. */
export async function ensureTable(db: DynamoDBClient, tableName: string): Promise<'created' | 'existing'> {
  try {
    await db.send(new DescribeTableCommand({ TableName: tableName }));
    return 'existing';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyAttributes = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const gsi of GLOBAL_SECONDARY_INDEXES) {
    keyAttributes.add(gsi.partitionKey);
    keyAttributes.add(gsi.sortKey);
  }
  await db.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...keyAttributes].map((AttributeName) => ({
        AttributeName,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...gsi.projection] },
      })),
    }),
  );
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
