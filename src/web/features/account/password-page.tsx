import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Check, Circle, KeyRound } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { PromptLink } from '../../components/ui/prompt-link';
import { InlineSpinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-catalogue';
import { NEW_PASSWORD_MIN } from '../../lib/limits';
import { showToast } from '../../lib/toast';
import { useChangePassword } from '../../api/account';
import { passwordChecks, validatePasswordChange } from './password-rules';

type FieldName = 'current' | 'next' | 'confirm';

/**
 * Password management (docs/product.md#forms): three fields, a live checklist, only 8 characters enforced.
 */
export default function PasswordPage() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [values, setValues] = useState<Record<FieldName, string>>({ current: '', next: '', confirm: '' });
  const checks = passwordChecks(values.next);

  function set(name: FieldName, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validatePasswordChange(values);
    if (problem)
      return showToast({
        title: t('password.errorTitle'),
        description: t(`password.${problem}`, { count: NEW_PASSWORD_MIN }),
        variant: 'destructive',
      });
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess() {
          setValues({ current: '', next: '', confirm: '' });
          showToast({
            title: t('password.successTitle'),
            description: t('password.successText'),
            variant: 'success',
          });
        },
        onError(error) {
          // The server says "incorrect" in English; the user reads it in their language.
          const wrong = isApiError(error) && error.code === 'WRONG_PASSWORD';
          showToast({
            title: t('password.errorTitle'),
            description: wrong ? t('password.wrongCurrent') : errorMessage(t, error, t('password.failed')),
            variant: 'destructive',
          });
        },
      },
    );
  }

  const input = (name: FieldName, label: string, autoComplete: string, describedBy?: string) => (
    <Field id={`password-${name}`} label={label}>
      <PasswordInput
        id={`password-${name}`}
        autoComplete={autoComplete}
        aria-describedby={describedBy}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
      />
    </Field>
  );

  return (
    <div className="pb-6">
      <PageHeader
        title={t('password.title')}
        subtitle={t('password.subtitle')}
        back={{ to: '/settings', label: t('password.back') }}
      />
      <Card>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {input('current', t('password.current'), 'current-password')}
          {input('next', t('password.new'), 'new-password', 'password-checklist')}
          <ul
            id="password-checklist"
            aria-label={t('password.checklist')}
            className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm"
          >
            {checks.map((check) => (
              <li
                key={check.rule}
                className={
                  check.met ? 'flex items-center gap-2 text-success' : 'flex items-center gap-2 text-muted'
                }
              >
                {check.met ? <Check size={16} aria-hidden /> : <Circle size={14} aria-hidden />}
                <span>
                  {t(`password.rules.${check.rule}`, { count: NEW_PASSWORD_MIN })}
                  <span className="sr-only"> {check.met ? t('password.met') : t('password.notMet')}</span>
                </span>
              </li>
            ))}
          </ul>
          {input('confirm', t('password.confirm'), 'new-password')}
          <Button type="submit" size="lg" className="w-full" disabled={change.isPending}>
            {change.isPending ? <InlineSpinner /> : <KeyRound size={20} aria-hidden />}
            {change.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </form>
      </Card>
      <PromptLink to="/forgot-password" prompt={t('password.forgot')} label={t('password.emergency')} />
    </div>
  );
}
