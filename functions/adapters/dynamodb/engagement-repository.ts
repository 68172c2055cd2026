import {
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { RoastNotFoundError, RoastNotReadyError } from '../../domain/errors';
import { type ReactionEmoji, isReactionEmoji } from '../../domain/reactions';
import type { EngagementRepository } from '../../ports/roast-repository';
import { likeKey, reactionKey, reactionPrefix, roastKey } from './keys';
import { readRoast } from './roast-items';
import { withTransactionRetry } from './transactions';

/**
 * Likes, shares and reactions on a ready roast: a marker item per visitor and a counter on the roast,
 * changed together (docs/data-model.md patterns 11–14).
 */
export class DynamoEngagementRepository implements EngagementRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

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
    const roast = await readRoast(this.db, this.tableName, id);
    return roast ? new RoastNotReadyError(id) : new RoastNotFoundError(id);
  }
}
