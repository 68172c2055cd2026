import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './ProgressBar';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';
import { Tooltip, TOOLTIP_DELAY_MS } from './Tooltip';

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

  it('shows a tooltip 700 ms after hover or focus, describes the trigger, and hides on Escape and leave', async () => {
    vi.useFakeTimers();
    try {
      render(
        <Tooltip content="Weighs 25% of the score">
          <button type="button">Typography</button>
        </Tooltip>,
      );
      const button = screen.getByRole('button', { name: 'Typography' });
      fireEvent.mouseEnter(button);
      act(() => void vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(50));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Weighs 25% of the score');
      expect(button).toHaveAccessibleDescription('Weighs 25% of the score');
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

      fireEvent.focus(button);
      act(() => void vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      fireEvent.blur(button);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

      fireEvent.mouseEnter(button);
      fireEvent.mouseLeave(button.parentElement!);
      act(() => void vi.advanceTimersByTime(TOOLTIP_DELAY_MS * 2));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('progress bar exposes its value and clamps it', () => {
    render(<ProgressBar value={132.4} label="Upload progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });
});
