import { captureDependencies } from '../composition/capture';
import { workflowStorage } from '../composition/workflow-storage';
import { METRIC, observedHandler, timed } from '../http-kit/observability';
import { captureForRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = observedHandler('Capture', async (event) => {
  const capture = await captureDependencies();
  const state = workflowStateSchema.parse(event);
  return timed(METRIC.captureDuration, () => captureForRoast({ ...workflowStorage(), capture }, state));
});
