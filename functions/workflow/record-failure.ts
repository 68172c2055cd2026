import { dependencies } from '../composition/container';
import { logger, METRIC, observedHandler, recordMetric } from '../http-kit/observability';
import { failureInputSchema, recordFailure } from '../usecases/roast-workflow';

export const handler = observedHandler('RecordFailure', async (event) => {
  const input = failureInputSchema.parse(event);
  const outcome = await recordFailure(dependencies(), input);
  // The workflow error's name is the cause: ContentRejected, CaptureFailed, States.Timeout, …
  const cause = input.error.Error;
  logger.info(`roast ${outcome.status}`, { cause });
  recordMetric(outcome.status === 'rejected' ? METRIC.roastRejected : METRIC.roastFailed, 1, undefined, {
    cause,
  });
  return outcome;
});
