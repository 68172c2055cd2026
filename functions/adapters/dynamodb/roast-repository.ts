import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { IndustrySlug, LeaderboardKind, ListRoastsQuery } from '../../domain/api-schemas';
import { RoastNotFoundError, RoastNotReadyError } from '../../domain/errors';
import { isIndustrySlug } from '../../domain/industries';
import { SHAME_MIN_SCORE } from '../../domain/halls';
import { REACTION_EMOJIS, type ReactionEmoji, isReactionEmoji } from '../../domain/reactions';
import { isReady, type ReadyRoast, type Roast, type RoastEnhancement } from '../../domain/roast';
import type { IndustryListing, PublicRoastPage, RoastRepository } from '../../ports/roast-repository';
import {
  PUBLIC_PARTITION,
  industryPartition,
  likeKey,
  publicNewestSortKey,
  publicScoreSortKey,
  reactionKey,
  reactionPrefix,
  roastKey,
  roastNumberCounterKey,
} from './keys';
import { backoff, withTransactionRetry } from './transactions';

/** Attributes of the roast META item that are not part of the domain object. */
const STORAGE_ONLY = [
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'industryConfidence',
  'searchText',
  'entity',
  'reactions',
];

function toRoast(item: Record<string, unknown>): Roast {
  const roast = { ...item } as Record<string, unknown>;
  const reactions = (item.reactions ?? {}) as Record<string, number>;
  for (const key of STORAGE_ONLY) delete roast[key];
  return { ...(roast as unknown as Roast), reactionCounts: reactions };
}

function searchTextOf(roast: Roast): string {
  const parts = [
    roast.result?.roastText,
    roast.result?.verdict,
    roast.title,
    roast.result?.siteName,
    roast.promotion?.websiteName,
    roast.promotion?.websiteUrl,
    roast.website.name,
    roast.website.url,
    roast.website.title,
    roast.website.domain,
  ];
  return parts.filter(Boolean).join('\n').toLowerCase();
}

