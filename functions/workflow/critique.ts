import { dependencies } from '../shared/container';
import { critic } from '../shared/critic';
import { critiqueRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = async (event: unknown) =>
  critiqueRoast(
    { screenshots: dependencies().screenshots, critic: critic() },
    workflowStateSchema.parse(event),
  );
