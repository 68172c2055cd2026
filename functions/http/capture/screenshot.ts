import { screenshotRequestSchema } from '../../domain/api-schemas';
import { captureDependencies } from '../../shared/capture';
import { httpRoute, json } from '../../shared/http-route';
import { captureWebsite } from '../../usecases/capture-website';

/** The spec's contract: 200 with {success:false, error, errorType} for capture failures. */
export const handler = httpRoute('captureScreenshot', { body: screenshotRequestSchema }, async ({ body }) =>
  json(200, await captureWebsite(await captureDependencies(), body)),
);
