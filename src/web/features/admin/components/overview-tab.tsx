import { useTranslation } from '../../../lib/i18n';
import {
  Activity as ActivityIcon,
  BarChart3,
  Euro,
  FolderHeart,
  UserCheck,
  Users,
  UsersRound,
} from 'lucide-react';
import type { Activity } from '../../../../contracts/admin';
import { getPlan } from '../../../../contracts/plans';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount, formatDate, formatPrice } from '../../../lib/format';
import { planFullName } from '../../../lib/subscription';
import { useAdminStats } from '../../../api/admin';
import { StatCard } from './stat-card';

/**
 * Admin, overview (docs/product.md#administration): four figures with their growth, and the recent activity.
 */
export function OverviewTab() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const { data: stats, isPending } = useAdminStats();
  if (isPending) return <Spinner label={t('common:status.loading')} />;
  if (!stats) return <p className="text-muted">{t('loadFailed')}</p>;

  function describe(a: Activity): string {
    if (a.type === 'payment' && a.amountEur !== null) {
      const plan = a.planId ? planFullName(t, getPlan(a.planId)) : '';
      return t(a.amountEur < 0 ? 'activity.refund' : 'activity.payment', {
        amount: formatPrice(Math.abs(a.amountEur), language),
        plan,
      });
    }
    if (a.type === 'registration') return t('activity.registration');
    // The object's name is only in the server's English sentence ("Analysis: <name>").
    const name = a.details.startsWith('Analysis: ') ? a.details.slice('Analysis: '.length) : null;
    return name ? t('activity.analysisOf', { name }) : t('activity.analysis');
  }

  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          label={t('overview.totalUsers')}
          icon={<Users size={16} aria-hidden />}
          value={formatCount(stats.totalUsers, language)}
          growth={stats.growth.users}
        />
        <StatCard
          label={t('overview.activeUsers')}
          icon={<UserCheck size={16} aria-hidden />}
          value={formatCount(stats.activeUsers, language)}
        />
        <StatCard
          label={t('overview.sharedCollections')}
          icon={<FolderHeart size={16} aria-hidden />}
          value={t('overview.sharedOf', {
            shared: formatCount(stats.collections.shared, language),
            total: formatCount(stats.collections.total, language),
          })}
        />
        <StatCard
          label={t('overview.members')}
          icon={<UsersRound size={16} aria-hidden />}
          value={formatCount(stats.collections.members, language)}
        />
        <StatCard
          label={t('overview.totalAnalyses')}
          icon={<BarChart3 size={16} aria-hidden />}
          value={formatCount(stats.totalAnalyses, language)}
          growth={stats.growth.analyses}
        />
        <StatCard
          label={t('overview.revenue')}
          icon={<Euro size={16} aria-hidden />}
          value={formatPrice(stats.totalRevenue, language)}
          growth={stats.growth.revenue}
        />
      </div>
      <p className="text-xs text-muted">{t('overview.windowNote')}</p>

      <section aria-labelledby="admin-activity">
        <h2 id="admin-activity" className="mb-3 flex items-center gap-2 text-lg font-semibold">
          <ActivityIcon size={18} aria-hidden className="text-accent" />
          {t('overview.activity')}
        </h2>
        {stats.recentActivity.length === 0 ? (
          <p className="text-muted">{t('overview.noActivity')}</p>
        ) : (
          <ul className="space-y-2">
            {stats.recentActivity.map((a) => (
              <li
                key={a.id}
                className={cn(
                  'rounded-xl border p-3 text-sm',
                  a.type === 'payment' ? 'border-success/50 bg-success/10' : 'border-border bg-surface',
                )}
              >
                <div className="flex items-baseline justify-between gap-3">
                  <span
                    className={cn(
                      'text-xs font-semibold uppercase tracking-wide',
                      a.type === 'payment' ? 'text-success' : 'text-muted',
                    )}
                  >
                    {t(`activity.types.${a.type}`)}
                  </span>
                  <time dateTime={a.timestamp} className="text-xs text-muted">
                    {formatDate(a.timestamp, language, true)}
                  </time>
                </div>
                <p className="mt-1 font-medium">{describe(a)}</p>
                <p className="truncate text-xs text-muted">{a.email ?? a.userId ?? '—'}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
