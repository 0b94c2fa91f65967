import { BarChart3, DoorOpen } from 'lucide-react';
import type { User } from '../../../../contracts/auth';
import { getPlan } from '../../../../contracts/plans';
import { StatCard } from '../../../components/stat-card';
import { SummaryCards } from '../../../components/summary-cards';
import { useDashboardStats } from '../../../lib/dashboard-stats';
import { useTranslation } from '../../../lib/i18n';
import { useRedirectOnFailure } from '../../../lib/redirect-on-failure';

/**
 * Spec part 2 §2: the collection's figures. The figures' query is read here and in RecentFinds, not by the
 * page: their arrival re-renders these two parts alone (a render a phone cannot interrupt), not the page.
 */
export function DashboardFigures({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const stats = useDashboardStats();
  useRedirectOnFailure(stats.isError, '/', {
    title: t('loadFailed.title'),
    description: t('loadFailed.message'),
  });
  const limit = getPlan(user.subscriptionPlan).analysesPerMonth;
  const analyses = stats.data
    ? limit === null || user.isSuperUser
      ? String(stats.data.analysesThisMonth)
      : `${stats.data.analysesThisMonth} / ${limit}`
    : '—';
  return (
    <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-3">
      <SummaryCards stats={stats.data} />
      <StatCard
        to="/rooms"
        icon={<DoorOpen size={16} aria-hidden />}
        label={t('stats.rooms')}
        value={stats.data?.roomCount ?? '—'}
        testId="stat-rooms"
      />
      <StatCard
        icon={<BarChart3 size={16} aria-hidden />}
        label={t('stats.analyses')}
        value={analyses}
        testId="stat-analyses"
      />
    </section>
  );
}
