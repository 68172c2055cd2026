import {
  UpdateCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  DeleteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Announcement } from '../../domain/api-schemas';
import type { AnnouncementRepository } from '../../ports/announcement-repository';
import { ANNOUNCEMENT_PARTITION, announcementKey, currentAnnouncementKey } from './keys';

type StoredAnnouncement = Announcement & { startsAt: string };

function isLive(a: StoredAnnouncement, now: Date): boolean {
  return a.isActive && a.startsAt <= now.toISOString() && (!a.expiresAt || a.expiresAt > now.toISOString());
}

function toAnnouncement(item: Record<string, unknown>): Announcement {
  return {
    id: String(item.id),
    message: String(item.message),
    type: item.type as Announcement['type'],
    isActive: Boolean(item.isActive),
    expiresAt: (item.expiresAt as string | null) ?? null,
  };
}

/**
 * Announcements live in their own items, indexed on GSI1 by start time. The rotate job resolves which
 * one is current and copies it to a single CURRENT item, so the 30-second poll of every visitor is one
 * GetItem instead of a query.
 */
export class DynamoAnnouncementRepository implements AnnouncementRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async put(announcement: Announcement & { startsAt?: string }): Promise<void> {
    const startsAt = announcement.startsAt ?? new Date(0).toISOString();
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          ...announcementKey(announcement.id),
          entity: 'ANNOUNCEMENT',
          ...announcement,
          startsAt,
          GSI1PK: ANNOUNCEMENT_PARTITION,
          GSI1SK: `${startsAt}#${announcement.id}`,
        },
      }),
    );
  }

  async expire(id: string, now: Date): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: announcementKey(id),
        UpdateExpression: 'SET isActive = :false, expiresAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':false': false, ':now': now.toISOString() },
      }),
    );
    await this.rotate(now);
  }

  async current(now: Date): Promise<Announcement | null> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: currentAnnouncementKey }),
    );
    if (!out.Item) return null;
    const current = out.Item as StoredAnnouncement;
    // The pointer can lag the schedule by one rotation; never show an expired or disabled one.
    return isLive(current, now) ? toAnnouncement(current) : null;
  }

  /** Picks the most recently started live announcement and stores it as CURRENT. */
  async rotate(now: Date): Promise<Announcement | null> {
    const ids: string[] = [];
    let lastKey: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :p AND GSI1SK <= :now',
          ExpressionAttributeValues: { ':p': ANNOUNCEMENT_PARTITION, ':now': `${now.toISOString()}#~` },
          ScanIndexForward: false,
          ExclusiveStartKey: lastKey,
        }),
      );
      for (const item of page.Items ?? []) ids.push(String(item.id));
      lastKey = page.LastEvaluatedKey;
    } while (lastKey);

    for (const id of ids) {
      const got = await this.db.send(new GetCommand({ TableName: this.tableName, Key: announcementKey(id) }));
      const candidate = got.Item as StoredAnnouncement | undefined;
      if (candidate && isLive(candidate, now)) {
        await this.db.send(
          new PutCommand({
            TableName: this.tableName,
            Item: {
              ...currentAnnouncementKey,
              entity: 'ANNOUNCEMENT_POINTER',
              ...toAnnouncement(candidate),
              startsAt: candidate.startsAt,
            },
          }),
        );
        return toAnnouncement(candidate);
      }
    }
    await this.db.send(new DeleteCommand({ TableName: this.tableName, Key: currentAnnouncementKey }));
    return null;
  }
}
