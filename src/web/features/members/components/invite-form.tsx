import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import type { CollectionRole, CreateInvitationBody } from '../../../../contracts/collections';
import { INVITATION_DAYS } from '../../../../contracts/collections';
import { Button } from '../../../components/ui/button';
import { Field, TextField } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { InlineSpinner } from '../../../components/ui/spinner';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { looksLikeEmail, normalizeEmail } from '../../../lib/limits';
import { roleOptions } from '../lib/members';

interface InviteFormProps {
  pending: boolean;
  /** Sends the invitation; resolves true once sent (the form then empties). */
  onInvite: (body: CreateInvitationBody) => Promise<boolean>;
}

/** An owner invites an address with a role; the link goes by mail, in the inviter's language. */
export function InviteForm({ pending, onInvite }: InviteFormProps) {
  const { t } = useTranslation('members');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CollectionRole>('editor');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!looksLikeEmail(address)) return setError(t('invite.invalidEmail'));
    setError(undefined);
    if (await onInvite({ email: address, role, language: currentLanguage() })) setEmail('');
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3" aria-label={t('invite.title')}>
      <p className="text-sm text-muted">{t('invite.intro', { days: INVITATION_DAYS })}</p>
      <TextField
        id="invite-email"
        type="email"
        inputMode="email"
        autoComplete="off"
        label={t('invite.email')}
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value);
          if (error) setError(undefined);
        }}
      />
      <Field id="invite-role" label={t('invite.role')} hint={t(`roleHints.${role}`)}>
        <Select
          id="invite-role"
          value={role}
          options={roleOptions(t)}
          onValueChange={(value) => setRole(value as CollectionRole)}
        />
      </Field>
      <Button
        type="submit"
        className="w-full"
        data-testid="invite-submit"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? <InlineSpinner /> : <Send size={18} aria-hidden />}
        {pending ? t('invite.sending') : t('invite.submit')}
      </Button>
    </form>
  );
}
