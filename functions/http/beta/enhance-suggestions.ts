import { enhanceSuggestionsRequestSchema } from '../../domain/api-schemas';
import { betaDependencies } from '../../composition/beta';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { enhanceSuggestions } from '../../usecases/beta-lab';

export const handler = httpRoute(
  'enhanceSuggestions',
  { body: enhanceSuggestionsRequestSchema },
  async ({ body }) => json(200, await enhanceSuggestions(betaDependencies(), body.roastId)),
);
