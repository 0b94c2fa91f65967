import type { InputHTMLAttributes, ReactNode } from 'react';
// The sign-in screen imports these: nothing here may pull in TanStack Query (see resend-button.tsx).
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
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
