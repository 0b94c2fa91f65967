import { memo, useDeferredValue } from 'react';
import { BarChart3, DoorOpen } from 'lucide-react';
import type { DashboardStats } from '../../../../contracts/collection';
import type { User } from '../../../../contracts/auth';
import { getPlan } from '../../../../contracts/plans';
import { StatCard } from '../../../components/stat-card';
import { SummaryCards } from '../../../components/summary-cards';
import { useDashboardStats } from '../../../api/dashboard';
import { useTranslation } from '../../../lib/i18n';
import { useRedirectOnFailure } from '../../../lib/redirect-on-failure';

/**
 * The collection's figures (docs/product.md#dashboard). A query's answer re-renders its reader at once, in a
 * render a phone cannot interrupt (useSyncExternalStore): the figures' query is read here and in
 * RecentFinds, not by the page, and what it shows is deferred to a render that yields (useDeferredValue,
 * with a memo view that the first render leaves as it was). The blocking render is then this component
 * alone.
 */
export function DashboardFigures({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const stats = useDashboardStats();
  useRedirectOnFailure(stats.isError, '/', {
    title: t('loadFailed.title'),
    description: t('loadFailed.message'),
  });
  return <Figures user={user} stats={useDeferredValue(stats.data)} />;
}

const Figures = memo(function Figures({ user, stats }: { user: User; stats: DashboardStats | undefined }) {
  const { t } = useTranslation('dashboard');
  const limit = getPlan(user.subscriptionPlan).analysesPerMonth;
  const analyses = stats
    ? limit === null || user.isSuperUser
      ? String(stats.analysesThisMonth)
      : `${stats.analysesThisMonth} / ${limit}`
    : '—';
  return (
    <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-3">
      <SummaryCards stats={stats} />
      <StatCard
        to="/rooms"
        icon={<DoorOpen size={16} aria-hidden />}
        label={t('stats.rooms')}
        value={stats?.roomCount ?? '—'}
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
});
