import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MailCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-codes';
import { currentLanguage } from '../../lib/i18n';
import { looksLikeEmail, normalizeEmail } from '../../lib/limits';
import { showToast } from '../../lib/toast';
import { useForgotPassword } from '../../api/auth';
import { AuthShell } from './components/auth-shell';
import { BackToLogin, EmailRequestForm } from './components/auth-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!address || !looksLikeEmail(address)) {
      return showToast({
        title: t('validation.invalidTitle'),
        description: t('validation.email'),
        variant: 'destructive',
      });
    }
    forgot.mutate(
      { email: address, language: currentLanguage() },
      {
        onSuccess: () => setSent(true),
        onError(error) {
          const network = isApiError(error) && error.status === 0;
          const description = network ? t('forgot.networkError') : errorMessage(t, error, t('forgot.failed'));
          showToast({ title: t('forgot.errorTitle'), description, variant: 'destructive' });
        },
      },
    );
  }

  function tryAgain() {
    setEmail('');
    setSent(false);
    forgot.reset();
  }

  if (sent) {
    return (
      <AuthShell title={t('forgot.title')} back={{ to: '/login', label: t('common:nav.backToLogin') }}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck size={44} aria-hidden className="text-success" />
          <h2 className="text-xl font-semibold">{t('forgot.sentTitle')}</h2>
          <p className="text-muted">{t('forgot.sentMessage')}</p>
        </div>
        <Button variant="outline" className="mt-5 w-full" onClick={tryAgain}>
          {t('forgot.tryAgain')}
        </Button>
        <BackToLogin />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      back={{ to: '/login', label: t('common:nav.backToLogin') }}
    >
      <EmailRequestForm
        id="forgot-email"
        email={email}
        onEmailChange={setEmail}
        onSubmit={onSubmit}
        pending={forgot.isPending}
        label={t('forgot.submit')}
        pendingLabel={t('forgot.submitting')}
      />
      <BackToLogin />
    </AuthShell>
  );
}
