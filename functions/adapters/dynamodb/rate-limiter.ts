import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fixedWindow } from '../../domain/rate-window';
import type { RateLimiter } from '../../ports/rate-limiter';
import { TTL_ATTRIBUTE } from '../../contracts/table-definition';
import { rateLimitKey } from './keys';

/**
 * Fixed-window counters in the table: one atomic ADD per hit, expired by TTL. Shared by every Lambda
 * instance, so a limit holds however far the API scales out (WAF adds an edge limit in AWS).
 */
export class DynamoRateLimiter implements RateLimiter {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const window = fixedWindow(this.now(), windowSeconds).index;
    const out = await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: rateLimitKey(key, window),
        UpdateExpression: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :expires)',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':expires': (window + 1) * windowSeconds + 60 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.hits) <= limit;
  }
}
