import type { QueryClient } from '@tanstack/react-query';
import { currentAnnouncementQueryOptions } from '../features/announcements/api/announcements';

/**
 * How long the first render may wait for data that would otherwise move the page when it arrives.
 * index.html preloads the announcement, so it is usually in flight before this script even runs;
 * a slow API costs at most this delay, never a blank page.
 */
export const FIRST_PAINT_WAIT_MS = 300;

/**
 * The announcement banner sits above every page: if it appeared after the first paint it would push
 * the whole page down (the layout shift Lighthouse measured at 0.08 on every route). So the first
 * render waits briefly for it. Errors are swallowed by prefetchQuery: the banner is optional.
 */
export async function prefetchBeforeFirstPaint(
  queryClient: QueryClient,
  waitMs = FIRST_PAINT_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    queryClient.prefetchQuery(currentAnnouncementQueryOptions()),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
}
