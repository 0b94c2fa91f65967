import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Ban } from 'lucide-react';
import { getPlan } from '../../../contracts/plans';
import { PageHeader } from '../../components/page-header';
import { PlanBadge } from '../../components/plan-badge';
import { UsageMeter } from '../../components/usage-meter';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/session-query';
import { planFullName, usePlansForSale } from '../../lib/subscription';
import { useUsageStats } from '../../api/usage';
import { PlanCard } from './components/plan-card';
import { higherPlans } from './plan-action';

/** Usage limit reached (docs/product.md#plans): the current plan, the meter, and only the plans above it. */
export default function UsageLimitPage() {
  const { t } = useTranslation('plans');
  const { data: user } = useCurrentUser();
  const usage = useUsageStats();
  const forSale = usePlansForSale();
  if (!user) return null;
  const plan = getPlan(user.subscriptionPlan);
  const upgrades = higherPlans(plan.id);
  const stats = usage.data?.completeAnalysis;

  return (
    <div className="space-y-4 pb-6">
      <PageHeader
        title={t('limit.title')}
        back={{ to: '/dashboard', label: t('back.dashboard') }}
        aside={<PlanBadge planId={plan.id} />}
      />
      <p role="alert" className="flex gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4">
        <Ban size={22} aria-hidden className="shrink-0 text-danger" />
        <span className="font-medium">{t('limit.message')}</span>
      </p>
      <Card>
        <p className="text-sm text-muted">{t('limit.currentPlan')}</p>
        <p className="mt-0.5 text-lg font-semibold">{planFullName(t, plan)}</p>
        {stats ? (
          <div className="mt-4">
            <UsageMeter used={stats.used} limit={stats.limit} />
          </div>
        ) : (
          usage.isPending && <Spinner className="mt-4" label={t('common:status.loading')} />
        )}
      </Card>

      {!forSale ? (
        // Self-hosted (decision 035): the administrator raises a plan, nobody buys one.
        <p className="text-muted">{t('common:plans.setByAdmin')}</p>
      ) : upgrades.length > 0 ? (
        <section aria-labelledby="limit-upgrades" className="space-y-4">
          <h2 id="limit-upgrades" className="pt-2 text-xl font-bold">
            {t('limit.upgradeTitle')}
          </h2>
          {upgrades.map((p) => (
            <PlanCard
              key={p.id}
              plan={p}
              cycle="monthly"
              showFeatures={false}
              showTab
              action={
                <Link
                  to={`/monetization?upgrade=${p.id}`}
                  className={buttonClasses(p.popular ? 'primary' : 'outline', 'md', 'w-full')}
                  aria-describedby={`plan-${p.id}-name`}
                >
                  {t('limit.upgrade')}
                </Link>
              }
            />
          ))}
        </section>
      ) : (
        <p className="text-muted">{t('limit.none')}</p>
      )}
      <Link to="/dashboard" className={buttonClasses('ghost', 'md', 'w-full')}>
        {t('back.dashboard')}
      </Link>
    </div>
  );
}
