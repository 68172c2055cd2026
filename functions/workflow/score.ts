import { dependencies } from '../shared/container';
import { scoreRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = async (event: unknown) => {
  const state = workflowStateSchema.parse(event);
  return scoreRoast(dependencies(), { ...state, critique: (event as { critique?: unknown }).critique });
};
