import { dependencies } from '../shared/container';
import { critiqueRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = async (event: unknown) =>
  critiqueRoast(dependencies(), workflowStateSchema.parse(event));
