import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '@domain/api-schemas';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithRouter } from '../../../test/render';
import { ANNOUNCEMENT_POLL_MS, currentAnnouncementQueryOptions } from '../api/announcements';
import { AnnouncementBanner } from './AnnouncementBanner';

const announcement = (over: Partial<Announcement> = {}): Announcement => ({
  id: 'welcome-1',
  message: 'Welcome to UGH Score!',
  type: 'info',
  isActive: true,
  expiresAt: null,
  ...over,
});

describe('announcement banner', () => {
  it('is polled every 30 s', () => {
    expect(ANNOUNCEMENT_POLL_MS).toBe(30_000);
    expect(currentAnnouncementQueryOptions().refetchInterval).toBe(30_000);
  });

  it('remembers a dismissal by id, and shows a different announcement again', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/announcements/current': { body: announcement() } });
    const first = renderWithRouter(<AnnouncementBanner />);
    expect(await screen.findByText('Welcome to UGH Score!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText('Welcome to UGH Score!')).not.toBeInTheDocument();
    expect(localStorage.getItem('ugh_dismissed_announcement')).toBe('welcome-1');
    first.unmount();

    const again = renderWithRouter(<AnnouncementBanner />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Welcome to UGH Score!')).not.toBeInTheDocument();
    again.unmount();

    mockApi({
      'GET /api/announcements/current': { body: announcement({ id: 'sale-2', message: 'New levels!' }) },
    });
    renderWithRouter(<AnnouncementBanner />);
    expect(await screen.findByText('New levels!')).toBeInTheDocument();
  });

  it('stays hidden when inactive or expired', async () => {
    mockApi({
      'GET /api/announcements/current': { body: announcement({ expiresAt: '2020-01-01T00:00:00Z' }) },
    });
    renderWithRouter(<AnnouncementBanner />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});
