import { captureDependencies } from '../composition/capture';
import { dependencies } from '../composition/container';
import { METRIC, observedHandler, timed } from '../http-kit/observability';
import { captureForRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = observedHandler('Capture', async (event) => {
  const deps = dependencies();
  const capture = await captureDependencies();
  const state = workflowStateSchema.parse(event);
  return timed(METRIC.captureDuration, () =>
    captureForRoast({ roasts: deps.roasts, screenshots: deps.screenshots, capture }, state),
  );
});
