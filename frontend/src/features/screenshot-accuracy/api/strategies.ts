import type { z } from 'zod';
import type { screenshotTestRequestSchema, screenshotTestResponseSchema } from '@domain/api-schemas';
import { ApiError, apiRequest } from '../../../lib/api-client';
import {
  decideWinner,
  deviceAccuracy,
  overallAccuracy,
  sizeWarning,
  type Device,
  type StrategyId,
} from './scoring';

type ScreenshotTestRequest = z.input<typeof screenshotTestRequestSchema>;
export type ScreenshotTestResponse = z.infer<typeof screenshotTestResponseSchema>;

export interface Strategy {
  id: StrategyId;
  label: string;
  /** What the server does with this strategy, in a sentence. */
  description: string;
  request: Omit<ScreenshotTestRequest, 'url'>;
}

/** Spec §4/§7: run in this order, enhanced scroll first. */
export const STRATEGIES: readonly Strategy[] = [
  {
    id: 'networkidle',
    label: 'Enhanced scroll',
    description:
      'Waits for the network to go quiet and web fonts to load, hides cookie banners and scrolls lazy images into view: what a roast from a URL uses.',
    request: { strategy: 'networkidle', waitUntil: 'networkidle0' },
  },
  {
    id: 'delay',
    label: '5-second delay',
    description: 'Waits a fixed 5 seconds after the page’s HTML has loaded, then captures the page as it is.',
    request: { strategy: 'delay', waitFor: 5000 },
  },
];

export const STRATEGY_LABELS = Object.fromEntries(STRATEGIES.map((s) => [s.id, s.label])) as Record<
  StrategyId,
  string
>;

export const ISSUES = {
  captureFailed: 'Screenshot capture failed',
  noDesktop: 'No desktop screenshot',
  noMobile: 'No mobile screenshot',
} as const;

export interface DeviceResult {
  device: Device;
  /** Base64 JPEG data, or null when none came back. */
  image: string | null;
  /** Length of the base64 data in characters (what the scoring bands read). */
  size: number;
  score: number;
  warning: string | null;
}

export interface StrategyResult {
  strategy: StrategyId;
  durationMs: number;
  desktop: DeviceResult;
  mobile: DeviceResult;
  overall: number;
  issues: string[];
  /** True when at least one screenshot came back: only then can the result be compared. */
  captured: boolean;
}

function deviceResult(device: Device, image: string | null | undefined): DeviceResult {
  const data = image || null;
  const size = data?.length ?? 0;
  return { device, image: data, size, score: deviceAccuracy(device, size), warning: sizeWarning(size) };
}

/** Scores one answer of POST /api/screenshot-test, listing every issue the spec's catalogue names. */
export function scoreResponse(
  strategy: StrategyId,
  response: ScreenshotTestResponse | null,
  durationMs: number,
  failure?: string,
): StrategyResult {
  const desktop = deviceResult('desktop', response?.desktopScreenshot);
  const mobile = deviceResult('mobile', response?.mobileScreenshot);
  const issues: string[] = [];
  if (failure) issues.push(failure);
  if (response) {
    if (!response.success) issues.push(response.error || ISSUES.captureFailed);
    if (!desktop.image) issues.push(ISSUES.noDesktop);
    if (!mobile.image) issues.push(ISSUES.noMobile);
  }
  return {
    strategy,
    durationMs,
    desktop,
    mobile,
    overall: overallAccuracy(desktop.score, mobile.score),
    issues,
    captured: Boolean(desktop.image || mobile.image),
  };
}

/** "HTTP {status}" (with the server's reason when it gave one) or "Network error: {message}". */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = error.serverMessage;
    return reason ? `HTTP ${error.status} — ${reason}` : `HTTP ${error.status}`;
  }
  const message = error instanceof Error && error.message ? error.message : String(error);
  return `Network error: ${message}`;
}

/** Runs one strategy against `url`; never throws except when `signal` aborts. */
export async function runStrategy(
  url: string,
  strategy: Strategy,
  signal?: AbortSignal,
): Promise<StrategyResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await apiRequest<ScreenshotTestResponse>('/api/screenshot-test', {
      method: 'POST',
      body: { url, ...strategy.request },
      ...(signal ? { signal } : {}),
    });
    return scoreResponse(strategy.id, response, elapsed());
  } catch (error) {
    if (signal?.aborted) throw error;
    return scoreResponse(strategy.id, null, elapsed(), failureText(error));
  }
}

/** A comparison's winner: only when both strategies captured something. */
export function winnerOf(results: Partial<Record<StrategyId, StrategyResult>>) {
  const { networkidle, delay } = results;
  return decideWinner(networkidle?.captured ? networkidle : null, delay?.captured ? delay : null);
}
