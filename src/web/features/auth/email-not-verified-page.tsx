import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Clock, MailWarning } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { VERIFICATION_CODE_TTL_HOURS } from '../../lib/limits';
import { PENDING_VERIFICATION_EMAIL_KEY, readLocal } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { BackToLogin } from './components/auth-form';
import { ResendButton } from './components/resend-button';
import { AuthShell } from './components/auth-shell';

export default function EmailNotVerifiedPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const email = (params.get('email') ?? readLocal(PENDING_VERIFICATION_EMAIL_KEY) ?? '').trim();

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
      <ResendButton
        email={email}
        failed={t('notVerified.resendFailed')}
        onMissing={() => showToast({ title: t('notVerified.emailRequired'), variant: 'destructive' })}
      />
      <BackToLogin />
    </AuthShell>
  );
}
