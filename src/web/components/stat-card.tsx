import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './ui/cn';

interface StatCardProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  /** The whole card is a link when given. */
  to?: string;
  className?: string;
  /** Lets the journeys read one figure without depending on its wording. */
  testId?: string;
}

const cardClasses = 'flex min-h-28 flex-col gap-2 rounded-2xl border border-border bg-surface p-4';

/** One figure with its label: the summary cards of the dashboard and the inventory. */
export function StatCard({ icon, label, value, to, className, testId }: StatCardProps) {
  const body = (
    <>
      <span className="flex items-center gap-2 text-sm text-muted">
        <span className="text-accent">{icon}</span>
        {label}
      </span>
      <span className="mt-auto text-xl leading-tight font-bold break-words tabular-nums" data-testid={testId}>
        {value}
      </span>
    </>
  );
  if (!to) return <div className={cn(cardClasses, className)}>{body}</div>;
  return (
    <Link
      to={to}
      className={cn(
        cardClasses,
        'transition-colors hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
        className,
      )}
    >
      {body}
    </Link>
  );
}
