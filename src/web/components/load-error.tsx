import { useTranslation } from '../lib/i18n';
import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { InlineSpinner } from './ui/spinner';
import { cn } from './ui/cn';

interface LoadErrorProps {
  message: string;
  onRetry: () => unknown;
  /** The retry is on its way: the button waits instead of asking again. */
  retrying?: boolean;
  /** Other ways out beside Try again (clear the filters...). */
  children?: ReactNode;
  className?: string;
}

/**
 * A list that could not be loaded says so and offers to ask again: an empty list would tell the person
 * they own nothing, which is false.
 */
export function LoadError({ message, onRetry, retrying = false, children, className }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="load-error"
      className={cn('rounded-2xl border border-danger/40 bg-surface p-6 text-center', className)}
    >
      <TriangleAlert size={32} aria-hidden className="mx-auto text-danger" />
      <p className="mt-2 font-medium">{message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button variant="outline" disabled={retrying} onClick={() => void onRetry()}>
          {retrying ? <InlineSpinner /> : <RotateCw size={16} aria-hidden />}
          {t('status.retry')}
        </Button>
        {children}
      </div>
    </div>
  );
}
