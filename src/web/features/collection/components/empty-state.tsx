import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

/** What a list shows when it has nothing yet: an icon, a title, a line of text and what to do. */
export function EmptyState({
  icon,
  title,
  text,
  className,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-border p-8 text-center',
        className,
      )}
    >
      {icon}
      <h2 className="mt-3 text-lg font-semibold">{title}</h2>
      {text && <p className="mt-1 text-sm text-muted">{text}</p>}
      {children}
    </div>
  );
}
