import { dependencies } from '../shared/container';
import { prepareRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = async (event: unknown) =>
  prepareRoast(dependencies(), workflowStateSchema.parse(event));
