import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Announcement } from '../../../../../functions/domain/api-schemas';
import { readString, STORAGE_KEYS, writeString } from '../../../lib/storage';
import { currentAnnouncementQueryOptions } from '../api/announcements';

export function isVisible(
  a: Announcement | null | undefined,
  dismissedId: string | null,
  now = Date.now(),
): a is Announcement {
  if (!a || !a.isActive) return false;
  if (a.expiresAt && Date.parse(a.expiresAt) <= now) return false;
  return a.id !== dismissedId;
}

/** The live announcement unless inactive, expired or dismissed (the dismissed id is remembered). */
export function useAnnouncement() {
  const query = useQuery(currentAnnouncementQueryOptions());
  const [dismissed, setDismissed] = useState(() => readString('local', STORAGE_KEYS.dismissedAnnouncement));
  const dismiss = useCallback((id: string) => {
    writeString('local', STORAGE_KEYS.dismissedAnnouncement, id);
    setDismissed(id);
  }, []);
  const announcement = isVisible(query.data, dismissed) ? query.data : null;
  return { announcement, dismiss };
}
