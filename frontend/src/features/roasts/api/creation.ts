import type { RoastStatusResponse } from '@domain/api-schemas';
import {
  DEFAULT_VALIDATION_MESSAGE,
  DEFAULT_VALIDATION_SUGGESTION,
  GENERIC_FAILURE_MESSAGE,
  QUOTA_MESSAGE,
} from '@domain/messages';
import { ApiError } from '../../../lib/api-client';
import { withQuery } from '../../../lib/api-client';

/** Spec core-flow §4/§9: creation progress timings. */
export const CREATION_TICK_MS = 400;
export const CREATION_STEP_MIN = 5;
export const CREATION_STEP_MAX = 17;
export const CREATION_PROGRESS_CAP = 90;
export const THOUGHT_ROTATION_MS = 2500;
export const REDIRECT_DELAY_MS = 500;
/** DESIGN §2.3: how often /roast-loading asks for the status; and when it gives up. */
export const STATUS_POLL_MS = 1000;
export const STATUS_POLL_TIMEOUT_MS = 180_000;
/** The status poll gives up (and the visitor sees the error) after this many failed requests in a row. */
export const MAX_CONSECUTIVE_POLL_ERRORS = 5;
export const POLL_TIMEOUT_MESSAGE = 'Roasting took too long. Please try again.';
export const FAILED_TO_CREATE = 'Failed to create roast';

export function validationDisclaimerPath(message?: string, suggestion?: string): string {
  return withQuery('/validation-disclaimer', {
    message: message || DEFAULT_VALIDATION_MESSAGE,
    suggestion: suggestion || DEFAULT_VALIDATION_SUGGESTION,
  });
}

export function errorPath(message: string): string {
  return withQuery('/error', { message });
}

const isQuota = (message: string | undefined) => Boolean(message && /quota|exceeded/i.test(message));

/** Where a failed POST /api/roasts sends the visitor (spec core-flow §8). */
export function routeForCreateError(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.json() as { type?: string; message?: string; suggestion?: string } | undefined;
    if (body?.type === 'validation_error') return validationDisclaimerPath(body.message, body.suggestion);
    const message = error.serverMessage;
    if (error.status === 500)
      return errorPath(isQuota(message) ? QUOTA_MESSAGE : message || GENERIC_FAILURE_MESSAGE);
    return errorPath(message || error.message || FAILED_TO_CREATE);
  }
  return errorPath(error instanceof Error && error.message ? error.message : FAILED_TO_CREATE);
}

/** The workflow is done with the roast (ready, rejected or failed): its status will not change again. */
export function isFinished(status: RoastStatusResponse | undefined): boolean {
  return status !== undefined && status.status !== 'processing';
}

/** Where a finished (non-processing) status sends the visitor; `null` while still processing. */
export function routeForStatus(status: RoastStatusResponse): string | null {
  switch (status.status) {
    case 'ready':
      return `/roast/${encodeURIComponent(status.id)}`;
    case 'rejected':
      return validationDisclaimerPath(status.message, status.suggestion);
    case 'failed':
      return errorPath(isQuota(status.message) ? QUOTA_MESSAGE : status.message || GENERIC_FAILURE_MESSAGE);
    default:
      return null;
  }
}
