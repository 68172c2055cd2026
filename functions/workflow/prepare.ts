import { imageProcessor } from '../composition/images';
import { workflowStorage } from '../composition/workflow-storage';
import { observedHandler } from '../http-kit/observability';
import { prepareRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = observedHandler('Prepare', async (event) =>
  prepareRoast({ ...workflowStorage(), images: imageProcessor() }, workflowStateSchema.parse(event)),
);
