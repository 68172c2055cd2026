import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { REACTION_EMOJIS } from '../../domain/reactions';
import type { Roast } from '../../domain/roast';
import type { RoastLifecycleRepository } from '../../ports/roast-repository';
import { roastKey, roastNumberCounterKey } from './keys';
import { DISCARDED_ROAST_ENTITY, readRoast } from './roast-items';
import { backoff } from './transactions';
import { TTL_ATTRIBUTE } from '../../contracts/table-definition';
import { SDK_LIMITS } from '../aws-clients';

/** A day: far beyond any delayed write of the record it stands in for (API requests end within 30 s). */
const DISCARDED_MARKER_TTL_SECONDS = 24 * 3600;
/** One attempt's time: the DynamoDB client's connection and request timeouts. */
const DISCARD_BUDGET_MS = SDK_LIMITS.dynamodb.connectionTimeout + SDK_LIMITS.dynamodb.requestTimeout;

/** A roast's own record from creation to deletion (docs/data-model.md patterns 1–4, 15, 30). */
export class DynamoRoastLifecycleRepository implements RoastLifecycleRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async nextRoastNumber(): Promise<number> {
    const out = await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: roastNumberCounterKey,
        UpdateExpression: 'ADD #value :one',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.value);
  }
  async create(roast: Roast): Promise<void> {
    const { reactionCounts, ...rest } = roast;
    const reactions = Object.fromEntries(REACTION_EMOJIS.map((e) => [e, reactionCounts[e] ?? 0]));
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...roastKey(roast.id), entity: 'ROAST', ...rest, reactions },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    } catch (error) {
      // The SDK retries a write that timed out, and on a busy store the first attempt may have landed:
      // the retry then finds the key taken by this very record. Only that is success; a discard marker
      // or another record on the key is not.
      if (error instanceof ConditionalCheckFailedException && (await this.holds(roast))) return;
      throw error;
    }
  }
  /** Whether the stored record is this roast's own (same id, number, creation time and owner). */
  private async holds(roast: Roast): Promise<boolean> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: roastKey(roast.id), ConsistentRead: true }),
    );
    const item = out.Item;
    return (
      item?.entity === 'ROAST' &&
      item.createdAt === roast.createdAt &&
      item.number === roast.number &&
      item.ownerKeyHash === roast.ownerKeyHash
    );
  }
  async discard(id: string): Promise<void> {
    // Not a Delete: a Delete that reaches the store before the record's own delayed write would leave
    // that record behind. The marker takes the key whatever the order (the record's write is
    // conditional on a free key), reads as no roast (roast-items.ts) and expires.
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          ...roastKey(id),
          entity: DISCARDED_ROAST_ENTITY,
          [TTL_ATTRIBUTE]: Math.floor(Date.now() / 1000) + DISCARDED_MARKER_TTL_SECONDS,
        },
      }),
      // A clean-up on a failure path: the visitor is waiting for their error. One attempt's time is
      // enough to deliver the write (a store that is down rejects it at once, or applies it later).
      { abortSignal: AbortSignal.timeout(DISCARD_BUDGET_MS) },
    );
  }
  async get(id: string): Promise<Roast | null> {
    return readRoast(this.db, this.tableName, id);
  }
  async markReady(
    id: string,
    result: NonNullable<Roast['result']>,
    thumbnailKey: string | null,
  ): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: roastKey(id),
          UpdateExpression:
            'SET #status = :ready, #result = :result, thumbnailKey = :thumb, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND #status = :processing',
          ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
          ExpressionAttributeValues: {
            ':ready': 'ready',
            ':processing': 'processing',
            ':result': result,
            ':thumb': thumbnailKey,
            ':now': new Date().toISOString(),
          },
        }),
      );
    } catch (error) {
      // Deleted while the workflow ran, or already finished by an earlier attempt: nothing to do.
      if (error instanceof ConditionalCheckFailedException) return;
      throw error;
    }
  }
  async attachCapture(
    id: string,
    capture: { imageKeys: string[]; captureId: string; website: Roast['website'] },
  ): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: roastKey(id),
        UpdateExpression: 'SET imageKeys = :keys, captureId = :capture, website = :website, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND #status = :processing',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':keys': capture.imageKeys,
          ':capture': capture.captureId,
          ':website': capture.website,
          ':processing': 'processing',
          ':now': new Date().toISOString(),
        },
      }),
    );
  }
  async markUnsuccessful(
    id: string,
    status: 'failed' | 'rejected',
    failure: NonNullable<Roast['failure']>,
  ): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: roastKey(id),
          UpdateExpression: 'SET #status = :status, failure = :failure, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND #status = :processing',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':processing': 'processing',
            ':failure': failure,
            ':now': new Date().toISOString(),
          },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return;
      throw error;
    }
  }
  async linkNextVersion(id: string, nextId: string, replacing: string | null): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: roastKey(id),
          UpdateExpression: 'SET nextId = :next, updatedAt = :now',
          // The slot is compared with what the caller saw, so two new versions racing for one roast
          // cannot both link: the second finds the first's id there and is refused.
          ConditionExpression:
            replacing === null
              ? 'attribute_exists(PK) AND #status = :ready AND attribute_not_exists(nextId)'
              : 'attribute_exists(PK) AND #status = :ready AND nextId = :replacing',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':next': nextId,
            ':ready': 'ready',
            ':now': new Date().toISOString(),
            ...(replacing === null ? {} : { ':replacing': replacing }),
          },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }
  async delete(id: string): Promise<Roast | null> {
    const roast = await readRoast(this.db, this.tableName, id);
    if (!roast) return null;
    // Everything in the roast's partition: META, like markers, reaction markers.
    let lastKey: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': roastKey(id).PK },
          ProjectionExpression: 'PK, SK',
          // Markers written just before the delete must be seen, or they would be left behind.
          ConsistentRead: true,
          ExclusiveStartKey: lastKey,
        }),
      );
      await this.batchDelete((page.Items ?? []) as { PK: string; SK: string }[]);
      lastKey = page.LastEvaluatedKey;
    } while (lastKey);
    return roast;
  }
  private async batchDelete(keys: { PK: string; SK: string }[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 25) {
      let requests: Record<string, unknown>[] | undefined = keys
        .slice(i, i + 25)
        .map((Key) => ({ DeleteRequest: { Key: { PK: Key.PK, SK: Key.SK } } }));
      for (let attempt = 0; requests && requests.length > 0; attempt++) {
        if (attempt > 8) throw new Error('DynamoDB kept returning unprocessed deletes');
        if (attempt > 0) await backoff(attempt);
        const out = await this.db.send(
          new BatchWriteCommand({ RequestItems: { [this.tableName]: requests as never } }),
        );
        requests = out.UnprocessedItems?.[this.tableName] as Record<string, unknown>[] | undefined;
      }
    }
  }
}
