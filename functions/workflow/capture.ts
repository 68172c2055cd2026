import { captureDependencies } from '../shared/capture';
import { dependencies } from '../shared/container';
import { METRIC, observedHandler, timed } from '../shared/observability';
import { captureForRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = observedHandler('Capture', async (event) => {
  const deps = dependencies();
  const capture = await captureDependencies();
  const state = workflowStateSchema.parse(event);
  return timed(METRIC.captureDuration, () =>
    captureForRoast({ roasts: deps.roasts, screenshots: deps.screenshots, capture }, state),
  );
});
