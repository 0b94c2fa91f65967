import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { AccountDialog } from './account-dialog';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-catalogue';
import { clearStorageKeepingLanguage } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import { useDeleteAccount } from '../../../api/account';

/**
 * The danger zone (docs/product.md#settings): deletion asks the password, then the person lands on / with a
 * message.
 */
export function DangerSection() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(t('danger.passwordRequired'));
    remove.mutate(password, {
      onSuccess() {
        // The server ended the session; nothing of the account may stay in this browser either.
        queryClient.clear();
        clearStorageKeepingLanguage();
        navigate('/', { replace: true });
        showToast({
          title: t('danger.deletedTitle'),
          description: t('danger.deletedText'),
          variant: 'success',
        });
      },
      onError(err) {
        setError(
          isApiError(err) && err.code === 'WRONG_PASSWORD'
            ? t('danger.wrongPassword')
            : errorMessage(t, err, t('danger.failed')),
        );
      },
    });
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(null);
    }
  }

  return (
    <CollapsibleSection
      id="settings-danger"
      title={t('danger.title')}
      icon={<TriangleAlert size={20} aria-hidden />}
      tone="danger"
    >
      <p className="text-sm text-muted">{t('danger.text')}</p>
      <Button variant="destructive" className="mt-4 w-full" onClick={() => setOpen(true)}>
        <Trash2 size={18} aria-hidden />
        {t('danger.delete')}
      </Button>
      <AccountDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('danger.confirmTitle')}
        description={t('danger.confirmText')}
        confirmLabel={t('danger.confirm')}
        variant="destructive"
        pending={remove.isPending}
        form={{ id: 'delete-account-form', onSubmit }}
      >
        <Field id="delete-password" label={t('danger.password')} error={error ?? undefined}>
          <PasswordInput
            id="delete-password"
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delete-password-error' : undefined}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
          />
        </Field>
      </AccountDialog>
    </CollapsibleSection>
  );
}
