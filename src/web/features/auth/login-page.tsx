import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { LogIn, Mail } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { LOGIN_PASSWORD_MIN, normalizeEmail } from '../../lib/limits';
import { askSession, setSessionUser, useSessionUser } from '../../lib/session';
import { PENDING_VERIFICATION_EMAIL_KEY, writeLocal } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { isLoginLimited, login, needsVerification } from '../../api/auth';
import { AuthShell } from './components/auth-shell';
import { EmailField, SubmitButton } from './components/auth-form';
import { PromptLink } from '../../components/ui/prompt-link';
import { errorMessage } from '../../lib/error-codes';
import { useHydrated } from '../../lib/hydrated';
import { forgetReturn, nextQuery, returnPath } from '../../lib/return-to';

// Messages that only say "sign in" would be noise on the sign-in screen itself (docs/product.md#messages).
const SUPPRESSED = ['Authentication Required', 'Please log in to continue'];

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const user = useSessionUser();
  // Where to go once signed in: a page that sent here (an invitation) or the dashboard; read once.
  const [params] = useSearchParams();
  const next = params.get('next');
  const [destination] = useState(() => returnPath(next));
  const [submitting, setSubmitting] = useState(false);
  // The password's tries are throttled for this address: the mailed code is offered in the form.
  const [limitedFor, setLimitedFor] = useState<string | null>(null);
  // Until the page's code runs (the screen comes rendered in the page), Enter or a tap must not send it.
  const hydrated = useHydrated();

  // Someone already signed in goes to the dashboard (asked in the background, as on the landing page).
  useEffect(() => {
    askSession().catch(() => {});
  }, []);
  useEffect(() => {
    if (!user) return;
    navigate(destination, { replace: true });
    forgetReturn();
  }, [user, navigate, destination]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not kept in state: what was typed before the page's code ran is still there.
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
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
    setSubmitting(true);
    setLimitedFor(null);
    try {
      const result = await login({ email: address, password });
      // The signed-in screens read this user (lib/query-client.ts seeds or updates their cache from it,
      // and marks the dashboard figures of any previous account stale).
      setSessionUser(result.user);
      navigate(destination, { replace: true });
    } catch (error) {
      // Only a failure gives the button back: on success it stays busy until the dashboard shows.
      setSubmitting(false);
      if (needsVerification(error)) {
        writeLocal(PENDING_VERIFICATION_EMAIL_KEY, address);
        navigate(`/email-not-verified?email=${encodeURIComponent(address)}`);
        return;
      }
      if (isLoginLimited(error)) {
        setLimitedFor(address);
        return;
      }
      const message = errorMessage(t, error, t('login.invalidCredentials'));
      if (SUPPRESSED.some((s) => message.includes(s))) return;
      showToast({ title: t('login.errorTitle'), description: message, variant: 'destructive' });
    }
  }

  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      back={{ to: '/', label: t('common:nav.home') }}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <EmailField id="login-email" name="email" />
        <Field id="login-password" label={t('fields.password')}>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
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
          pending={submitting}
          disabled={submitting || !hydrated}
          label={t('login.submit')}
          pendingLabel={t('login.submitting')}
        />
      </form>
      {limitedFor && (
        <p role="alert" className="mt-4 rounded-xl border border-border bg-surface-2 p-3 text-sm">
          {t('login.limited')}
        </p>
      )}
      <Link
        to={
          limitedFor
            ? `/login-code?email=${encodeURIComponent(limitedFor)}${next ? `&next=${encodeURIComponent(next)}` : ''}`
            : `/login-code${nextQuery(next)}`
        }
        className={buttonClasses(limitedFor ? 'primary' : 'outline', 'md', 'mt-3 w-full')}
      >
        <Mail size={18} aria-hidden />
        {t('login.withCode')}
      </Link>
      <PromptLink
        to={`/register${nextQuery(next)}`}
        prompt={t('login.noAccount')}
        label={t('login.register')}
      />
    </AuthShell>
  );
}
