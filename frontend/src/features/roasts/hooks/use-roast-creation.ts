import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreateRoastRequest } from '@domain/api-schemas';
import { getOwnerKey, saveOwnerKey } from '../../../lib/owner-keys';
import { clearPendingRoast, markPendingCreated, type PendingRoast } from '../../../lib/pending-roast';
import {
  CREATION_PROGRESS_CAP,
  CREATION_STEP_MAX,
  CREATION_STEP_MIN,
  CREATION_TICK_MS,
  errorPath,
  POLL_TIMEOUT_MESSAGE,
  REDIRECT_DELAY_MS,
  routeForCreateError,
  routeForStatus,
  STATUS_POLL_TIMEOUT_MS,
} from '../api/creation';
import { createRoastMutationOptions, roastKeys, roastStatusQueryOptions } from '../api/roasts';

const requestFor = (pending: PendingRoast): CreateRoastRequest => ({
  images: pending.images,
  roastLevel: pending.roastLevel,
  ...(pending.websiteMetadata ? { websiteMetadata: pending.websiteMetadata } : {}),
  ...(pending.captureId ? { captureId: pending.captureId } : {}),
  ...(pending.title ? { title: pending.title } : {}),
  ...(pending.previousId ? { previousId: pending.previousId } : {}),
});

/**
 * Sends the pending roast (a mutation), polls its status (a query that stops itself once the roast is
 * ready, rejected or failed: roastStatusQueryOptions) and routes as spec core-flow §4/§8 say, with
 * DESIGN §2.3's asynchronous creation. Returns the progress to show. Leaving the page stops the poll
 * (the query loses its observer) and any navigation still due.
 */
export function useRoastCreation(pending: PendingRoast | null): number {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  /** The outcome is known: the progress bar stops creeping. */
  const finished = useRef(false);
  /** Where the visitor has been sent: the first outcome wins (a late timeout or error changes nothing). */
  const left = useRef(false);
  const started = useRef<PendingRoast | null>(null);
  const alive = useRef(true);

  const create = useMutation({
    ...createRoastMutationOptions(),
    // Here rather than in mutate()'s callbacks: the visitor owns the roast even if they left the page
    // before the answer came, and a reload must resume it instead of creating a second one.
    onSuccess: (created, { body }) => {
      saveOwnerKey(created.id, created.ownerKey);
      markPendingCreated(created.id);
      // The earlier roast now has a next version: a copy of its page cached before would not link to it.
      if (body.previousId)
        void queryClient.invalidateQueries({ queryKey: roastKeys.detail(body.previousId) });
    },
  });
  const roastId = pending?.createdId ?? create.data?.id ?? null;
  const status = useQuery({ ...roastStatusQueryOptions(roastId ?? ''), enabled: roastId !== null });

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Once: the pending roast is spent whatever the outcome; the page is left only if still shown. */
  const leave = useCallback(
    (to: string) => {
      if (left.current) return;
      left.current = true;
      finished.current = true;
      clearPendingRoast();
      if (alive.current) navigate(to, { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (finished.current) return;
      const step =
        CREATION_STEP_MIN + Math.floor(Math.random() * (CREATION_STEP_MAX - CREATION_STEP_MIN + 1));
      setProgress((p) => Math.min(CREATION_PROGRESS_CAP, p + step));
    }, CREATION_TICK_MS);
    return () => clearInterval(timer);
  }, [pending]);

  const { mutate } = create;
  useEffect(() => {
    // Once per pending roast, even under StrictMode's double effects: a second POST would be a second roast.
    if (!pending || pending.createdId || started.current === pending) return;
    started.current = pending;
    // A new version: the earlier roast's owner key, kept in this browser, proves the link.
    const previousOwnerKey = pending.previousId ? getOwnerKey(pending.previousId) : null;
    mutate({ body: requestFor(pending), ...(previousOwnerKey ? { previousOwnerKey } : {}) });
  }, [pending, mutate]);

  useEffect(() => {
    if (create.error) leave(routeForCreateError(create.error));
  }, [create.error, leave]);

  useEffect(() => {
    if (status.error) leave(routeForCreateError(status.error));
  }, [status.error, leave]);

  useEffect(() => {
    const to = status.data ? routeForStatus(status.data) : null;
    if (!to || !status.data) return;
    if (status.data.status !== 'ready') return leave(to);
    // A new version is ready: the earlier roast's page, if cached before, would not link to it yet.
    const previousId = pending?.previousId;
    if (previousId) void queryClient.invalidateQueries({ queryKey: roastKeys.detail(previousId) });
    finished.current = true;
    clearPendingRoast();
    setProgress(100);
    const timer = setTimeout(() => leave(to), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status.data, leave, pending, queryClient]);

  useEffect(() => {
    if (roastId === null) return;
    const timer = setTimeout(() => {
      if (!finished.current) leave(errorPath(POLL_TIMEOUT_MESSAGE));
    }, STATUS_POLL_TIMEOUT_MS);
    // Leaving the page clears it: a visitor who came back later is not sent to /error.
    return () => clearTimeout(timer);
  }, [roastId, leave]);

  return progress;
}
