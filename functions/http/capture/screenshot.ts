import { screenshotRequestSchema } from '../../domain/api-schemas';
import { captureDependencies } from '../../composition/capture';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { METRIC, timed } from '../../http-kit/observability';
import { captureWebsite } from '../../usecases/capture-website';

/** The spec's contract: 200 with {success:false, error, errorType} for capture failures. */
export const handler = httpRoute('captureScreenshot', { body: screenshotRequestSchema }, async ({ body }) => {
  const deps = await captureDependencies();
  return json(200, await timed(METRIC.captureDuration, () => captureWebsite(deps, body)));
});
