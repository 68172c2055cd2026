import { dependencies } from '../composition/container';
import { logger, observedHandler } from '../http-kit/observability';

/**
 * EventBridge schedule target: decides which announcement is current (active, started, not expired;
 * the most recently started wins) so that the banner poll is a single read.
 */
export const handler = observedHandler('rotateAnnouncements', async () => {
  const current = await dependencies().announcements.rotate(new Date());
  logger.info('announcements rotated', { current: current?.id ?? null });
  return { current: current?.id ?? null };
});
