import { Crown, Trash2, UserRound } from 'lucide-react';
import type { CollectionRole, Member } from '../../../../contracts/collections';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { canChangeRole, canRemove, roleOptions, sortMembers } from '../lib/members';

interface MembersListProps {
  members: Member[];
  readerIsOwner: boolean;
  /** The member whose change is on its way: their controls wait. */
  busyUserId?: string | null;
  onRoleChange: (member: Member, role: CollectionRole) => void;
  onRemove: (member: Member) => void;
}

/** Every member with their role; an owner changes a role or removes a member here. */
export function MembersList({
  members,
  readerIsOwner,
  busyUserId,
  onRoleChange,
  onRemove,
}: MembersListProps) {
  const { t, i18n } = useTranslation('members');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const options = roleOptions(t);
  return (
    <ul className="space-y-2" data-testid="members">
      {sortMembers(members).map((member) => {
        const busy = busyUserId === member.userId;
        return (
          <li
            key={member.userId}
            data-testid="member"
            className="rounded-xl border border-border bg-surface-2/50 p-3"
          >
            <div className="flex items-start gap-3">
              {member.founder ? (
                <Crown size={20} aria-hidden className="mt-0.5 shrink-0 text-accent" />
              ) : (
                <UserRound size={20} aria-hidden className="mt-0.5 shrink-0 text-muted" />
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-1.5 font-medium">
                  <span className="min-w-0 break-words">{member.name}</span>
                  {member.you && <Badge>{t('you')}</Badge>}
                  {member.founder && (
                    <Badge className="border-border bg-surface text-text">{t('founder')}</Badge>
                  )}
                </p>
                <p className="text-sm break-all text-muted">{member.email}</p>
                <p className="text-xs text-muted">
                  {t('list.since', { date: formatDate(member.addedAt, language) })}
                </p>
              </div>
            </div>
            {/* The controls under the address, not beside it: a long address keeps the whole width. */}
            <div className="mt-2 flex items-center gap-2">
              <div className="min-w-0 flex-1">
                {canChangeRole(member, readerIsOwner) ? (
                  <Select
                    aria-label={t('list.roleOf', { name: member.name })}
                    value={member.role}
                    options={options}
                    disabled={busy}
                    onValueChange={(role) => {
                      if (role !== member.role) onRoleChange(member, role as CollectionRole);
                    }}
                  />
                ) : (
                  <p className="text-sm">
                    <span className="font-semibold">{t(`roles.${member.role}`)}</span>
                    <span className="text-muted"> · {t(`roleHints.${member.role}`)}</span>
                  </p>
                )}
              </div>
              {canRemove(member, readerIsOwner) && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-danger"
                  aria-label={t('list.removeNamed', { name: member.name })}
                  title={t('list.remove')}
                  disabled={busy}
                  onClick={() => onRemove(member)}
                >
                  <Trash2 size={18} aria-hidden />
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
