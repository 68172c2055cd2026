import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { renderApp } from '../test/render';
import { ErrorBoundary } from './error-boundary';

function Boom(): never {
  throw new Error('kaboom');
}

describe('app shell', () => {
  it('has the header navigation, a mobile menu toggle and the footer columns', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/announcements/current': { body: null } });
    renderApp('/leaderboard');
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Gallery', 'Leaderboard', 'Design Principles', 'How it Works', 'Get Roasted']) {
      expect(main).toContainElement(screen.getAllByRole('link', { name, hidden: true })[0]!);
    }
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    for (const column of ['Product', 'Design Education', 'Industry Analysis', 'Support']) {
      expect(screen.getByRole('navigation', { name: column })).toBeInTheDocument();
    }
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
  });

  it('shows the spec fallback when a screen crashes', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page to continue')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalled();
  });

  it('leaves scroll and focus to the browser on the first screen; a navigation goes to the top of the new one', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/announcements/current': { body: null } });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    // The visitor may already be reading the prerendered page (index.html) when the app takes over.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();

    await user.click(screen.getAllByRole('link', { name: 'Privacy' })[0]!);
    expect(await screen.findByRole('heading', { name: /Privacy/, level: 1 })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('routes unknown paths to a 404 page and keeps the status routes', async () => {
    mockApi({ 'GET /api/announcements/current': { body: null } });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('renders /error with its message and /validation-disclaimer with defaults', async () => {
    mockApi({ 'GET /api/announcements/current': { body: null } });
    const a = renderApp('/error?message=Kettle%20exploded');
    expect(await screen.findByText('Kettle exploded')).toBeInTheDocument();
    a.unmount();
    renderApp('/validation-disclaimer');
    expect(await screen.findByText('Content validation failed')).toBeInTheDocument();
    expect(screen.getByText('Please upload website screenshots')).toBeInTheDocument();
  });
});
