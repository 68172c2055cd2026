import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HealthProbe } from '../../ports/health-probe';
import { roastNumberCounterKey } from './keys';

/** The table answers: one read of a single known key (the roast counter), cheap and only as slow as the table. */
export class DynamoHealthProbe implements HealthProbe {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async ping(): Promise<void> {
    await this.db.send(new GetCommand({ TableName: this.tableName, Key: roastNumberCounterKey }));
  }
}
