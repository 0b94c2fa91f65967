import { useState, type ReactNode } from 'react';
import { Collapsible as C } from 'radix-ui';
import { cn } from './cn';
import { OpenChevron } from './open-chevron';

interface CollapsibleSectionProps {
  id: string;
  title: string;
  icon?: ReactNode;
  defaultOpen?: boolean;
  /** Red accents for the danger zone. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** A card whose heading is a button that shows or hides its content (aria-expanded, aria-controls). */
export function CollapsibleSection({
  id,
  title,
  icon,
  defaultOpen = false,
  tone = 'default',
  children,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <C.Root
      open={open}
      onOpenChange={setOpen}
      className={cn(
        'rounded-2xl border bg-surface',
        tone === 'danger' ? 'border-danger/40' : 'border-border',
      )}
    >
      <h2>
        <C.Trigger
          id={`${id}-trigger`}
          className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-5 py-3 text-left text-base font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          {icon && (
            <span className={cn('shrink-0', tone === 'danger' ? 'text-danger' : 'text-accent')}>{icon}</span>
          )}
          <span className={cn('flex-1', tone === 'danger' && 'text-danger')}>{title}</span>
          <OpenChevron open={open} />
        </C.Trigger>
      </h2>
      <C.Content id={`${id}-content`} aria-labelledby={`${id}-trigger`} role="region" className="px-5 pb-5">
        {children}
      </C.Content>
    </C.Root>
  );
}
