import { useTranslation } from '../lib/i18n';
import { Coins, Package } from 'lucide-react';
import type { DashboardStats } from '../../contracts/collection';
import { useMoney } from '../lib/preferences';
import { StatCard } from './stat-card';

/**
 * The dashboard's "items in stock" and "collection value", both leading to /collection; shown on the
 * dashboard and the inventory. A dash while the figures load, never a made-up zero.
 */
export function SummaryCards({ stats }: { stats: DashboardStats | undefined }) {
  const { t } = useTranslation('collection');
  const money = useMoney();
  // A viewer the owners keep amounts from (decision 037) is told so where the total would be.
  const value = money.withheld ? (
    <span className="text-sm font-normal text-muted">{t('common:money.withheld')}</span>
  ) : stats ? (
    money.total(stats.totalValueMin, stats.totalValueMax)
  ) : (
    '—'
  );
  return (
    <>
      <StatCard
        to="/collection"
        icon={<Package size={16} aria-hidden />}
        label={t('summary.items')}
        value={stats ? stats.objectCount : '—'}
        testId="stat-items"
      />
      <StatCard
        to="/collection"
        icon={<Coins size={16} aria-hidden />}
        label={t('summary.value')}
        value={value}
        testId="stat-value"
      />
    </>
  );
}
