import { queryOptions } from '@tanstack/react-query';
import type { Announcement } from '@domain/api-schemas';
import { apiRequest } from '../../../lib/api-client';

/** Spec core-flow §4/§9: the announcement is polled every 30 s. */
export const ANNOUNCEMENT_POLL_MS = 30_000;

export const currentAnnouncementQueryOptions = () =>
  queryOptions({
    queryKey: ['announcements', 'current'] as const,
    queryFn: ({ signal }) => apiRequest<Announcement | null>('/api/announcements/current', { signal }),
    refetchInterval: ANNOUNCEMENT_POLL_MS,
  });
