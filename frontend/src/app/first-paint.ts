import type { QueryClient } from '@tanstack/react-query';
import { currentAnnouncementQueryOptions } from '../features/announcements/api/announcements';
import { FIRST_PAINT_WAIT_MS } from '../lib/boot-handoff';

/**
 * The announcement banner sits above every page: if it appeared after the first paint it would push
 * the whole page down (the layout shift Lighthouse measured at 0.08 on every route). So the first
 * render waits briefly for it (index.html preloads it, and in a production build the boot script has
 * usually received it already). Errors are swallowed by prefetchQuery: the banner is optional.
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
