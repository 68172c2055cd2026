import { dependencies } from '../shared/container';
import { imageProcessor } from '../shared/images';
import { observedHandler } from '../shared/observability';
import { prepareRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = observedHandler('Prepare', async (event) =>
  prepareRoast({ ...dependencies(), images: imageProcessor() }, workflowStateSchema.parse(event)),
);
