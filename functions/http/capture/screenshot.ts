import { screenshotRequestSchema } from '../../domain/api-schemas';
import { captureDependencies } from '../../shared/capture';
import { httpRoute, json } from '../../shared/http-route';
import { METRIC, timed } from '../../shared/observability';
import { captureWebsite } from '../../usecases/capture-website';

/** The spec's contract: 200 with {success:false, error, errorType} for capture failures. */
export const handler = httpRoute('captureScreenshot', { body: screenshotRequestSchema }, async ({ body }) => {
  const deps = await captureDependencies();
  return json(200, await timed(METRIC.captureDuration, () => captureWebsite(deps, body)));
});
