import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailCheck, RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { currentLanguage } from '../../lib/i18n';
import { normalizeEmail, sanitizeVerificationCode, VERIFICATION_CODE_LENGTH } from '../../lib/limits';
import { PENDING_VERIFICATION_EMAIL_KEY, readLocal, writeLocal } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { useResendVerification } from './api/resend-verification';
import { useVerifyEmail } from './api/verify-email';
import { AuthShell } from './components/auth-shell';
import { errorMessage } from '../../lib/error-catalogue';

export const VERIFIED_REDIRECT_MS = 1500;

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(
    () => params.get('email') ?? readLocal(PENDING_VERIFICATION_EMAIL_KEY) ?? '',
  );
  const [code, setCode] = useState('');
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!address || !code) {
      return showToast({
        title: t('verify.missingTitle'),
        description: t('verify.missingMessage'),
        variant: 'destructive',
      });
    }
    verify.mutate(
      { email: address, code },
      {
        onSuccess() {
          writeLocal(PENDING_VERIFICATION_EMAIL_KEY, null);
          showToast({
            title: t('verify.successTitle'),
            description: t('verify.successMessage'),
            variant: 'success',
          });
          timer.current = setTimeout(() => navigate('/login', { replace: true }), VERIFIED_REDIRECT_MS);
        },
        onError(error) {
          showToast({
            title: t('verify.errorTitle'),
            description: errorMessage(t, error, t('verify.invalid')),
            variant: 'destructive',
          });
        },
      },
    );
  }

  function onResend() {
    const address = normalizeEmail(email);
    if (!address) {
      return showToast({
        title: t('resend.emailRequiredTitle'),
        description: t('resend.emailRequiredMessage'),
        variant: 'destructive',
      });
    }
    resend.mutate(
      { email: address, language: currentLanguage() },
      {
        onSuccess: () =>
          showToast({
            title: t('resend.successTitle'),
            description: t('resend.successMessage', { email: address }),
            variant: 'success',
          }),
        onError: (error) =>
          showToast({
            title: t('resend.errorTitle'),
            description: errorMessage(t, error, t('resend.failed')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <AuthShell
      title={t('verify.title')}
      subtitle={t('verify.subtitle')}
      back={{ to: '/login', label: t('common:nav.backToLogin') }}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field id="verify-email" label={t('fields.email')}>
          <Input
            id="verify-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field
          id="verify-code"
          label={t('fields.code')}
          hint={t('verify.codeHint', { count: VERIFICATION_CODE_LENGTH })}
        >
          <Input
            id="verify-code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="verify-code-hint"
            className="text-center font-mono text-2xl tracking-[0.5em] uppercase"
            value={code}
            onChange={(e) => setCode(sanitizeVerificationCode(e.target.value))}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!email.trim() || !code || verify.isPending || verify.isSuccess}
        >
          <MailCheck size={20} aria-hidden />
          {verify.isPending ? t('verify.submitting') : t('verify.submit')}
        </Button>
      </form>
      <Button variant="outline" className="mt-3 w-full" onClick={onResend} disabled={resend.isPending}>
        <RotateCw size={18} aria-hidden />
        {resend.isPending ? t('resend.sending') : t('resend.button')}
      </Button>
      <p className="mt-4 text-center">
        <Link
          to="/login"
          className="inline-block py-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {t('common:nav.backToLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}
