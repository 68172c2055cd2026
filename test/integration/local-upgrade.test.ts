/**
 * Local mode on a data directory from an older version: the table lacks the industry index (GSI3) and
 * its public roasts were written without that index's keys. Starting local mode adds the index and
 * writes the public roasts again, so their industry pages are not empty.
 *
 * It runs on a DynamoDB Local of its own, as `npm start` does: on the run's shared instance, busy with
 * every other file's tables, DynamoDB Local twice left the new index CREATING for over 60 s (measured in
 * the full suite; alone, or with three tables upgraded at once, it is active in under 1 s).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CreateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoPublicRoastIndex } from '../../functions/adapters/dynamodb/public-roast-index';
import { DynamoRoastLifecycleRepository } from '../../functions/adapters/dynamodb/roast-lifecycle-repository';
import { GLOBAL_SECONDARY_INDEXES } from '../../functions/contracts/table-definition';
import { industryResponseSchema } from '../../functions/domain/api-schemas';
import { startDynamoLocal, type RunningDynamo } from '../../functions/local/dynamodb-local';
import { createTableInput } from '../../functions/local/provision';
import { makeRoast, promotionFor } from './repository/fixtures';
import { localDynamoClient, startTestStack, type TestStack } from './helpers/stack';

const tableName = `ugh-test-old-${randomBytes(4).toString('hex')}`;
let dynamo: RunningDynamo | undefined;
let raw: DynamoDBClient | undefined;
let stack: TestStack | undefined;

afterAll(async () => {
  await stack?.stop();
  raw?.destroy();
  await dynamo?.stop();
});

let roast: ReturnType<typeof makeRoast>;

// Setting up the old table and starting local mode on it (index creation, reindex, stack start) get
// the hook timeout: on a loaded 2-core machine they can take longer than one test's.
beforeAll(async () => {
  dynamo = await startDynamoLocal();
  raw = localDynamoClient(dynamo.endpoint);
  const db = DynamoDBDocumentClient.from(raw);
  const before = GLOBAL_SECONDARY_INDEXES.filter((i) => i.indexName !== 'GSI3');
  await raw.send(new CreateTableCommand(createTableInput(tableName, before)));
  const oldVersion = {
    roasts: new DynamoRoastLifecycleRepository(db, tableName),
    publicRoasts: new DynamoPublicRoastIndex(db, tableName),
  };
  roast = makeRoast({
    websiteName: 'Calm Notes',
    industry: 'saas-technology',
    industryConfidence: 75,
  });
  await oldVersion.roasts.create(roast);
  await oldVersion.publicRoasts.publish(roast.id, promotionFor(roast));
  // An older version never wrote these.
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { PK: `ROAST#${roast.id}`, SK: 'META' },
      UpdateExpression: 'REMOVE GSI3PK, GSI3SK, industryConfidence',
    }),
  );

  stack = await startTestStack({ tableName, dynamoEndpoint: dynamo.endpoint });
});

it('adds the missing index on start and puts the old public roasts on their industry pages', async () => {
  if (!stack) throw new Error('local mode did not start');
  expect(stack.reindexed).toEqual({ public: 1, industry: 1 });
  const page = industryResponseSchema.parse((await stack.api.get('/api/industries/saas-technology')).body);
  expect(page.industry).toMatchObject({ totalRoasts: 1, avgConfidence: 75 });
  expect(page.roasts.map((r) => r.id)).toEqual([roast.id]);
  // Still in the gallery, once.
  const gallery = (await stack.api.get('/api/roasts?sort=newest')).body as { roasts: { id: string }[] };
  expect(gallery.roasts.map((r) => r.id)).toEqual([roast.id]);
});
