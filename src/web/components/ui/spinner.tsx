import { cn } from './cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-muted', className)}>
      <span
        aria-hidden
        className="h-6 w-6 animate-spin rounded-full border-2 border-border border-t-accent"
      />
      {label ? <span>{label}</span> : <span className="sr-only">…</span>}
    </span>
  );
}

/** Fills the screen while a guard or a route decides where to go. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}

/** A small spinner inside a button: decorative, the button's own text says what happens. */
export function InlineSpinner() {
  return (
    <span
      aria-hidden
      className="h-4 w-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
    />
  );
}
