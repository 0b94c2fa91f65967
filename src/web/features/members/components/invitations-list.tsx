import { MailX } from 'lucide-react';
import type { Invitation } from '../../../../contracts/collections';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { sortInvitations } from '../lib/members';

/** The invitations sent (owners only): who, which role, until when; an open one can be revoked. */
export function InvitationsList({
  invitations,
  onRevoke,
}: {
  invitations: Invitation[];
  onRevoke: (invitation: Invitation) => void;
}) {
  const { t, i18n } = useTranslation('members');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  if (!invitations.length)
    return (
      <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted">
        {t('invitations.empty')}
      </p>
    );
  return (
    <ul className="space-y-2" data-testid="invitations">
      {sortInvitations(invitations).map((invitation) => (
        <li key={invitation.id} className="rounded-xl border border-border bg-surface-2/50 p-3">
          <p className="font-medium break-all">{invitation.email}</p>
          <p className="text-xs text-muted">
            {t('invitations.line', { role: t(`roles.${invitation.role}`), name: invitation.invitedBy })}
          </p>
          {invitation.status === 'open' && (
            <p className="text-xs text-muted">
              {t('invitations.expires', { date: formatDate(invitation.expiresAt, language) })}
            </p>
          )}
          {/* Under the address, not beside it: a long address keeps the card's whole width on a phone. */}
          <div className="mt-1.5 flex items-center justify-between gap-2">
            <Badge
              className={invitation.status === 'open' ? undefined : 'border-border bg-surface text-muted'}
            >
              {t(`invitations.status.${invitation.status}`)}
            </Badge>
            {invitation.status === 'open' && (
              <Button
                variant="ghost"
                size="sm"
                className="-my-2 -mr-2 text-danger!"
                aria-label={t('invitations.revokeNamed', { email: invitation.email })}
                onClick={() => onRevoke(invitation)}
              >
                <MailX size={18} aria-hidden />
                {t('invitations.revoke')}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
