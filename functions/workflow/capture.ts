import { captureDependencies } from '../shared/capture';
import { dependencies } from '../shared/container';
import { captureForRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = async (event: unknown) => {
  const deps = dependencies();
  return captureForRoast(
    { roasts: deps.roasts, screenshots: deps.screenshots, capture: await captureDependencies() },
    workflowStateSchema.parse(event),
  );
};
