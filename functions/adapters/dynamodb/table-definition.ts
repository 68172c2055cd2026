/**
 * The single table's shape, read by both local mode (CreateTable) and the CDK data stack, so the two
 * can never drift. See docs/data-model.md for the access patterns.
 */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const;
export const TTL_ATTRIBUTE = 'ttl';

/**
 * Listing indexes project only what listing filters need (id, level, lower-cased search text); the page
 * itself is then fetched with BatchGetItem. This keeps a full-partition read for counting and filtering
 * cheap (see docs/data-model.md, "Cost of listing").
 */
export const LISTING_PROJECTION = ['id', 'level', 'searchText'] as const;

export const GLOBAL_SECONDARY_INDEXES = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: LISTING_PROJECTION },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: LISTING_PROJECTION },
] as const;
