import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** Keep the panel mounted while hidden (keeps its state, e.g. a capture in flight). */
  forceMount?: boolean;
}

/** Keyboard-operable tabs (arrow keys, Home/End) on Radix, styled by the design system. */
export function Tabs({
  items,
  label,
  defaultValue,
  value,
  onValueChange,
  className,
}: {
  items: TabItem[];
  label: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}) {
  const controlled = value !== undefined ? { value } : { defaultValue: defaultValue ?? items[0]?.value };
  return (
    <RadixTabs.Root
      className={['tabs', className].filter(Boolean).join(' ')}
      {...controlled}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          className="tabs__panel"
          {...(item.forceMount ? { forceMount: true as const } : {})}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
