/**
 * Concurrent reads of one item share one GetItem while it is in flight, and never an answer older
 * than a write of this process.
 *
 * Why: local mode serves every request from one process against DynamoDB Local, a Java emulator that
 * answers a few hundred GetItems a second on a small machine whatever the item's size (a projection
 * of a few attributes costs it as much as the whole roast). Fifty visitors reading the same roast at
 * once queued 50 GetItems behind each other: roast detail's p99 was 4–15 times its 50 ms budget
 * (docs/testing.md, `bench:load`). A deployed function serves one request at a time, so there nothing
 * is ever shared and every request reads for itself, as before.
 *
 * What keeps it fresh: nothing is kept once its GetItem has answered (no time-to-live, no cache), and
 * a request joins a read in flight only if no write of this process (any DynamoDB client built by
 * aws-clients.ts: roast store, likes, payments, deletes) started or ended since that read was sent. So
 * a request that comes after a like, a delete or an unpublish has answered always sends a read of its
 * own, sent after the write was applied; a request that overlaps a write may see the state before or
 * after it, as it could without sharing. A write from another process (`ugh admin delete` against
 * local mode) is seen by every read sent after it landed; only reads already in flight then (a few
 * milliseconds' worth) may miss it, as any eventually consistent GetItem may.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Commands that change nothing. Any other command (a write, a transaction, PartiQL) moves the epoch. */
const READ_COMMANDS = new Set([
  'GetItemCommand',
  'BatchGetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'TransactGetItemsCommand',
  'DescribeTableCommand',
  'ListTablesCommand',
]);

/** Moves when a write of this process starts and when it ends: a read sent in another epoch is not joined. */
let writeEpoch = 0;

const tracked = new WeakSet<DynamoDBClient>();

/** Every command this client sends that may write moves the write epoch, before it is sent and once it has ended. */
export function trackWrites(client: DynamoDBClient): void {
  if (tracked.has(client)) return;
  tracked.add(client);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (READ_COMMANDS.has(context.commandName ?? '')) return next(args);
      writeEpoch++;
      try {
        return await next(args);
      } finally {
        writeEpoch++;
      }
    },
    { step: 'initialize', name: 'ughWriteEpoch', priority: 'high' },
  );
}

type Item = Record<string, unknown>;

interface InFlight {
  epoch: number;
  item: Promise<Item | undefined>;
}

/** Reads in flight, per client (a client is one endpoint) and item key. */
const inFlight = new WeakMap<DynamoDBDocumentClient, Map<string, InFlight>>();

/** Objects handed to several requests at once must not be changed by one of them. */
function deepFreeze<T>(value: T): T {
  // Binary attributes (Uint8Array) cannot be frozen: Object.freeze refuses a view with elements.
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * One item by key, read eventually consistently (as every GetItem here): joins a read of the same item
 * in flight on the same client when no write was sent or answered since that read was sent. The item
 * is frozen (callers copy what they change), since concurrent callers may share it.
 */
export function sharedGetItem(
  db: DynamoDBDocumentClient,
  tableName: string,
  key: { PK: string; SK: string },
): Promise<Item | undefined> {
  let reads = inFlight.get(db);
  if (!reads) {
    reads = new Map();
    inFlight.set(db, reads);
  }
  const id = `${tableName}\u0000${key.PK}\u0000${key.SK}`;
  const pending = reads.get(id);
  if (pending && pending.epoch === writeEpoch) return pending.item;
  const entry: InFlight = {
    epoch: writeEpoch,
    item: db
      .send(new GetCommand({ TableName: tableName, Key: key }))
      .then((out) => deepFreeze(out.Item as Item | undefined)),
  };
  reads.set(id, entry);
  const forget = () => {
    if (reads.get(id) === entry) reads.delete(id);
  };
  entry.item.then(forget, forget);
  return entry.item;
}
