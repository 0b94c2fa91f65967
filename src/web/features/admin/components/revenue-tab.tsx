import { useTranslation } from '../../../lib/i18n';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount, formatPercent, formatPrice } from '../../../lib/format';
import { useAdminStats, useRevenue } from '../../../api/admin';
import { StatCard } from './stat-card';

/**
 * Admin, revenue (docs/product.md#administration): subscription counts, churn from the data, and 12 months as
 * bars.
 */
export function RevenueTab() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const stats = useAdminStats();
  const revenue = useRevenue();
  if (stats.isPending || revenue.isPending) return <Spinner label={t('common:status.loading')} />;
  if (!stats.data || !revenue.data) return <p className="text-muted">{t('loadFailed')}</p>;
  const { subscriptions, churnRate } = stats.data;
  const months = revenue.data.months;
  const peak = Math.max(0, ...months.map((m) => m.total));
  const monthName = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3">
        <StatCard label={t('revenue.active')} value={formatCount(subscriptions.active, language)} />
        <StatCard label={t('revenue.trial')} value={formatCount(subscriptions.trial, language)} />
        <StatCard label={t('revenue.cancelled')} value={formatCount(subscriptions.cancelled, language)} />
        <StatCard
          label={t('revenue.churn')}
          value={churnRate === null ? '—' : formatPercent(churnRate, language)}
        />
      </div>
      <p className="text-xs text-muted">{t('revenue.churnNote')}</p>

      <section aria-labelledby="admin-monthly">
        <div className="mb-3 flex items-baseline justify-between">
          <h2 id="admin-monthly" className="text-lg font-semibold">
            {t('revenue.monthly')}
          </h2>
          <p className="text-sm text-muted">
            {t('revenue.total')}{' '}
            <span className="font-semibold text-text">{formatPrice(revenue.data.total, language)}</span>
          </p>
        </div>
        <ol className="space-y-2">
          {months.map((m) => {
            const label = monthName.format(new Date(`${m.month}-01T00:00:00Z`));
            const width = peak > 0 ? (Math.max(0, m.total) / peak) * 100 : 0;
            return (
              <li key={m.month} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-3 text-sm">
                <span className="text-muted">{label}</span>
                <span aria-hidden className="h-3 overflow-hidden rounded-full bg-surface-2">
                  <span className="block h-full rounded-full bg-accent" style={{ width: `${width}%` }} />
                </span>
                <span className="min-w-16 text-right font-semibold tabular-nums">
                  {formatPrice(m.total, language)}
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
