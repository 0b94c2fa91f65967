import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ChevronRight, Users } from 'lucide-react';

/** The way to /settings/members: who keeps the collection, their roles, the invitations (decision 037). */
export function MembersLink() {
  const { t } = useTranslation('account');
  return (
    <Link
      to="/settings/members"
      data-testid="members-link"
      className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-5 py-3 hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <Users size={20} aria-hidden className="shrink-0 text-accent" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t('membersLink.title')}</span>
        <span className="block text-sm text-muted">{t('membersLink.hint')}</span>
      </span>
      <ChevronRight size={20} aria-hidden className="text-muted" />
    </Link>
  );
}
