import type { CaptureResponse } from './capture';

/** Spec core-flow §4: step messages at their elapsed times (ms). */
export const CAPTURE_STEPS = [
  { at: 0, message: 'Validating website URL' },
  { at: 2000, message: 'Loading website content' },
  { at: 5000, message: 'Capturing desktop screenshot' },
  { at: 10_000, message: 'Capturing mobile screenshot' },
  { at: 15_000, message: 'Processing images' },
  { at: 20_000, message: 'Finalizing capture' },
] as const;

export const CAPTURE_PROGRESS_TICK_MS = 1000;
export const CAPTURE_PROGRESS_MAX_STEP = 10;
export const CAPTURE_PROGRESS_CAP = 90;
export const CAPTURE_STATUS_CLEAR_MS = 2000;

export function stepMessageAt(elapsedMs: number): string {
  let message: string = CAPTURE_STEPS[0].message;
  for (const step of CAPTURE_STEPS) if (elapsedMs >= step.at) message = step.message;
  return message;
}

/** Spec core-flow §8, the capture rows of the error catalogue. */
export const CAPTURE_ERRORS = {
  invalid_url: 'Please enter a website URL',
  blocked: 'This website blocks automated screenshot capture. Try uploading screenshots manually.',
  timeout: 'Website took too long to load. Try again or use a faster-loading page.',
  network: 'Network error or API rate limit reached. Check the URL and try again.',
  unavailable: 'Screenshot service unavailable. Please try again or upload screenshots manually.',
  unknown: 'Failed to capture screenshots',
} as const;

export interface CaptureFailure {
  message: string;
  /** Blocked captures are a neutral notice, not an error. */
  neutral: boolean;
}

export function failureFor(response: Partial<Pick<CaptureResponse, 'error' | 'errorType'>>): CaptureFailure {
  switch (response.errorType) {
    case 'blocked':
      return { message: CAPTURE_ERRORS.blocked, neutral: true };
    case 'timeout':
      return { message: CAPTURE_ERRORS.timeout, neutral: false };
    case 'network':
      return { message: CAPTURE_ERRORS.network, neutral: false };
    case 'invalid_url':
      return { message: response.error || CAPTURE_ERRORS.invalid_url, neutral: false };
    default:
      return { message: response.error || CAPTURE_ERRORS.unknown, neutral: false };
  }
}
