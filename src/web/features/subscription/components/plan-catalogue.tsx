import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { getPlan, type Plan, type PlanTab } from '../../../../contracts/plans';
import { planIdSchema } from '../../../../contracts/choices';
import type { BillingCycle, CurrentSubscription } from '../../../../contracts/subscription';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Segmented } from '../../../components/ui/segmented';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { usePlansForSale } from '../../../lib/subscription';
import { cyclesOfTab, isPlanTab, mayStartTrial, planAction, plansOfTab, planTabs } from '../plan-action';
import { usePlanChange } from '../use-plan-change';
import { PlanCard } from './plan-card';
import { PlanChangeDialog } from './plan-change-dialog';

interface PlanCatalogueProps {
  /** null: a visitor (buttons lead to registration); undefined while it loads. */
  subscription: CurrentSubscription | null | undefined;
}

/**
 * The plan pages (docs/product.md#plans): tabs in the query (?tab=patrimoine|pro|expert, default patrimoine;
 * a change rewrites it), a billing toggle, popular flags; ?upgrade={planId} opens that plan's tab and
 * outlines its card.
 */
export function PlanCatalogue({ subscription }: PlanCatalogueProps) {
  const { t } = useTranslation('plans');
  const [params, setParams] = useSearchParams();
  const wanted = planIdSchema.safeParse(params.get('upgrade'));
  const selected: Plan | null = wanted.success ? getPlan(wanted.data) : null;
  const tabParam = params.get('tab');
  const tab: PlanTab = isPlanTab(tabParam) ? tabParam : (selected?.tab ?? 'patrimoine');
  const [chosenCycle, setCycle] = useState<BillingCycle>('monthly');
  const cycles = cyclesOfTab(tab);
  const cycle = cycles.includes(chosenCycle) ? chosenCycle : 'monthly';
  const change = usePlanChange();
  // Self-hosted (decision 035): the plans' limits only, no price, no button.
  const forSale = usePlansForSale();

  useEffect(() => {
    if (!selected) return;
    document.getElementById(`plan-${selected.id}`)?.scrollIntoView({ block: 'center' });
  }, [selected]);

  function changeTab(next: PlanTab) {
    const query = new URLSearchParams(params);
    query.set('tab', next);
    setParams(query, { replace: true });
  }

  function actionFor(plan: Plan) {
    if (subscription === undefined) {
      return (
        <Button variant="secondary" className="w-full" disabled>
          {t('common:status.loading')}
        </Button>
      );
    }
    const action = planAction(plan, cycle, subscription);
    const label = t(`actions.${action.kind === 'blocked' ? action.reason : action.kind}`);
    if (action.kind === 'register') {
      return (
        <Link to="/register" className={buttonClasses(plan.popular ? 'primary' : 'outline', 'md', 'w-full')}>
          {plan.monthlyPrice === 0 ? t('actions.startFree') : t('actions.choose')}
        </Link>
      );
    }
    if (action.kind === 'current' || action.kind === 'blocked') {
      return (
        <Button variant="secondary" className="w-full" disabled>
          {label}
        </Button>
      );
    }
    return (
      <Button
        variant={action.kind === 'downgrade' ? 'outline' : 'primary'}
        className="w-full"
        aria-describedby={`plan-${plan.id}-name`}
        onClick={() => change.choose({ plan, cycle, action })}
      >
        {label}
      </Button>
    );
  }

  return (
    <>
      <Tabs
        label={t('catalogue.tabsLabel')}
        value={tab}
        onValueChange={changeTab}
        tabs={planTabs.map((v) => ({ value: v, label: t(`common:plans.tabs.${v}`) }))}
      >
        {forSale ? (
          <div className="mt-4">
            <Segmented
              compact
              label={t('catalogue.cycleLabel')}
              value={cycle}
              onValueChange={setCycle}
              options={cycles.map((c) => ({ value: c, label: t(`catalogue.cycles.${c}`) }))}
            />
          </div>
        ) : (
          <p className="mt-4 text-sm text-muted">{t('common:plans.setByAdmin')}</p>
        )}
        {planTabs.map((v) => (
          <TabPanel key={v} value={v} className="space-y-4">
            {plansOfTab(v).map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                cycle={cycle}
                current={subscription?.planId === plan.id}
                selected={selected?.id === plan.id}
                priced={forSale}
                trial={mayStartTrial(plan, subscription)}
                action={forSale ? actionFor(plan) : null}
              />
            ))}
          </TabPanel>
        ))}
      </Tabs>
      {forSale && (
        <>
          <p className="mt-6 text-sm text-muted">{t(`catalogue.rules.${tab}`)}</p>
          <p className="mt-2 text-xs text-muted">{t('catalogue.pricesInEuros')}</p>
        </>
      )}
      <PlanChangeDialog
        choice={change.choice}
        subscription={subscription}
        pending={change.pending}
        onCancel={change.cancel}
        onConfirm={change.confirm}
      />
    </>
  );
}
