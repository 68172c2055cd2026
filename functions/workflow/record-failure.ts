import { dependencies } from '../shared/container';
import { failureInputSchema, recordFailure } from '../usecases/roast-workflow';

export const handler = async (event: unknown) =>
  recordFailure(dependencies(), failureInputSchema.parse(event));
