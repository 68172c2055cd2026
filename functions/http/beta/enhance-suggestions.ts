import { enhanceSuggestionsRequestSchema } from '../../domain/api-schemas';
import { betaDependencies } from '../../shared/beta';
import { httpRoute, json } from '../../shared/http-route';
import { enhanceSuggestions } from '../../usecases/beta-lab';

export const handler = httpRoute(
  'enhanceSuggestions',
  { body: enhanceSuggestionsRequestSchema },
  async ({ body }) => json(200, await enhanceSuggestions(betaDependencies(), body.roastId)),
);
