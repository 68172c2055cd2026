import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createDynamoDocumentClient } from '../adapters/aws-clients';
import { config } from '../composition/config';
import { dependencies } from '../composition/container';
import { resumeInFlight, sweepOrphanScreenshots } from '../usecases/roast-recovery';

export interface LocalRecovery {
  /** Roasts that were processing when the last run stopped, started again. */
  restarted: number;
  /** Roasts that were processing and could not be finished: now failed. */
  failed: number;
  /** Screenshot folders without a roast record, removed. */
  orphansRemoved: number;
}

/**
 * Roasts still "processing". Local mode only: the workflow emulator keeps executions in memory, so at
 * start-up each of these lost its workflow. A filtered Scan of the local table (a few thousand items
 * at most on one machine), read once per start; in AWS nothing scans (docs/data-model.md #29).
 */
async function processingRoastIds(): Promise<string[]> {
  const db = createDynamoDocumentClient(config());
  const ids: string[] = [];
  try {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new ScanCommand({
          TableName: config().tableName,
          FilterExpression: 'entity = :roast AND #status = :processing',
          ProjectionExpression: 'id',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':roast': 'ROAST', ':processing': 'processing' },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) if (typeof item.id === 'string') ids.push(item.id);
      start = page.LastEvaluatedKey;
    } while (start);
  } finally {
    db.destroy();
  }
  return ids;
}

/**
 * Local mode's start-up, before the API listens: finish or fail what the previous run left
 * in flight, and remove screenshots it stored without ever writing their roast. Nothing else writes to
 * this data while it runs, so no grace period is needed for the orphan sweep.
 */
export async function recoverLocalData(): Promise<LocalRecovery> {
  const deps = dependencies();
  const orphans = await sweepOrphanScreenshots(deps, { olderThanSeconds: 0, remove: true });
  const resumed = await resumeInFlight(deps, await processingRoastIds());
  return {
    restarted: resumed.restarted.length,
    failed: resumed.failed.length,
    orphansRemoved: orphans.length,
  };
}
