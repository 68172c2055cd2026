import { workflowStorage } from '../composition/workflow-storage';
import { logger, METRIC, observedHandler, recordMetric } from '../http-kit/observability';
import { failureInputSchema, recordFailure } from '../usecases/roast-workflow';

export const handler = observedHandler('RecordFailure', async (event) => {
  const input = failureInputSchema.parse(event);
  const outcome = await recordFailure(workflowStorage(), input);
  // The workflow error's name is the cause: ContentRejected, CaptureFailed, States.Timeout, …
  const cause = input.error.Error;
  logger.info(`roast ${outcome.status}`, { cause });
  recordMetric(outcome.status === 'rejected' ? METRIC.roastRejected : METRIC.roastFailed, 1, undefined, {
    cause,
  });
  return outcome;
});
