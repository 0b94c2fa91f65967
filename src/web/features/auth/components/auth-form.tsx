import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PromptLink } from '../../../components/ui/prompt-link';
import { showErrorToast } from '../../../lib/error-catalogue';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useResendVerification } from '../api/resend-verification';

/** The email field of the account screens. */
export function EmailField({
  id,
  value,
  onChange,
  required,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      label={t('fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      required={required}
      value={value}
      onChange={(e) => onChange(e.target.value)}
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

/**
 * "Send the code again" for an address: says when there is no address (`onMissing`), and whether the
 * mail left.
 */
export function ResendButton({
  email,
  onMissing,
  failed,
}: {
  email: string;
  onMissing: () => void;
  /** What to say when the server gives no known reason. */
  failed: string;
}) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();

  function onResend() {
    if (!email) return onMissing();
    resend.mutate(
      { email, language: currentLanguage() },
      {
        onSuccess: () =>
          showToast({
            title: t('resend.successTitle'),
            description: t('resend.successMessage', { email }),
            variant: 'success',
          }),
        onError: (error) => showErrorToast(t, t('resend.errorTitle'), error, failed),
      },
    );
  }

  return (
    <Button variant="outline" className="mt-3 w-full" onClick={onResend} disabled={resend.isPending}>
      <RotateCw size={18} aria-hidden />
      {resend.isPending ? t('resend.sending') : t('resend.button')}
    </Button>
  );
}
