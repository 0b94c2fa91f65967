import type { ReactNode } from 'react';
import { Tabs as T } from 'radix-ui';
import { cn } from './cn';

interface TabsProps<V extends string> {
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  tabs: { value: V; label: ReactNode }[];
  children: ReactNode;
  className?: string;
  /** Many or long labels: smaller text so every tab stays visible on a phone. */
  dense?: boolean;
}

/** Radix Tabs (tablist, arrow keys); panels are `TabPanel`s with the same values. */
export function Tabs<V extends string>({
  label,
  value,
  onValueChange,
  tabs,
  children,
  className,
  dense,
}: TabsProps<V>) {
  return (
    <T.Root value={value} onValueChange={(v) => onValueChange(v as V)} className={className}>
      <T.List
        aria-label={label}
        className="flex gap-1 overflow-x-auto rounded-xl border border-border bg-surface p-1"
      >
        {tabs.map((tab) => (
          <T.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              'min-h-11 flex-1 whitespace-nowrap rounded-lg font-semibold transition-colors',
              dense ? 'px-1.5 text-xs' : 'px-3 text-sm',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
              'data-[state=active]:bg-accent data-[state=active]:text-accent-fg data-[state=inactive]:text-muted data-[state=inactive]:hover:text-text',
            )}
          >
            {tab.label}
          </T.Trigger>
        ))}
      </T.List>
      {children}
    </T.Root>
  );
}

export function TabPanel({
  value,
  children,
  className,
}: {
  value: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <T.Content value={value} className={cn('mt-4 focus-visible:outline-none', className)}>
      {children}
    </T.Content>
  );
}
