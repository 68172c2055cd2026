import { screenshotTestRequestSchema } from '../../domain/api-schemas';
import { captureDependencies } from '../../shared/capture';
import { httpRoute, json } from '../../shared/http-route';
import { testCaptureStrategy } from '../../usecases/capture-website';

export const handler = httpRoute(
  'captureStrategyTest',
  { body: screenshotTestRequestSchema },
  async ({ body }) => json(200, await testCaptureStrategy(await captureDependencies(), body)),
);
