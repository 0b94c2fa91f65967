import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { LOGIN_PASSWORD_MIN, normalizeEmail } from '../../lib/limits';
import { currentUserQueryOptions, useCurrentUser } from '../../lib/session';
import { PENDING_VERIFICATION_EMAIL_KEY, writeLocal } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { needsVerification, useLogin } from './api/login';
import { AuthShell } from './components/auth-shell';
import { EmailField, SubmitButton } from './components/auth-form';
import { PromptLink } from '../../components/ui/prompt-link';
import { errorMessage } from '../../lib/error-catalogue';

// Messages that only say "sign in" would be noise on the sign-in screen itself (spec part 1 §8).
const SUPPRESSED = ['Authentication Required', 'Please log in to continue'];

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    if (user) navigate('/dashboard', { replace: true });
  }, [user, navigate]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!address || !password.trim()) {
      return showToast({
        title: t('validation.missingTitle'),
        description: t('validation.fillAll'),
        variant: 'destructive',
      });
    }
    if (password.length < LOGIN_PASSWORD_MIN) {
      return showToast({
        title: t('validation.invalidTitle'),
        description: t('validation.passwordMin', { count: LOGIN_PASSWORD_MIN }),
        variant: 'destructive',
      });
    }
    login.mutate(
      { email: address, password },
      {
        async onSuccess(result) {
          queryClient.setQueryData(currentUserQueryOptions().queryKey, result.user);
          await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
          // The dashboard figures belong to the account that just signed in.
          await Promise.all(
            ['dashboard-stats', 'value-history'].map((key) =>
              queryClient.invalidateQueries({ queryKey: [key] }),
            ),
          );
          navigate('/dashboard', { replace: true });
        },
        onError(error) {
          if (needsVerification(error)) {
            writeLocal(PENDING_VERIFICATION_EMAIL_KEY, address);
            navigate(`/email-not-verified?email=${encodeURIComponent(address)}`);
            return;
          }
          const message = errorMessage(t, error, t('login.invalidCredentials'));
          if (SUPPRESSED.some((s) => message.includes(s))) return;
          showToast({ title: t('login.errorTitle'), description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      back={{ to: '/', label: t('common:nav.home') }}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField id="login-email" value={email} onChange={setEmail} />
        <Field id="login-password" label={t('fields.password')}>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
          />
        </Field>
        <div className="text-right">
          <Link
            to="/forgot-password"
            className="inline-block py-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>
        <SubmitButton
          icon={<LogIn size={20} aria-hidden />}
          pending={login.isPending}
          label={t('login.submit')}
          pendingLabel={t('login.submitting')}
        />
      </form>
      <PromptLink to="/register" prompt={t('login.noAccount')} label={t('login.register')} />
    </AuthShell>
  );
}
