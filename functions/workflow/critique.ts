import { dependencies } from '../shared/container';
import { critic } from '../shared/critic';
import { METRIC, observedHandler, timed } from '../shared/observability';
import { critiqueRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = observedHandler('Critique', async (event) => {
  const state = workflowStateSchema.parse(event);
  return timed(METRIC.critiqueDuration, () =>
    critiqueRoast({ screenshots: dependencies().screenshots, critic: critic() }, state),
  );
});
