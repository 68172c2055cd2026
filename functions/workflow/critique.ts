import { dependencies } from '../composition/container';
import { critic } from '../composition/critic';
import { METRIC, observedHandler, timed } from '../http-kit/observability';
import { critiqueRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = observedHandler('Critique', async (event) => {
  const state = workflowStateSchema.parse(event);
  return timed(METRIC.critiqueDuration, () =>
    critiqueRoast({ screenshots: dependencies().screenshots, critic: critic() }, state),
  );
});