export class DynamoRoastRepository implements RoastRepository {
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
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...roastKey(roast.id), entity: 'ROAST', ...rest, reactions },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async discard(id: string): Promise<void> {
    await this.db.send(new DeleteCommand({ TableName: this.tableName, Key: roastKey(id) }));
  }

  async get(id: string): Promise<Roast | null> {
    const out = await this.db.send(new GetCommand({ TableName: this.tableName, Key: roastKey(id) }));
    return out.Item ? toRoast(out.Item) : null;
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

  async delete(id: string): Promise<Roast | null> {
    const roast = await this.get(id);
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

  async unpublish(id: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: roastKey(id),
          UpdateExpression:
            'SET isPublic = :false, updatedAt = :now ' +
            'REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, industryConfidence, searchText',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':false': false, ':now': new Date().toISOString() },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw new RoastNotFoundError(id);
      throw error;
    }
  }

  async publish(id: string, promotion: NonNullable<Roast['promotion']>): Promise<void> {
    const roast = await this.get(id);
    if (!roast) throw new RoastNotFoundError(id);
    if (!isReady(roast)) throw new RoastNotReadyError(id);
    await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: roastKey(id),
        ...promotionUpdate(roast, promotion),
      }),
    );
  }

  async reindexPublic(): Promise<{ public: number; industry: number }> {
    // Every public roast is on GSI1 (written with the listing keys since the first release); its ids
    // come from there, the roasts themselves in batches of 100, and each gets its listing keys, search
    // text and industry entry written again from its stored result and promotion.
    const ids = (
      await this.queryAll({
        TableName: this.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :public',
        ExpressionAttributeValues: { ':public': PUBLIC_PARTITION },
        ProjectionExpression: 'id',
      })
    ).map((item) => item.id as string);
    let industry = 0;
    let reindexed = 0;
    for (let i = 0; i < ids.length; i += 100) {
      for (const roast of await this.getMany(ids.slice(i, i + 100))) {
        if (!roast.promotion) continue;
        try {
          await this.db.send(
            new UpdateCommand({
              TableName: this.tableName,
              Key: roastKey(roast.id),
              ...withStillPublic(promotionUpdate(roast, roast.promotion)),
            }),
          );
        } catch (error) {
          // Unpublished or deleted while the index was rebuilt: nothing to write.
          if (error instanceof ConditionalCheckFailedException) continue;
          throw error;
        }
        reindexed++;
        if (roast.result.industry !== null && isIndustrySlug(roast.result.industry)) industry++;
      }
    }
    return { public: reindexed, industry };
  }

  async listPublic(query: ListRoastsQuery): Promise<PublicRoastPage> {
    const filters: string[] = [];
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':public': PUBLIC_PARTITION };
    if (query.level) {
      filters.push('#level = :level');
      names['#level'] = 'level';
      values[':level'] = query.level;
    }
    const search = query.search?.trim().toLowerCase();
    if (search) {
      filters.push('contains(searchText, :search)');
      values[':search'] = search;
    }
    const byScore = query.sort !== 'newest';
    const input: QueryCommandInput = {
      TableName: this.tableName,
      IndexName: byScore ? 'GSI2' : 'GSI1',
      KeyConditionExpression: byScore ? 'GSI2PK = :public' : 'GSI1PK = :public',
      ScanIndexForward: query.sort === 'score_asc',
      ProjectionExpression: 'id',
      ExpressionAttributeValues: values,
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    };
    // Page numbers need the total, so the (compact, projected) public partition is read in full and
    // only the requested page is fetched whole. docs/data-model.md records the measured cost.
    const ids = (await this.queryAll(input)).map((item) => item.id as string);
    const start = (query.page - 1) * query.limit;
    const pageIds = ids.slice(start, start + query.limit);
    return { roasts: await this.getMany(pageIds), total: ids.length };
  }

  async leaderboard(kind: LeaderboardKind, limit: number): Promise<ReadyRoast[]> {
    // Hall of Shame: highest UGH first, 41+ only; Hall of Excellence: lowest first, 40 or less
    // (domain/halls.ts). The band is a range of the score sort key, so DynamoDB reads only the hall.
    const boundary = publicScoreSortKey(SHAME_MIN_SCORE, '');
    return this.firstPublic('GSI2', kind === 'designed', limit, {
      expression: kind === 'brutal' ? 'GSI2SK >= :boundary' : 'GSI2SK < :boundary',
      values: { ':boundary': boundary },
    });
  }

  async latestPublic(limit: number): Promise<ReadyRoast[]> {
    return this.firstPublic('GSI1', false, limit);
  }

  /** The first `limit` roasts of a public listing index (GSI1 by date, GSI2 by score), fetched whole. */
  private async firstPublic(
    index: 'GSI1' | 'GSI2',
    ascending: boolean,
    limit: number,
    sortKeyRange?: { expression: string; values: Record<string, string> },
  ): Promise<ReadyRoast[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: index,
        KeyConditionExpression: [`${index}PK = :public`, sortKeyRange?.expression]
          .filter(Boolean)
          .join(' AND '),
        ExpressionAttributeValues: { ':public': PUBLIC_PARTITION, ...sortKeyRange?.values },
        ProjectionExpression: 'id',
        ScanIndexForward: ascending,
        Limit: limit,
      }),
    );
    return this.getMany((out.Items ?? []).map((i) => i.id as string));
  }

  async listIndustry(slug: IndustrySlug, limit: number): Promise<IndustryListing> {
    // The industry's own sparse partition of GSI3 (only public, classified roasts have one), read in
    // full for the total and the mean confidence; only the newest page is fetched whole.
    const items = await this.queryAll({
      TableName: this.tableName,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :industry',
      ExpressionAttributeValues: { ':industry': industryPartition(slug) },
      ProjectionExpression: 'id, industryConfidence',
      ScanIndexForward: false,
    });
    const ids = items.map((item) => item.id as string);
    const confidences = items
      .map((item) => item.industryConfidence)
      .filter((c): c is number => typeof c === 'number');
    return { roasts: await this.getMany(ids.slice(0, limit)), total: ids.length, confidences };
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

  async saveEnhancement(id: string, enhancement: RoastEnhancement): Promise<void> {
    try {
      await withTransactionRetry(() =>
        this.db.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: roastKey(id),
            UpdateExpression: 'SET enhancement = :enhancement',
            ConditionExpression: 'attribute_exists(PK) AND isPublic = :true',
            ExpressionAttributeValues: { ':enhancement': enhancement, ':true': true },
          }),
        ),
      );
    } catch (error) {
      // Deleted or unpublished while the model was writing: nothing to keep.
      if (error instanceof ConditionalCheckFailedException) return;
      throw error;
    }
  }

  /** Every item a query matches, page after page. */
  private async queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let lastKey: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(new QueryCommand({ ...input, ExclusiveStartKey: lastKey }));
      items.push(...((page.Items ?? []) as Record<string, unknown>[]));
      lastKey = page.LastEvaluatedKey;
    } while (lastKey);
    return items;
  }

  /** BatchGet preserving the requested order; items deleted meanwhile are skipped. */
  private async getMany(ids: string[]): Promise<ReadyRoast[]> {
    if (ids.length === 0) return [];
    const found = new Map<string, Roast>();
    let keys: Record<string, unknown>[] | undefined = ids.map((id) => roastKey(id));
    for (let attempt = 0; keys && keys.length > 0; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept returning unprocessed keys');
      if (attempt > 0) await backoff(attempt);
      const out = await this.db.send(
        new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: keys as never } } }),
      );
      for (const item of out.Responses?.[this.tableName] ?? []) {
        const roast = toRoast(item);
        found.set(roast.id, roast);
      }
      keys = out.UnprocessedKeys?.[this.tableName]?.Keys as Record<string, unknown>[] | undefined;
    }
    return ids
      .map((id) => found.get(id))
      .filter((r): r is ReadyRoast => r !== undefined && isReady(r) && r.isPublic);
  }

  async like(id: string, fingerprint: string): Promise<{ likes: number; added: boolean }> {
    const added = await this.conditionalIncrement(
      id,
      {
        Put: {
          TableName: this.tableName,
          Item: { ...likeKey(id, fingerprint), entity: 'LIKE', createdAt: new Date().toISOString() },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      'likes',
      1,
    );
    // Strongly consistent: an eventually consistent read may not include the like just written.
    const out = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: roastKey(id),
        ProjectionExpression: 'likes',
        ConsistentRead: true,
      }),
    );
    if (!out.Item) throw new RoastNotFoundError(id);
    return { likes: Number(out.Item.likes ?? 0), added };
  }

  async share(id: string): Promise<number> {
    try {
      // A plain update conflicts with an in-flight like/reaction transaction on the same roast
      // (TransactionConflictException, not retried by the SDK): retry it the same way.
      const out = await withTransactionRetry(() =>
        this.db.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: roastKey(id),
            UpdateExpression: 'ADD shareCount :one',
            ConditionExpression: 'attribute_exists(PK) AND #status = :ready',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':one': 1, ':ready': 'ready' },
            ReturnValues: 'UPDATED_NEW',
          }),
        ),
      );
      return Number(out.Attributes?.shareCount);
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw await this.missingOrNotReady(id);
      throw error;
    }
  }

  async addReaction(id: string, fingerprint: string, emoji: ReactionEmoji): Promise<{ changed: boolean }> {
    const changed = await this.conditionalIncrement(
      id,
      {
        Put: {
          TableName: this.tableName,
          Item: {
            ...reactionKey(id, fingerprint, emoji),
            entity: 'REACTION',
            emoji,
            createdAt: new Date().toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ['reactions', emoji],
      1,
    );
    return { changed };
  }

  async removeReaction(id: string, fingerprint: string, emoji: ReactionEmoji): Promise<{ changed: boolean }> {
    const changed = await this.conditionalIncrement(
      id,
      {
        Delete: {
          TableName: this.tableName,
          Key: reactionKey(id, fingerprint, emoji),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      ['reactions', emoji],
      -1,
    );
    return { changed };
  }

  async userReactions(id: string, fingerprint: string): Promise<ReactionEmoji[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': roastKey(id).PK, ':prefix': reactionPrefix(fingerprint) },
        ProjectionExpression: 'emoji',
      }),
    );
    return (out.Items ?? []).map((i) => i.emoji).filter(isReactionEmoji);
  }

  /**
   * The marker write (first action) and the counter change on the roast (second action) commit
   * together or not at all (DESIGN §4). Returns false when the marker condition failed, i.e. the
   * like/reaction was already there (or already gone): a repeat changes nothing.
   */
  private async conditionalIncrement(
    id: string,
    marker: NonNullable<TransactWriteCommandInput['TransactItems']>[number],
    counter: string | [string, string],
    delta: 1 | -1,
  ): Promise<boolean> {
    const [path, names] =
      typeof counter === 'string'
        ? ['#counter', { '#counter': counter }]
        : ['#map.#field', { '#map': counter[0], '#field': counter[1] }];
    try {
      await withTransactionRetry(() =>
        this.db.send(
          new TransactWriteCommand({
            TransactItems: [
              marker,
              {
                Update: {
                  TableName: this.tableName,
                  Key: roastKey(id),
                  UpdateExpression: `ADD ${path} :delta`,
                  ConditionExpression: 'attribute_exists(PK) AND #status = :ready',
                  ExpressionAttributeNames: { ...names, '#status': 'status' },
                  ExpressionAttributeValues: { ':delta': delta, ':ready': 'ready' },
                },
              },
            ],
          }),
        ),
      );
      return true;
    } catch (error) {
      if (error instanceof TransactionCanceledException) {
        const [markerReason, roastReason] = error.CancellationReasons ?? [];
        if (roastReason?.Code === 'ConditionalCheckFailed') throw await this.missingOrNotReady(id);
        if (markerReason?.Code === 'ConditionalCheckFailed') return false;
      }
      throw error;
    }
  }

  private async missingOrNotReady(id: string): Promise<Error> {
    const roast = await this.get(id);
    return roast ? new RoastNotReadyError(id) : new RoastNotFoundError(id);
  }
}

/** A promotion update that only applies while the roast is still public (reindexing never publishes). */
function withStillPublic(update: ReturnType<typeof promotionUpdate>) {
  return {
    ...update,
    ConditionExpression: `${update.ConditionExpression} AND isPublic = :true`,
  };
}

/**
 * The update that makes a ready roast public and promoted: listing index keys, search text, promotion
 * details. Used on its own (demo seed) and inside the payment transaction.
 */
export function promotionUpdate(roast: ReadyRoast, promotion: NonNullable<Roast['promotion']>) {
  const { industry, industryConfidence } = roast.result;
  const classified = industry !== null && isIndustrySlug(industry);
  const hasConfidence = classified && typeof industryConfidence === 'number';
  // A classified roast also joins its industry's GSI3 partition, with the confidence projected there.
  const set = [
    'isPublic = :true',
    'isPromoted = :true',
    'promotion = :promotion',
    'searchText = :search',
    'GSI1PK = :public',
    'GSI1SK = :newest',
    'GSI2PK = :public',
    'GSI2SK = :score',
    'updatedAt = :now',
    ...(classified ? ['GSI3PK = :industry', 'GSI3SK = :newest'] : []),
    ...(hasConfidence ? ['industryConfidence = :confidence'] : []),
  ];
  const remove = [
    ...(classified ? [] : ['GSI3PK', 'GSI3SK']),
    ...(hasConfidence ? [] : ['industryConfidence']),
  ];
  return {
    UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
    ConditionExpression: 'attribute_exists(PK) AND #status = :ready',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':true': true,
      ':promotion': promotion,
      ':search': searchTextOf({ ...roast, promotion }),
      ':public': PUBLIC_PARTITION,
      ':newest': publicNewestSortKey(roast.createdAt, roast.id),
      ':score': publicScoreSortKey(roast.result.ughScore, roast.createdAt),
      ':ready': 'ready',
      ':now': new Date().toISOString(),
      ...(classified ? { ':industry': industryPartition(industry) } : {}),
      ...(hasConfidence ? { ':confidence': industryConfidence } : {}),
    },
  };
}
