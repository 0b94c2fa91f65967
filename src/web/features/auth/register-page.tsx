import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { UserPlus } from 'lucide-react';
import { Field, TextField } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { currentLanguage } from '../../lib/i18n';
import { LOGIN_PASSWORD_MIN, looksLikeEmail, normalizeEmail } from '../../lib/limits';
import { PENDING_VERIFICATION_EMAIL_KEY, writeLocal } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { useRegister } from '../../api/auth';
import { AuthShell } from './components/auth-shell';
import { EmailField, SubmitButton } from './components/auth-form';
import { PromptLink } from '../../components/ui/prompt-link';
import { showErrorToast } from '../../lib/error-catalogue';
import { nextQuery, rememberReturn } from '../../lib/return-to';

const empty = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registerAccount = useRegister();
  // A page that sent here (an invitation) is kept on the device: the e-mail check may end in another tab,
  // on a /login without the parameter.
  const [params] = useSearchParams();
  const next = params.get('next');
  useEffect(() => rememberReturn(next), [next]);
  const [form, setForm] = useState(empty);
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const fail = (description: string) =>
    showToast({ title: t('validation.invalidTitle'), description, variant: 'destructive' });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const email = normalizeEmail(form.email);
    if (!email || !form.password || !form.confirmPassword) {
      return showToast({
        title: t('validation.missingTitle'),
        description: t('validation.fillAll'),
        variant: 'destructive',
      });
    }
    if (!looksLikeEmail(email)) return fail(t('validation.email'));
    if (form.password !== form.confirmPassword) return fail(t('validation.mismatch'));
    if (form.password.length < LOGIN_PASSWORD_MIN)
      return fail(t('validation.passwordMin', { count: LOGIN_PASSWORD_MIN }));
    registerAccount.mutate(
      {
        email,
        password: form.password,
        firstName: form.firstName.trim() || undefined,
        lastName: form.lastName.trim() || undefined,
        language: currentLanguage(),
      },
      {
        onSuccess(result) {
          const address = result.email ?? email;
          writeLocal(PENDING_VERIFICATION_EMAIL_KEY, address);
          showToast({
            title: t('register.successTitle'),
            description: t('register.successMessage'),
            variant: 'success',
          });
          navigate(`/verify-email?email=${encodeURIComponent(address)}`);
        },
        onError(error) {
          showErrorToast(t, t('register.errorTitle'), error, t('register.failed'));
        },
      },
    );
  }

  const passwordLabels = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') };
  return (
    <AuthShell
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      back={{ to: '/', label: t('common:nav.home') }}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="register-first-name"
            label={t('fields.firstName')}
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
          />
          <TextField
            id="register-last-name"
            label={t('fields.lastName')}
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
          />
        </div>
        <EmailField
          id="register-email"
          required
          value={form.email}
          onChange={(email) => setForm((f) => ({ ...f, email }))}
        />
        <Field
          id="register-password"
          label={t('fields.password')}
          hint={t('fields.passwordHint', { count: LOGIN_PASSWORD_MIN })}
        >
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            required
            aria-describedby="register-password-hint"
            value={form.password}
            onChange={set('password')}
            {...passwordLabels}
          />
        </Field>
        <Field id="register-confirm" label={t('fields.confirmPassword')}>
          <PasswordInput
            id="register-confirm"
            autoComplete="new-password"
            required
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            {...passwordLabels}
          />
        </Field>
        <SubmitButton
          icon={<UserPlus size={20} aria-hidden />}
          pending={registerAccount.isPending}
          label={t('register.submit')}
          pendingLabel={t('register.submitting')}
        />
      </form>
      <PromptLink
        to={`/login${nextQuery(next)}`}
        prompt={t('register.haveAccount')}
        label={t('register.login')}
      />
    </AuthShell>
  );
}
