import type { ReactNode } from 'react';

export type BadgeTone =
  | 'neutral'
  | 'accent'
  | 'info'
  | 'success'
  | 'beta'
  | 'featured'
  | 'mild'
  | 'severe'
  | 'critical'
  | 'unforgivable'
  | 'rank';

export function Badge({
  tone = 'neutral',
  children,
  title,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  title?: string;
}) {
  return (
    <span className={`badge badge--${tone}`} title={title}>
      {children}
    </span>
  );
}
