import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { MailCheck } from 'lucide-react';
import { normalizeEmail } from '../../lib/limits';
import { PENDING_VERIFICATION_EMAIL_KEY, readLocal, writeLocal } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { useVerifyEmail } from '../../api/auth';
import { BackToLogin, CodeField, EmailField, SubmitButton } from './components/auth-form';
import { ResendButton } from './components/resend-button';
import { AuthShell } from './components/auth-shell';
import { showErrorToast } from '../../lib/error-catalogue';

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
          showErrorToast(t, t('verify.errorTitle'), error, t('verify.invalid'));
        },
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
        <EmailField id="verify-email" value={email} onChange={setEmail} />
        <CodeField id="verify-code" label={t('fields.code')} value={code} onChange={setCode} />
        <SubmitButton
          icon={<MailCheck size={20} aria-hidden />}
          pending={verify.isPending}
          label={t('verify.submit')}
          pendingLabel={t('verify.submitting')}
          disabled={!email.trim() || !code || verify.isPending || verify.isSuccess}
        />
      </form>
      <ResendButton
        email={normalizeEmail(email)}
        failed={t('resend.failed')}
        onMissing={() =>
          showToast({
            title: t('resend.emailRequiredTitle'),
            description: t('resend.emailRequiredMessage'),
            variant: 'destructive',
          })
        }
      />
      <BackToLogin />
    </AuthShell>
  );
}
