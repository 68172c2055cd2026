import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  CreateRoastRequest,
  CreateRoastResponse,
  LikeResponse,
  PromoteResponse,
  RoastDetail,
  RoastStatusResponse,
} from '@domain/api-schemas';
import { ApiError, apiRequest, isNotFound } from '../../../lib/api-client';
import { isFinished, MAX_CONSECUTIVE_POLL_ERRORS, STATUS_POLL_MS } from './creation';
import { roastRequestPath } from './roast-request';

/** Spec core-flow §4: the detail load is retried up to 3 times, except on not-found. */
export const ROAST_LOAD_RETRIES = 3;

/** A roast opened while its workflow still runs answers 409; the page keeps asking for up to 2 minutes. */
const PROCESSING_POLLS = 120;
const isStillProcessing = (error: unknown) => error instanceof ApiError && error.status === 409;

export const roastKeys = {
  all: ['roasts'] as const,
  detail: (id: string) => ['roasts', 'detail', id] as const,
  status: (id: string) => ['roasts', 'status', id] as const,
};

export const roastQueryOptions = (id: string) =>
  queryOptions({
    queryKey: roastKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<RoastDetail>(roastRequestPath(id), { signal }),
    retry: (failureCount, error) =>
      isStillProcessing(error)
        ? failureCount < PROCESSING_POLLS
        : !isNotFound(error) && failureCount < ROAST_LOAD_RETRIES,
    retryDelay: (attempt, error) => (isStillProcessing(error) ? 1000 : Math.min(500 * 2 ** attempt, 4000)),
  });

/**
 * GET /api/roasts/{id}/status, polled (DESIGN §2.3): every second until the workflow is done with the
 * roast (ready, rejected, failed), then never again. A failed request is retried every second; the
 * query fails, and polling stops, only after MAX_CONSECUTIVE_POLL_ERRORS failures in a row. Polls in a
 * background tab too: the roast is what the visitor is waiting for.
 */
export const roastStatusQueryOptions = (id: string) =>
  queryOptions({
    queryKey: roastKeys.status(id),
    queryFn: ({ signal }) =>
      apiRequest<RoastStatusResponse>(`/api/roasts/${encodeURIComponent(id)}/status`, { signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'error' || isFinished(query.state.data) ? false : STATUS_POLL_MS,
    refetchIntervalInBackground: true,
    retry: MAX_CONSECUTIVE_POLL_ERRORS - 1,
    retryDelay: STATUS_POLL_MS,
  });

/**
 * POST /api/roasts. A new version of an earlier roast (`body.previousId`) carries that roast's
 * owner key: only its owner may link to it.
 */
export function createRoast(
  body: CreateRoastRequest,
  previousOwnerKey?: string,
): Promise<CreateRoastResponse> {
  return apiRequest<CreateRoastResponse>('/api/roasts', {
    method: 'POST',
    body,
    ...(previousOwnerKey ? { headers: { 'x-owner-key': previousOwnerKey } } : {}),
  });
}

/** POST /api/roasts (never retried: a second POST would be a second roast). */
export const createRoastMutationOptions = () =>
  mutationOptions({
    mutationKey: [...roastKeys.all, 'create'] as const,
    mutationFn: ({ body, previousOwnerKey }: { body: CreateRoastRequest; previousOwnerKey?: string }) =>
      createRoast(body, previousOwnerKey),
    retry: false,
  });

export function deleteRoast(id: string, ownerKey: string): Promise<unknown> {
  return apiRequest(`/api/roasts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { 'x-owner-key': ownerKey },
  });
}

export function likeRoast(id: string, userFingerprint: string): Promise<LikeResponse> {
  return apiRequest<LikeResponse>(`/api/roasts/${encodeURIComponent(id)}/like`, {
    method: 'POST',
    body: { userFingerprint },
  });
}

export function shareRoast(id: string): Promise<{ shareCount: number }> {
  return apiRequest<{ shareCount: number }>(`/api/roasts/${encodeURIComponent(id)}/share`, {
    method: 'POST',
  });
}

/**
 * POST /api/create-payment-intent (spec §7): 404 unknown roast, 409 already promoted, 503 not configured.
 * Only the roast's creator may promote it (DESIGN §2.8): the owner key goes along, as for DELETE.
 */
export function createPaymentIntent(
  roastId: string,
  promotion: { websiteUrl: string; websiteName: string; authorCredit?: string },
  ownerKey: string,
): Promise<{ clientSecret: string }> {
  return apiRequest<{ clientSecret: string }>('/api/create-payment-intent', {
    method: 'POST',
    body: { roastId, ...promotion },
    headers: { 'x-owner-key': ownerKey },
  });
}

/**
 * POST /api/roasts/{id}/promote `{paymentIntentId}`: the return path from checkout. The server promotes
 * only once it has retrieved the intent from Stripe and found it paid for this roast (DESIGN §2.4);
 * 402 means "not paid yet", 404 "no payment for this roast". `refund` in the answer: the roast had
 * been promoted by another payment, so this one was given back.
 */
export function promoteRoast(
  roastId: string,
  paymentIntentId: string,
  ownerKey: string,
): Promise<PromoteResponse> {
  return apiRequest<PromoteResponse>(`/api/roasts/${encodeURIComponent(roastId)}/promote`, {
    method: 'POST',
    body: { paymentIntentId },
    headers: { 'x-owner-key': ownerKey },
  });
}
