import type { Roast } from './roast';

/**
 * When a roast still saying "processing" can no longer be finished by anyone (DESIGN §6).
 *
 * The roast workflow ends within its own `TimeoutSeconds` (900 s, roast-workflow.asl.json) after it
 * starts, and every path through it writes ready, failed or rejected. A roast is left "processing"
 * only when that write never happened: the workflow never started (StartExecution lost), or the
 * database was down for the whole of RecordFailure's retries. Past the execution timeout, plus the
 * slowest task's Lambda timeout (a Lambda keeps running after its execution has timed out, 240 s),
 * plus a minute between the roast's creation and StartExecution, nothing can write to it any more:
 * reads then report it failed. A unit test pins this against the workflow definition and tasks.
 */
export const STALE_PROCESSING_AFTER_SECONDS = 900 + 240 + 60;

export const STALE_ROAST_MESSAGE =
  'This roast did not finish: the roasting service stopped before it was done. Please try again.';

export function isStaleProcessing(roast: Pick<Roast, 'status' | 'createdAt'>, now: Date): boolean {
  if (roast.status !== 'processing') return false;
  const created = Date.parse(roast.createdAt);
  return Number.isFinite(created) && now.getTime() - created >= STALE_PROCESSING_AFTER_SECONDS * 1000;
}

/** The roast as readers must see it at `now`: a stale "processing" one is failed. */
export function asSeenAt<T extends Roast>(roast: T, now: Date): T {
  return isStaleProcessing(roast, now)
    ? { ...roast, status: 'failed', failure: { message: STALE_ROAST_MESSAGE } }
    : roast;
}
