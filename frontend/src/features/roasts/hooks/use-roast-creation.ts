import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveOwnerKey } from '../../../lib/owner-keys';
import { clearPendingRoast, markPendingCreated, type PendingRoast } from '../../../lib/pending-roast';
import { createRoast, roastStatusQueryOptions } from '../api/roasts';
import {
  CREATION_PROGRESS_CAP,
  CREATION_STEP_MAX,
  CREATION_STEP_MIN,
  CREATION_TICK_MS,
  errorPath,
  REDIRECT_DELAY_MS,
  routeForCreateError,
  routeForStatus,
  STATUS_POLL_MS,
  STATUS_POLL_TIMEOUT_MS,
} from '../api/creation';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_CONSECUTIVE_POLL_ERRORS = 5;

/**
 * Sends the pending roast, polls its status and routes as spec core-flow §4/§8 say (with DESIGN §2.3's
 * asynchronous creation). Returns the progress to show.
 */
export function useRoastCreation(pending: PendingRoast | null): number {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const finished = useRef(false);
  const started = useRef<PendingRoast | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

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

  useEffect(() => {
    // Once per pending roast, even under StrictMode's double effects: a second POST would be a second roast.
    if (!pending || started.current === pending) return;
    started.current = pending;
    const leave = (to: string) => {
      finished.current = true;
      clearPendingRoast();
      if (alive.current) navigate(to, { replace: true });
    };

    void (async () => {
      let id: string;
      if (pending.createdId) {
        id = pending.createdId;
      } else {
        try {
          const created = await createRoast({
            images: pending.images,
            roastLevel: pending.roastLevel,
            ...(pending.websiteMetadata ? { websiteMetadata: pending.websiteMetadata } : {}),
            ...(pending.captureId ? { captureId: pending.captureId } : {}),
            ...(pending.title ? { title: pending.title } : {}),
          });
          id = created.id;
          saveOwnerKey(created.id, created.ownerKey);
          markPendingCreated(created.id);
        } catch (error) {
          return leave(routeForCreateError(error));
        }
      }
      const deadline = Date.now() + STATUS_POLL_TIMEOUT_MS;
      let pollErrors = 0;
      while (alive.current) {
        try {
          const status = await queryClient.fetchQuery(roastStatusQueryOptions(id));
          pollErrors = 0;
          const to = routeForStatus(status);
          if (to) {
            if (status.status === 'ready') {
              finished.current = true;
              setProgress(100);
              await sleep(REDIRECT_DELAY_MS);
            }
            return leave(to);
          }
        } catch (error) {
          pollErrors += 1;
          if (pollErrors >= MAX_CONSECUTIVE_POLL_ERRORS) return leave(routeForCreateError(error));
        }
        if (Date.now() > deadline) return leave(errorPath('Roasting took too long. Please try again.'));
        await sleep(STATUS_POLL_MS);
      }
    })();
  }, [pending, navigate, queryClient]);

  return progress;
}
