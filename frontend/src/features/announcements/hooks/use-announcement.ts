import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { readString, STORAGE_KEYS, writeString } from '../../../lib/storage';
import { isVisible } from '../announcement-view';
import { currentAnnouncementQueryOptions } from '../api/announcements';

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
