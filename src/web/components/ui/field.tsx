import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Input } from './input';
import { Label } from './label';
import { Textarea } from './textarea';

interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control and linked to it with aria-describedby (`${id}-error`). */
  error?: string;
  hint?: string;
  /** A limited text's characters used and allowed (lib/field-errors.ts textLength): a counter under it. */
  length?: { used: number; max: number };
  children: ReactNode;
}

/** Label, control and message, wired together for screen readers. */
export function Field({ id, label, error, hint, length, children }: FieldProps) {
  const over = length && length.used > length.max;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {hint && !error && (
            <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
              {hint}
            </p>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        {/* Shown from 80 % of the limit: a short name needs no counter, a long one sees the end coming. */}
        {length && length.used >= length.max * 0.8 && (
          <p
            id={`${id}-count`}
            data-testid={`${id}-count`}
            className={`mt-1.5 shrink-0 text-sm tabular-nums ${over ? 'text-danger' : 'text-muted'}`}
          >
            {length.used}/{length.max}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A labelled text input: the Field and its Input share the id; the rest goes to the input. An error marks
 * the input invalid and is what a screen reader reads with it.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  length,
  ...input
}: Omit<FieldProps, 'children'> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} length={length}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </Field>
  );
}

/** TextField's counterpart for several lines of text. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: Omit<FieldProps, 'children'> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
    </Field>
  );
}
