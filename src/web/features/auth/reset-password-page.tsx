import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { CheckCircle2, KeyRound } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { isApiError } from '../../lib/api-client';
import { isLanguage } from '../../lib/language';
import { codeMessageKey } from '../../lib/error-codes';
import { NEW_PASSWORD_MIN, PASSWORD_MAX } from '../../lib/limits';
import { showToast } from '../../lib/toast';
import { useResetPassword } from '../../api/auth';
import { AuthShell } from './components/auth-shell';

export const RESET_REDIRECT_MS = 3000;

/**
 * The page of the mailed reset link, in the reader's language (decision 029): the link's `lang` (the
 * mail's, the account's language), else the device's choice or the browser's, as every screen.
 */
export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkLanguage = params.get('lang');
  // Followed for this visit only: a link opened on someone else's device leaves its choice alone.
  const switching = isLanguage(linkLanguage) && linkLanguage !== i18n.language;
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const linkIsValid = Boolean(token && email);

  useEffect(() => {
    if (linkIsValid) return;
    showToast({
      title: t('reset.invalidLinkTitle'),
      description: t('reset.invalidLinkMessage'),
      variant: 'destructive',
    });
    navigate('/login', { replace: true });
  }, [linkIsValid, navigate, t]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (switching) void i18n.changeLanguage(linkLanguage);
  }, [switching, linkLanguage, i18n]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (password.length < NEW_PASSWORD_MIN || password.length > PASSWORD_MAX)
      next.password = t('reset.passwordRule', { min: NEW_PASSWORD_MIN, max: PASSWORD_MAX });
    if (confirm !== password) next.confirm = t('reset.mismatch');
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(
      { token, email, password },
      {
        onSuccess() {
          timer.current = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
        },
        onError(error) {
          const form =
            !isApiError(error) || error.status === 0
              ? t('reset.connectionError')
              : error.code === 'INVALID_TOKEN'
                ? t('reset.invalidLinkMessage')
                : error.code === 'VALIDATION'
                  ? // The server's validation text is English and technical: the rule, in the reader's language.
                    t('reset.passwordRule', { min: NEW_PASSWORD_MIN, max: PASSWORD_MAX })
                  : codeMessageKey(error)
                    ? t(codeMessageKey(error)!, { ns: 'common' })
                    : t('reset.genericError');
          setErrors({ form });
        },
      },
    );
  }

  if (!linkIsValid || switching) return null;
  const back = { to: '/login', label: t('reset.backToLogin') };

  if (reset.isSuccess) {
    return (
      <AuthShell title={t('reset.title')} back={back}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <CheckCircle2 size={44} aria-hidden className="text-success" />
          <h2 className="text-xl font-semibold">{t('reset.successTitle')}</h2>
          <p className="text-muted">{t('reset.successMessage')}</p>
        </div>
        <Link to="/login" replace className={buttonClasses('primary', 'lg', 'mt-5 w-full')}>
          {t('reset.signInNow')}
        </Link>
      </AuthShell>
    );
  }

  const labels = { showLabel: t('reset.show'), hideLabel: t('reset.hide') };
  return (
    <AuthShell
      title={t('reset.title')}
      subtitle={
        <>
          {t('reset.subtitle')} <strong className="break-all text-text">{email}</strong>
        </>
      }
      back={back}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field
          id="reset-password"
          label={t('reset.newPassword')}
          error={errors.password}
          hint={t('reset.passwordMin')}
        >
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'reset-password-error' : 'reset-password-hint'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...labels}
          />
        </Field>
        <Field id="reset-confirm" label={t('reset.confirmPassword')} error={errors.confirm}>
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.confirm)}
            aria-describedby={errors.confirm ? 'reset-confirm-error' : undefined}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            {...labels}
          />
        </Field>
        {errors.form && (
          <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-3 text-sm text-danger">
            {errors.form}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full text-base" disabled={reset.isPending}>
          <KeyRound size={20} aria-hidden />
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
