import { dependencies } from '../shared/container';
import { imageProcessor } from '../shared/images';
import { prepareRoast, workflowStateSchema } from '../usecases/roast-workflow';

export const handler = async (event: unknown) =>
  prepareRoast({ ...dependencies(), images: imageProcessor() }, workflowStateSchema.parse(event));
