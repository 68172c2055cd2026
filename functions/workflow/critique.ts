import { critic } from '../composition/critic';
import { workflowStorage } from '../composition/workflow-storage';
import { METRIC, observedHandler, timed } from '../http-kit/observability';
import { critiqueRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = observedHandler('Critique', async (event) => {
  const state = workflowStateSchema.parse(event);
  return timed(METRIC.critiqueDuration, () =>
    critiqueRoast({ screenshots: workflowStorage().screenshots, critic: critic() }, state),
  );
});
