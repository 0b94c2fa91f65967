import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from './cn';

export const inputClasses =
  'block w-full min-h-12 rounded-xl border border-border bg-surface px-4 text-base text-text placeholder:text-muted ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:border-accent ' +
  'aria-[invalid=true]:border-danger disabled:opacity-50';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClasses, className)} {...props} />;
});
