import { RadioGroup as R } from 'radix-ui';
import { cn } from './cn';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
}

interface SegmentedProps<V extends string> {
  label: string;
  /** When the visible label is elsewhere (a <Label> pointing at this id). */
  id?: string;
  value: V;
  onValueChange: (value: V) => void;
  options: SegmentOption<V>[];
  disabled?: boolean;
  className?: string;
  /** As wide as its choices, centred, instead of the full width. */
  compact?: boolean;
}

/** A row of mutually exclusive choices (radiogroup: arrow keys move, screen readers say "1 of 3"). */
export function Segmented<V extends string>({
  label,
  id,
  value,
  onValueChange,
  options,
  disabled,
  className,
  compact,
}: SegmentedProps<V>) {
  return (
    <R.Root
      id={id}
      aria-label={label}
      value={value}
      onValueChange={(v) => onValueChange(v as V)}
      disabled={disabled}
      orientation="horizontal"
      className={cn(
        'flex rounded-xl border border-border bg-surface p-1',
        compact ? 'mx-auto w-fit' : 'w-full',
        className,
      )}
    >
      {options.map((o) => (
        <R.Item
          key={o.value}
          value={o.value}
          className={cn(
            'min-h-10 flex-1 rounded-lg text-sm font-semibold transition-colors',
            compact ? 'px-4' : 'px-2',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-50',
            'data-[state=checked]:bg-accent data-[state=checked]:text-accent-fg data-[state=unchecked]:text-muted data-[state=unchecked]:hover:text-text',
          )}
        >
          {o.label}
        </R.Item>
      ))}
    </R.Root>
  );
}
