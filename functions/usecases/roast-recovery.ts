import { asSeenAt, isStaleProcessing, STALE_ROAST_MESSAGE } from '../domain/roast-staleness';
import type { Roast } from '../domain/roast';
import type { RoastLifecycleRepository } from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import type { RoastWorkflowInput, WorkflowStarter } from '../ports/workflow-starter';

/**
 * Recovery after faults: roasts whose workflow is gone, and screenshots whose roast never
 * got (or no longer has) a record. See docs/data-model.md, "Nothing stuck, nothing orphaned".
 */

const SCREENSHOTS_PREFIX = 'screenshots/';

/**
 * How old a screenshot folder without a roast record must be before it counts as orphaned. Creation
 * stores the images a moment before it writes the record, and a one-call URL roast's Capture state
 * writes into the folder of a roast that exists; one hour is far beyond both (API requests end within
 * 30 s, the workflow within 20 minutes).
 */
export const ORPHAN_GRACE_SECONDS = 3600;

const RESTART_FAILED_MESSAGE = 'We could not restart your roast after an interruption. Please try again.';

/** What the workflow needs to run a roast again from its stored record. */
export function workflowInputFor(roast: Roast): RoastWorkflowInput | null {
  if (roast.imageKeys.length > 0) {
    return {
      roastId: roast.id,
      imageKeys: roast.imageKeys,
      level: roast.level,
      ...(roast.captureId ? { captureId: roast.captureId } : {}),
    };
  }
  // A one-call URL roast whose Capture state never finished: capture the page again.
  if (roast.website.url) {
    return { roastId: roast.id, imageKeys: [], level: roast.level, url: roast.website.url };
  }
  return null;
}

export interface ResumeResult {
  /** Started again: they end ready, failed or rejected like any roast. */
  restarted: string[];
  /** Marked failed (too old to finish, or the workflow would not start). */
  failed: string[];
}

/**
 * Local mode at start-up: the workflow emulator keeps executions in memory, so every roast still
 * processing lost its workflow when the previous run stopped. Each one is run again (the visitor gets
 * the roast they asked for) unless it is already past the staleness limit, when readers already see
 * it as failed and it is recorded so.
 */
export async function resumeInFlight(
  deps: { roasts: RoastLifecycleRepository; workflow: WorkflowStarter; now?: () => Date },
  roastIds: readonly string[],
): Promise<ResumeResult> {
  const result: ResumeResult = { restarted: [], failed: [] };
  const now = deps.now?.() ?? new Date();
  for (const id of roastIds) {
    const roast = await deps.roasts.get(id);
    if (!roast || roast.status !== 'processing') continue;
    const input = isStaleProcessing(roast, now) ? null : workflowInputFor(roast);
    if (input) {
      try {
        await deps.workflow.start(input);
        result.restarted.push(id);
        continue;
      } catch {
        // recorded as failed below
      }
    }
    const message = asSeenAt(roast, now).status === 'failed' ? STALE_ROAST_MESSAGE : RESTART_FAILED_MESSAGE;
    await deps.roasts.markUnsuccessful(id, 'failed', { message });
    result.failed.push(id);
  }
  return result;
}

export interface OrphanFolder {
  roastId: string;
  keys: string[];
  /** The newest object's last change. */
  lastModified: Date;
}

/**
 * Screenshot folders (`screenshots/<roastId>/`) older than the grace period whose roast has no record:
 * left by a creation or deletion that failed part-way when even its clean-up could not reach the
 * store. Nobody holds an owner key for them, so nobody else could ever delete them. With `remove`,
 * each is deleted as it is found. Reads the folder list once and one roast record per folder.
 */
export async function sweepOrphanScreenshots(
  deps: { roasts: RoastLifecycleRepository; screenshots: ScreenshotStore; now?: () => Date },
  options: { olderThanSeconds: number; remove: boolean },
): Promise<OrphanFolder[]> {
  const cutoff = (deps.now?.() ?? new Date()).getTime() - options.olderThanSeconds * 1000;
  const orphans: OrphanFolder[] = [];
  const settle = async (folder: OrphanFolder | undefined) => {
    if (!folder || folder.lastModified.getTime() > cutoff) return;
    if (await deps.roasts.get(folder.roastId)) return;
    if (options.remove) await deps.screenshots.deleteMany(folder.keys);
    orphans.push(folder);
  };
  // Keys come in lexicographic order, so one folder's objects are consecutive.
  let current: OrphanFolder | undefined;
  for await (const object of deps.screenshots.list(SCREENSHOTS_PREFIX)) {
    const roastId = object.key.slice(SCREENSHOTS_PREFIX.length).split('/')[0];
    if (!roastId) continue;
    if (current?.roastId !== roastId) {
      await settle(current);
      current = { roastId, keys: [], lastModified: new Date(0) };
    }
    current.keys.push(object.key);
    if (object.lastModified > current.lastModified) current.lastModified = object.lastModified;
  }
  await settle(current);
  return orphans;
}
