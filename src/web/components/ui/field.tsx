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
  children: ReactNode;
}

/** Label, control and message, wired together for screen readers. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
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
  ...input
}: Omit<FieldProps, 'children'> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
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
