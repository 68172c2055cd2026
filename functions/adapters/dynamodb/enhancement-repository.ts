import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { RoastEnhancement } from '../../domain/roast';
import type { EnhancementRepository } from '../../ports/roast-repository';
import { roastKey } from './keys';
import { withTransactionRetry } from './transactions';

/** The model-written beta-lab suggestions kept on a public roast (docs/data-model.md pattern 27). */
export class DynamoEnhancementRepository implements EnhancementRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

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
}
