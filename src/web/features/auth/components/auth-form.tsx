import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Send } from 'lucide-react';
// The sign-in screen imports these: nothing here may pull in TanStack Query (see resend-button.tsx).
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Field, TextField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { sanitizeVerificationCode, VERIFICATION_CODE_LENGTH } from '../../../lib/limits';
import { PromptLink } from '../../../components/ui/prompt-link';

/** The email field of the account screens (controlled, or left to the browser when given no `value`). */
export function EmailField({
  id,
  onChange,
  ...input
}: { id: string; onChange?: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange'
>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      label={t('fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      onChange={onChange && ((e) => onChange(e.target.value))}
      {...input}
    />
  );
}

/** A form's one large button, which says it is working while its call runs. */
export function SubmitButton({
  icon,
  pending,
  label,
  pendingLabel,
  disabled,
}: {
  icon: ReactNode;
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled ?? pending}>
      {icon}
      {pending ? pendingLabel : label}
    </Button>
  );
}

export function BackToLogin() {
  const { t } = useTranslation('auth');
  return <PromptLink to="/login" label={t('common:nav.backToLogin')} className="mt-4" />;
}

/** A mailed code: capitals and digits only, as many as a code has, in large spaced type. */
export function CodeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Field id={id} label={label} hint={t('verify.codeHint', { count: VERIFICATION_CODE_LENGTH })}>
      <Input
        id={id}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        className="text-center font-mono text-2xl tracking-[0.5em] uppercase"
        value={value}
        onChange={(e) => onChange(sanitizeVerificationCode(e.target.value))}
      />
    </Field>
  );
}

/** A form that asks for an address to mail something to (a code, a reset link). */
export function EmailRequestForm({
  id,
  email,
  onEmailChange,
  onSubmit,
  pending,
  label,
  pendingLabel,
}: {
  id: string;
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField id={id} required value={email} onChange={onEmailChange} />
      <SubmitButton
        icon={<Send size={20} aria-hidden />}
        pending={pending}
        label={label}
        pendingLabel={pendingLabel}
      />
    </form>
  );
}
