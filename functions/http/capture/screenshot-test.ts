import { screenshotTestRequestSchema } from '../../domain/api-schemas';
import { captureDependencies } from '../../composition/capture';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { testCaptureStrategy } from '../../usecases/capture-website';

export const handler = httpRoute(
  'captureStrategyTest',
  { body: screenshotTestRequestSchema },
  async ({ body }) => json(200, await testCaptureStrategy(await captureDependencies(), body)),
);
