import { ANNOUNCEMENT_LABELS } from '../announcement-view';
import { useAnnouncement } from '../hooks/use-announcement';

export function AnnouncementBanner() {
  const { announcement, dismiss } = useAnnouncement();
  if (!announcement) return null;
  return (
    <section className={`announcement announcement--${announcement.type}`} aria-label="Announcement">
      <div className="container announcement__inner">
        <p className="announcement__text">
          <strong className="announcement__type">{ANNOUNCEMENT_LABELS[announcement.type]}:</strong>{' '}
          {announcement.message}
        </p>
        <button
          type="button"
          className="announcement__dismiss"
          aria-label="Dismiss announcement"
          onClick={() => dismiss(announcement.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
