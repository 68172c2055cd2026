import type { ScreenshotResponse } from '@domain/api-schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/screenshot (spec core-flow §3/§7), typed by the shared schema. */
export type CaptureResponse = ScreenshotResponse;

export function captureScreenshots(url: string, reducedMotion: boolean): Promise<CaptureResponse> {
  return apiRequest<CaptureResponse>('/api/screenshot', { method: 'POST', body: { url, reducedMotion } });
}
