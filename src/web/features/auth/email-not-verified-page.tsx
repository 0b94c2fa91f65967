import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock, MailWarning, RotateCw } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { currentLanguage } from '../../lib/i18n';
import { VERIFICATION_CODE_TTL_HOURS } from '../../lib/limits';
import { PENDING_VERIFICATION_EMAIL_KEY, readLocal } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { useResendVerification } from './api/resend-verification';
import { AuthShell } from './components/auth-shell';
import { errorMessage } from '../../lib/error-catalogue';

export default function EmailNotVerifiedPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const email = (params.get('email') ?? readLocal(PENDING_VERIFICATION_EMAIL_KEY) ?? '').trim();
  const resend = useResendVerification();

  function onResend() {
    if (!email) return showToast({ title: t('notVerified.emailRequired'), variant: 'destructive' });
    resend.mutate(
      { email, language: currentLanguage() },
      {
        onSuccess: () =>
          showToast({
            title: t('resend.successTitle'),
            description: t('resend.successMessage', { email }),
            variant: 'success',
          }),
        onError: (error) =>
          showToast({
            title: t('resend.errorTitle'),
            description: errorMessage(t, error, t('notVerified.resendFailed')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <AuthShell
      title={t('notVerified.title')}
      subtitle={t('notVerified.subtitle')}
      back={{ to: '/login', label: t('common:nav.backToLogin') }}
    >
      <div className="flex items-start gap-3">
        <MailWarning size={28} aria-hidden className="mt-0.5 shrink-0 text-accent" />
        <div className="min-w-0">
          <p className="text-sm text-muted">{t('notVerified.sentTo')}</p>
          <p className="break-all font-semibold">{email || t('notVerified.unknownAddress')}</p>
        </div>
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted">
        <Clock size={16} aria-hidden />
        {t('notVerified.expiry', { count: VERIFICATION_CODE_TTL_HOURS })}
      </p>
      <Link
        to={email ? `/verify-email?email=${encodeURIComponent(email)}` : '/verify-email'}
        className={buttonClasses('primary', 'lg', 'mt-5 w-full')}
      >
        {t('notVerified.enterCode')}
      </Link>
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
