import { useTranslation } from '../../../lib/i18n';
import { Ban, Eye, RotateCcw } from 'lucide-react';
import type { AdminUserRow } from '../../../../contracts/admin';
import { getPlan } from '../../../../contracts/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatPrice } from '../../../lib/format';
import { planFullName } from '../../../lib/subscription';

interface UserRowProps {
  row: AdminUserRow;
  /** An admin cannot suspend their own account (the server refuses it too). */
  isSelf: boolean;
  onView: () => void;
  onToggle: () => void;
}

/** One user: username, status, email, analyses, total spent, last active; View and Suspend / Reinstate. */
export function UserRowCard({ row, isSelf, onView, onToggle }: UserRowProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const nameId = `user-${row.id}-name`;
  return (
    <li aria-labelledby={nameId} className="rounded-2xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p id={nameId} className="min-w-0 flex-1 truncate font-semibold">
          {row.username ?? ([row.firstName, row.lastName].filter(Boolean).join(' ') || t('users.noUsername'))}
        </p>
        {row.suspended && (
          <Badge className="border-danger/50 bg-danger/10 text-danger">{t('users.suspended')}</Badge>
        )}
        {row.isAdmin && <Badge className="border-text/30 bg-text/10 text-text">{t('users.admin')}</Badge>}
        <Badge>{t(`common:plans.status.${row.subscriptionStatus ?? 'free'}`)}</Badge>
      </div>
      <p className="truncate text-sm text-muted">{row.email}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-muted">{t('users.plan')}</dt>
          <dd className="font-semibold">{planFullName(t, getPlan(row.planId))}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('users.analyses')}</dt>
          <dd className="font-semibold tabular-nums">{row.analysisCount}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('users.spent')}</dt>
          <dd className="font-semibold tabular-nums">{formatPrice(row.totalSpent, language)}</dd>
        </div>
        <div className="col-span-3">
          <dt className="inline text-muted">{t('users.lastActive')} </dt>
          <dd className="inline font-semibold">
            {row.lastActive ? formatDate(row.lastActive, language, true) : t('users.never')}
          </dd>
        </div>
      </dl>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="secondary" size="sm" onClick={onView} aria-describedby={nameId}>
          <Eye size={16} aria-hidden />
          {t('users.view')}
        </Button>
        {!isSelf && (
          <Button
            variant={row.suspended ? 'outline' : 'destructive'}
            size="sm"
            onClick={onToggle}
            aria-describedby={nameId}
          >
            {row.suspended ? <RotateCcw size={16} aria-hidden /> : <Ban size={16} aria-hidden />}
            {row.suspended ? t('users.reinstate') : t('users.suspend')}
          </Button>
        )}
      </div>
    </li>
  );
}
