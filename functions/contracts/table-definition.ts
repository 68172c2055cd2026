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

/**
 * The industry index holds one sparse partition per industry (`PUBLIC#INDUSTRY#<slug>`, set only while
 * a classified roast is public) and projects just what an industry page counts and averages. A
 * dedicated index rather than a filter on GSI1: an industry page then reads only its own roasts
 * (measured ~15–40× fewer read units at 1000 public roasts, docs/data-model.md), and adding an index
 * is an in-place CloudFormation update where changing GSI1's projection is not.
 */
export const INDUSTRY_PROJECTION = ['id', 'industryConfidence'] as const;

export const GLOBAL_SECONDARY_INDEXES = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: LISTING_PROJECTION },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: LISTING_PROJECTION },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK', projection: INDUSTRY_PROJECTION },
] as const;
