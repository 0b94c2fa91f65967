import { cn } from './cn';

interface ProgressProps {
  /** 0..max; a value at or past max fills the bar in the warning colour. */
  value: number;
  max: number;
  label: string;
  /** What a screen reader says instead of a bare percentage ("3 of 5"). */
  valueText?: string;
  className?: string;
}

export function Progress({ value, max, label, valueText, className }: ProgressProps) {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const full = max > 0 && value >= max;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-surface-2', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', full ? 'bg-danger' : 'bg-accent')}
        style={{ width: `${ratio * 100}%` }}
      />
    </div>
  );
}
