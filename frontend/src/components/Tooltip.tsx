import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Spec core-flow §2: tooltips appear after a 700 ms delay. */
export const TOOLTIP_DELAY_MS = 700;

type TriggerProps = {
  'aria-describedby'?: string;
  onMouseEnter?: (e: MouseEvent) => void;
  onMouseLeave?: (e: MouseEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
};

/**
 * Wraps one focusable element; the tip shows after the delay on hover and on keyboard focus, hides on
 * leave, blur and Escape (WCAG 2.2 SC 1.4.13: dismissible, hoverable, persistent), and describes the
 * trigger through aria-describedby. Positioned with CSS above the trigger: a popper library cost the
 * roast page 50 KB of JavaScript for three one-line hints.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => cancel, []);
  // Leaving the wrapper (trigger + tip), not the trigger, hides the tip: the visitor can move onto it.
  // A native listener: the wrapper is layout, not a control, so it carries no JSX event handlers.
  useEffect(() => {
    const node = anchor.current;
    node?.addEventListener('mouseleave', hide);
    return () => node?.removeEventListener('mouseleave', hide);
  }, [hide]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);
  if (!isValidElement(children)) return children;
  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': open
      ? [own['aria-describedby'], id].filter(Boolean).join(' ')
      : own['aria-describedby'],
    onMouseEnter: (e: MouseEvent) => (own.onMouseEnter?.(e), show()),
    onFocus: (e: FocusEvent) => (own.onFocus?.(e), show()),
    onBlur: (e: FocusEvent) => (own.onBlur?.(e), hide()),
  });
  return (
    <span className="tooltip-anchor" ref={anchor}>
      {trigger}
      {open && (
        <span role="tooltip" id={id} className="tooltip">
          {content}
        </span>
      )}
    </span>
  );
}
