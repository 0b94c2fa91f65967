import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Sparkles } from 'lucide-react';
import { yearlySavingPercent, type Plan } from '../../../../contracts/plans';
import { priceFor, type BillingCycle } from '../../../../contracts/subscription';
import { analysesLabel, PlanFeatures } from '../../../components/plan-features';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../components/ui/cn';
import { formatPercent, formatPrice } from '../../../lib/format';

interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
  current?: boolean;
  /** Chosen through ?upgrade={planId}: outlined and announced. */
  selected?: boolean;
  showFeatures?: boolean;
  /** Cards of several tabs in one list: name the family above the plan ("Pro", "Expert"). */
  showTab?: boolean;
  /** The button or link at the bottom; none where plans are not sold. */
  action: ReactNode;
  /** Prices and trials shown: false on a self-hosted instance, where the administrators set plans. */
  priced?: boolean;
  /** The plan's free trial may be offered (not on the plan whose trial is running); default: it has one. */
  trial?: boolean;
}

export function PlanCard({
  plan,
  cycle,
  current,
  selected,
  showFeatures = true,
  showTab = false,
  action,
  priced = true,
  trial = plan.trialDays > 0,
}: PlanCardProps) {
  const { t, i18n } = useTranslation('plans');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const free = plan.monthlyPrice === 0;
  const price = free ? 0 : priceFor(plan, cycle);
  const saving = cycle === 'yearly' ? yearlySavingPercent(plan) : null;
  const nameId = `plan-${plan.id}-name`;
  return (
    <article
      id={`plan-${plan.id}`}
      aria-labelledby={nameId}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-5 scroll-mt-24',
        plan.popular ? 'border-accent/60' : 'border-border',
        current && 'bg-surface-2',
        selected && 'ring-2 ring-accent ring-offset-2 ring-offset-bg',
      )}
    >
      {showTab && (
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t(`common:plans.tabs.${plan.tab}`)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={nameId} className="text-xl font-bold">
          {t(`common:plans.names.${plan.nameKey}`)}
        </h3>
        {plan.popular && (
          <Badge>
            <Sparkles size={12} aria-hidden className="mr-1" />
            {t('catalogue.popular')}
          </Badge>
        )}
        {current && (
          <Badge className="border-success/50 bg-success/10 text-success">{t('catalogue.current')}</Badge>
        )}
        {selected && !current && (
          <Badge className="border-text/30 bg-text/10 text-text">{t('catalogue.selected')}</Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-muted">{t(`descriptions.${plan.nameKey}`)}</p>

      {priced && (
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
          {price === null ? (
            <span className="text-base text-muted">{t('catalogue.notSold')}</span>
          ) : (
            <>
              <span className="text-3xl font-bold tabular-nums">{formatPrice(price, language)}</span>
              <span className="text-sm text-muted">{t(`catalogue.per.${free ? 'monthly' : cycle}`)}</span>
            </>
          )}
          {saving !== null && saving > 0 && (
            <span className="ml-auto rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">
              {t('catalogue.saving', { percent: formatPercent(saving, language) })}
            </span>
          )}
        </p>
      )}
      {priced && trial && plan.trialDays > 0 && (
        <p className="mt-1 text-sm font-medium text-accent">
          {t('features.trial', { days: plan.trialDays })}
        </p>
      )}

      {showFeatures ? (
        <PlanFeatures plan={plan} className="mt-4" />
      ) : (
        <p className="mt-3 text-sm font-medium">{analysesLabel(t, plan, language)}</p>
      )}
      {action && <div className="mt-5">{action}</div>}
    </article>
  );
}
