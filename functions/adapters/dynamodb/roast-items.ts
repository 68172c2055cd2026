/**
 * The roast items of the single table, shared by every roast repository (one per access pattern group,
 * docs/data-model.md): the mapping between the META item and the domain object, the promotion update
 * that writes the listing index keys, and the reads several repositories need.
 */
import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { isIndustrySlug } from '../../domain/industries';
import { isReady, type ReadyRoast, type Roast } from '../../domain/roast';
import {
  PUBLIC_PARTITION,
  industryPartition,
  publicNewestSortKey,
  publicScoreSortKey,
  roastKey,
} from './keys';
import { sharedGetItem } from './shared-reads';
import { backoff } from './transactions';

/** Attributes of the roast META item that are not part of the domain object. */
const STORAGE_ONLY = new Set([
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
]);

/**
 * What a discarded creation leaves at the roast's key until TTL removes it: a marker, not a roast. It
 * holds the key so that the record's own write (`attribute_not_exists(PK)`), delayed by a store that
 * stopped answering, can no longer land (docs/data-model.md #30).
 */
export const DISCARDED_ROAST_ENTITY = 'DISCARDED_ROAST';

/** A roast's META item, unless it is the marker of a discarded creation. */
export function isRoastItem(item: Record<string, unknown>): boolean {
  return item.entity !== DISCARDED_ROAST_ENTITY;
}

export function toRoast(item: Record<string, unknown>): Roast {
  // Copied key by key rather than copied and deleted from: a new object, never the item itself.
  const roast: Record<string, unknown> = {};
  for (const key in item) if (!STORAGE_ONLY.has(key)) roast[key] = item[key];
  roast.reactionCounts = (item.reactions ?? {}) as Record<string, number>;
  return roast as unknown as Roast;
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

/** Each read item's roast, made once: every request that shared the read gets the same one. */
const roastOfItem = new WeakMap<object, Roast>();

/**
 * The roast META item by id, mapped to the domain object (every repository reads it). A crowd reading
 * one roast shares the GetItem in flight (shared-reads.ts) and the roast it maps to: a frozen snapshot,
 * which a caller copies to change.
 */
export async function readRoast(
  db: DynamoDBDocumentClient,
  tableName: string,
  id: string,
): Promise<Roast | null> {
  const item = await sharedGetItem(db, tableName, roastKey(id));
  if (!item || !isRoastItem(item)) return null;
  let roast = roastOfItem.get(item);
  if (!roast) {
    roast = Object.freeze(toRoast(item));
    roastOfItem.set(item, roast);
  }
  return roast;
}

/** Every item a query matches, page after page. */
export async function queryAll(
  db: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let lastKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: lastKey }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    lastKey = page.LastEvaluatedKey;
  } while (lastKey);
  return items;
}

/** BatchGet preserving the requested order; items deleted meanwhile are skipped. */
export async function readPublicRoasts(
  db: DynamoDBDocumentClient,
  tableName: string,
  ids: string[],
): Promise<ReadyRoast[]> {
  if (ids.length === 0) return [];
  const found = new Map<string, Roast>();
  let keys: Record<string, unknown>[] | undefined = ids.map((id) => roastKey(id));
  for (let attempt = 0; keys && keys.length > 0; attempt++) {
    if (attempt > 8) throw new Error('DynamoDB kept returning unprocessed keys');
    if (attempt > 0) await backoff(attempt);
    const out = await db.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys as never } } }),
    );
    for (const item of out.Responses?.[tableName] ?? []) {
      if (!isRoastItem(item)) continue;
      const roast = toRoast(item);
      found.set(roast.id, roast);
    }
    keys = out.UnprocessedKeys?.[tableName]?.Keys as Record<string, unknown>[] | undefined;
  }
  return ids
    .map((id) => found.get(id))
    .filter((r): r is ReadyRoast => r !== undefined && isReady(r) && r.isPublic);
}

/** A promotion update that only applies while the roast is still public (reindexing never publishes). */
export function withStillPublic(update: ReturnType<typeof promotionUpdate>) {
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
