import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AccountDialog } from './account-dialog';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-catalogue';
import { sanitizeVerificationCode, VERIFICATION_CODE_LENGTH } from '../../../lib/limits';
import { showToast } from '../../../lib/toast';
import { useConfirmEmailChange } from '../../../api/account';

interface EmailCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address waiting for its code. */
  email: string;
}

/** The 6-character code mailed to the new address; the account switches to it once confirmed. */
export function EmailCodeDialog({ open, onOpenChange, email }: EmailCodeDialogProps) {
  const { t } = useTranslation('account');
  const confirm = useConfirmEmailChange();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== VERIFICATION_CODE_LENGTH)
      return setError(t('emailChange.codeLength', { count: VERIFICATION_CODE_LENGTH }));
    confirm.mutate(code, {
      onSuccess(user) {
        setCode('');
        setError(null);
        onOpenChange(false);
        showToast({
          title: t('emailChange.successTitle'),
          description: t('emailChange.successText', { email: user.email }),
          variant: 'success',
        });
      },
      onError(err) {
        setError(errorMessage(t, err, t('emailChange.failed')));
      },
    });
  }

  return (
    <AccountDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('emailChange.title')}
      description={t('emailChange.text', { email })}
      confirmLabel={t('emailChange.submit')}
      pending={confirm.isPending}
      form={{ id: 'email-code-form', onSubmit }}
    >
      <TextField
        id="email-code"
        label={t('emailChange.code')}
        error={error ?? undefined}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        className="text-center font-mono text-xl tracking-[0.4em] uppercase"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'email-code-error' : undefined}
        value={code}
        onChange={(e) => {
          setCode(sanitizeVerificationCode(e.target.value));
          setError(null);
        }}
      />
    </AccountDialog>
  );
}
