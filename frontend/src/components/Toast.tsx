import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Spec core-flow §8: one toast visible at a time, shown for 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'success' | 'error' | 'info';
}

interface ToastState extends ToastMessage {
  key: number;
}

const ToastContext = createContext<(toast: ToastMessage) => void>(() => undefined);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const show = useCallback((toast: ToastMessage) => {
    // A new toast replaces the visible one: never more than one at a time.
    setCurrent((previous) => ({ ...toast, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notification">
        {children}
        {current ? (
          <RadixToast.Root
            key={current.key}
            className={`toast toast--${current.tone ?? 'success'}`}
            type={current.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setCurrent((c) => (c?.key === current.key ? null : c));
            }}
          >
            <RadixToast.Title className="toast__title">{current.title}</RadixToast.Title>
            {current.description ? (
              <RadixToast.Description className="toast__description">
                {current.description}
              </RadixToast.Description>
            ) : null}
            <RadixToast.Close className="toast__close" aria-label="Dismiss notification">
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className="toast__viewport" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastMessage) => void {
  return useContext(ToastContext);
}
