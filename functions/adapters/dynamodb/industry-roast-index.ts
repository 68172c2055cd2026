import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { IndustrySlug } from '../../domain/api-schemas';
import type { IndustryListing, IndustryRoastIndex } from '../../ports/roast-repository';
import { industryPartition } from './keys';
import { queryAll, readPublicRoasts } from './roast-items';

/** The public roasts of one industry: its own sparse partition of GSI3 (docs/data-model.md pattern 24). */
export class DynamoIndustryRoastIndex implements IndustryRoastIndex {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async listIndustry(slug: IndustrySlug, limit: number): Promise<IndustryListing> {
    // The industry's own sparse partition of GSI3 (only public, classified roasts have one), read in
    // full for the total and the mean confidence; only the newest page is fetched whole.
    const items = await queryAll(this.db, {
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
    return {
      roasts: await readPublicRoasts(this.db, this.tableName, ids.slice(0, limit)),
      total: ids.length,
      confidences,
    };
  }
}
