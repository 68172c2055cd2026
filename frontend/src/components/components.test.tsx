import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';
import { TOOLTIP_DELAY_MS } from './Tooltip';

function Toaster() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First' })}>
        one
      </button>
      <button type="button" onClick={() => toast({ title: 'Second' })}>
        two
      </button>
    </>
  );
}

describe('design system', () => {
  it('shows one toast at a time, for 5 s by default', async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Toaster />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'one' }));
    expect(screen.getByText('First')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'two' }));
    await act(async () => new Promise((r) => setTimeout(r, 250)));
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('tooltips wait 700 ms', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
  });

  it('progress bar exposes its value and clamps it', () => {
    render(<ProgressBar value={132.4} label="Upload progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });
});
