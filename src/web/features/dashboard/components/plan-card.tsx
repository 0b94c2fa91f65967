import { useTranslation } from '../../../lib/i18n';
import { Gauge } from 'lucide-react';
import type { User } from '../../../../contracts/auth';
import { getPlan } from '../../../../contracts/plans';
import { Card, CardTitle } from '../../../components/ui/card';

/** What the account tells about the plan: name, status, analyses included and run in all. */
export function PlanCard({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const plan = getPlan(user.subscriptionPlan);
  const status = user.subscriptionStatus ?? 'free';
  return (
    <Card>
      <div className="flex items-center gap-2">
        <Gauge size={20} aria-hidden className="text-accent" />
        <CardTitle>{t('plan.title')}</CardTitle>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-muted">{t('plan.name')}</dt>
          <dd className="mt-0.5 font-semibold">{t(`common:plans.names.${plan.nameKey}`)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('plan.status')}</dt>
          <dd className="mt-0.5 font-semibold">{t(`common:plans.status.${status}`)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('plan.included')}</dt>
          <dd className="mt-0.5 font-semibold">
            {plan.analysesPerMonth === null
              ? t('plan.unlimited')
              : t('plan.perMonth', { count: plan.analysesPerMonth })}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('plan.done')}</dt>
          <dd className="mt-0.5 font-semibold">{user.analysisCount}</dd>
        </div>
      </dl>
    </Card>
  );
}
