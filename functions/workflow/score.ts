import { workflowStorage } from '../composition/workflow-storage';
import { METRIC, observedHandler, recordMetric } from '../http-kit/observability';
import { scoreRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = observedHandler('Score', async (event) => {
  const state = workflowStateSchema.parse(event);
  const scored = await scoreRoast(workflowStorage(), {
    ...state,
    critique: (event as { critique?: unknown }).critique,
  });
  recordMetric(METRIC.roastReady);
  return scored;
});
