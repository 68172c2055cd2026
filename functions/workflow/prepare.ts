import { dependencies } from '../composition/container';
import { imageProcessor } from '../composition/images';
import { observedHandler } from '../http-kit/observability';
import { prepareRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = observedHandler('Prepare', async (event) =>
  prepareRoast({ ...dependencies(), images: imageProcessor() }, workflowStateSchema.parse(event)),
);
