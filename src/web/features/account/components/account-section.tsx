import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Crown, CreditCard } from 'lucide-react';
import type { User } from '../../../../contracts/auth';
import { comparePlans, getPlan, plans } from '../../../../contracts/plans';
import { priceFor } from '../../../../contracts/subscription';
import { analysesLabel, PlanFeatures } from '../../../components/plan-features';
import { UsageMeter } from '../../../components/usage-meter';
import { buttonClasses } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { formatPrice } from '../../../lib/format';
import { planFullName, useCurrentSubscription, usePlansForSale } from '../../../lib/subscription';
import { useUsageStats } from '../../../api/usage';

/**
 * Settings, account and subscription (docs/product.md#settings): plan card, price, status, analyses,
 * features, usage.
 */
export function AccountSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const { data: sub } = useCurrentSubscription();
  const { data: usage } = useUsageStats();
  const plan = getPlan(sub?.planId ?? user.subscriptionPlan);
  const cycle = sub?.billingCycle ?? 'monthly';
  const price = priceFor(plan, cycle);
  const status = sub?.status === 'active' || sub?.status === 'trial' ? sub.status : 'free';
  // No price and no purchase button where the administrators set plans (decision 035).
  const forSale = usePlansForSale();
  const canUpgrade = forSale && plans.some((p) => comparePlans(p.id, plan.id) > 0);

  return (
    <CollapsibleSection
      id="settings-account"
      title={t('account.title')}
      icon={<CreditCard size={20} aria-hidden />}
      defaultOpen
    >
      <div className="rounded-xl border border-accent/40 bg-gradient-to-br from-accent/15 to-surface p-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-sm text-muted">{t('account.plan')}</p>
            <p className="text-lg font-bold">{planFullName(t, plan)}</p>
          </div>
          {forSale && (
            <p className="text-right">
              <span className="block text-lg font-bold tabular-nums">
                {plan.monthlyPrice === 0 || price === null
                  ? t('plans:catalogue.free')
                  : formatPrice(price, language)}
              </span>
              {plan.monthlyPrice > 0 && price !== null && (
                <span className="text-xs text-muted">{t(`plans:catalogue.per.${cycle}`)}</span>
              )}
            </p>
          )}
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">{t('account.status')}</dt>
            <dd className="font-semibold">{t(`common:plans.status.${status}`)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('account.included')}</dt>
            <dd className="font-semibold">{analysesLabel(t, plan, language)}</dd>
          </div>
        </dl>
        {sub?.cancelAtPeriodEnd && <p className="mt-3 text-sm text-accent">{t('account.cancelScheduled')}</p>}
      </div>

      <h3 className="mt-4 text-sm font-semibold text-muted">{t('account.features')}</h3>
      <PlanFeatures plan={plan} className="mt-2" />

      {usage && (
        <div className="mt-5">
          <UsageMeter used={usage.completeAnalysis.used} limit={usage.completeAnalysis.limit} />
        </div>
      )}

      <div className="mt-5 grid gap-2">
        {canUpgrade && (
          <Link to="/monetization-logged" className={buttonClasses('primary', 'md', 'w-full')}>
            <Crown size={18} aria-hidden />
            {t('account.upgrade')}
          </Link>
        )}
        <Link to="/subscription" className={buttonClasses('outline', 'md', 'w-full')}>
          {t('account.manage')}
        </Link>
      </div>
    </CollapsibleSection>
  );
}
