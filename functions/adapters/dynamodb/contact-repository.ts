import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ContactMessage, ContactRepository } from '../../ports/contact';
import { INBOX_PARTITION, contactKey } from './keys';

/** Open messages carry GSI1 keys (the inbox, newest first); closing one removes it from the index. */
export class DynamoContactRepository implements ContactRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async save(message: ContactMessage): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          ...contactKey(message.id),
          entity: 'CONTACT',
          ...message,
          ...(message.status === 'open'
            ? { GSI1PK: INBOX_PARTITION, GSI1SK: `${message.createdAt}#${message.id}` }
            : {}),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async listOpen(limit: number): Promise<ContactMessage[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :inbox',
        ExpressionAttributeValues: { ':inbox': INBOX_PARTITION },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    const keys = (out.Items ?? []).map((i) => ({ PK: i.PK as string, SK: i.SK as string }));
    if (keys.length === 0) return [];
    const got = await this.db.send(
      new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: keys } } }),
    );
    const byId = new Map(
      (got.Responses?.[this.tableName] ?? []).map((item) => {
        const { PK: _pk, SK: _sk, GSI1PK: _g, GSI1SK: _s, entity: _e, ...message } = item;
        return [message.id as string, message as ContactMessage];
      }),
    );
    return keys
      .map((k) => byId.get(k.PK.slice('CONTACT#'.length)))
      .filter((m): m is ContactMessage => Boolean(m));
  }

  async close(id: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: contactKey(id),
        UpdateExpression: 'SET #status = :closed REMOVE GSI1PK, GSI1SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':closed': 'closed' },
      }),
    );
  }
}
