import {
  type DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { LeaderboardKind, ListRoastsQuery } from '../../domain/api-schemas';
import { RoastNotFoundError, RoastNotReadyError } from '../../domain/errors';
import { SHAME_MIN_SCORE } from '../../domain/halls';
import { isIndustrySlug } from '../../domain/industries';
import { isReady, type ReadyRoast, type Roast } from '../../domain/roast';
import type { PublicRoastIndex, PublicRoastPage } from '../../ports/roast-repository';
import { PUBLIC_PARTITION, publicScoreSortKey, roastKey } from './keys';
import { promotionUpdate, queryAll, readPublicRoasts, readRoast, withStillPublic } from './roast-items';

/** The public listings and what puts a roast in or out of them (docs/data-model.md patterns 5–10, 25, 26, 28). */
export class DynamoPublicRoastIndex implements PublicRoastIndex {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async publish(id: string, promotion: NonNullable<Roast['promotion']>): Promise<void> {
    const roast = await readRoast(this.db, this.tableName, id);
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
  async reindexPublic(): Promise<{ public: number; industry: number }> {
    // Every public roast is on GSI1 (written with the listing keys since the first release); its ids
    // come from there, the roasts themselves in batches of 100, and each gets its listing keys, search
    // text and industry entry written again from its stored result and promotion.
    const ids = (
      await queryAll(this.db, {
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
      for (const roast of await readPublicRoasts(this.db, this.tableName, ids.slice(i, i + 100))) {
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
    const ids = (await queryAll(this.db, input)).map((item) => item.id as string);
    const start = (query.page - 1) * query.limit;
    const pageIds = ids.slice(start, start + query.limit);
    return { roasts: await readPublicRoasts(this.db, this.tableName, pageIds), total: ids.length };
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
    return readPublicRoasts(
      this.db,
      this.tableName,
      (out.Items ?? []).map((i) => i.id as string),
    );
  }
}
