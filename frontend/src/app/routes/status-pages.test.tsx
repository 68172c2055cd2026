import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';

const quiet = () => mockApi({ 'GET /api/announcements/current': { body: null } });

describe('/roast-not-found', () => {
  it('gives the four reasons and the three ways on: new roast, gallery, contact', async () => {
    quiet();
    renderApp('/roast-not-found');
    expect(await screen.findByRole('heading', { level: 1, name: 'Roast Not Found' })).toBeInTheDocument();
    expect(screen.getByText("This roast might be private or doesn't exist.")).toBeInTheDocument();
    const reasons = within(screen.getByRole('region', { name: 'Why this happens' })).getAllByRole('listitem');
    expect(reasons.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^It is private\./),
      expect.stringMatching(/^It was deleted\./),
      expect.stringMatching(/^The link is wrong\./),
      expect.stringMatching(/^It has not been promoted\./),
    ]);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Get a New Roast' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Browse the Gallery' })).toHaveAttribute('href', '/gallery');
    expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

describe('/error', () => {
  it('says "An unexpected error occurred" by default and offers refresh, home and the report form', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    quiet();
    renderApp('/error');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(main.getByRole('form', { name: 'Error report form' })).toBeInTheDocument();
    await user.click(main.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the message it was sent', async () => {
    quiet();
    renderApp('/error?message=Kettle%20exploded');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kettle exploded');
    expect(screen.queryByText('An unexpected error occurred')).toBeNull();
  });
});

describe('/validation-disclaimer', () => {
  it('keeps the Terms line apart from the buttons above it (its own spaced paragraph)', async () => {
    quiet();
    renderApp('/validation-disclaimer');
    const terms = await screen.findByRole('link', { name: 'Terms of Service' });
    // The page's stylesheet gives this class a 24 px top margin (status-pages.css); jsdom has no layout,
    // so the e2e test (test/e2e/status-pages.test.ts) measures the gap in Chromium.
    expect(terms.closest('p')).toHaveClass('status-page__note');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/');
  });
});
