import { dependencies } from '../composition/container';
import { logger, observedHandler } from '../http-kit/observability';
import { ORPHAN_GRACE_SECONDS, sweepOrphanScreenshots } from '../usecases/roast-recovery';

/**
 * EventBridge schedule target (daily): deletes screenshot folders older than the grace period that
 * have no roast record: uploads a creation or deletion left behind when even its own clean-up could
 * not reach the store. `ugh admin orphans` is the same sweep, on demand.
 */
export const handler = observedHandler('sweepOrphans', async () => {
  const removed = await sweepOrphanScreenshots(dependencies(), {
    olderThanSeconds: ORPHAN_GRACE_SECONDS,
    remove: true,
  });
  const objects = removed.reduce((n, folder) => n + folder.keys.length, 0);
  logger.info('orphaned screenshots swept', { folders: removed.length, objects });
  return { folders: removed.length, objects };
});
