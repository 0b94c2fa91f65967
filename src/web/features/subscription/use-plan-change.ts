import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { getPlan } from '../../../contracts/plans';
import type { PlanChangeResult } from '../../../contracts/subscription';
import { errorMessage } from '../../lib/error-catalogue';
import { formatDate, formatPrice } from '../../lib/format';
import { planFullName } from '../../lib/subscription';
import { showToast } from '../../lib/toast';
import { useUpgradePlan } from '../../api/subscription';
import type { PlanChoice } from './components/plan-change-dialog';

/** The chosen card, its confirmation and its toasts ('Mise à niveau réussie', 'Erreur de mise à niveau'). */
export function usePlanChange() {
  const { t, i18n } = useTranslation('plans');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const upgrade = useUpgradePlan();
  const [choice, setChoice] = useState<PlanChoice | null>(null);

  function describe(result: PlanChangeResult): { title: string; description: string } {
    const plan = getPlan(result.subscription.planId);
    const name = planFullName(t, plan);
    const amount = formatPrice(result.amountEur, language);
    const end = formatDate(result.subscription.trialEndsAt ?? result.subscription.currentPeriodEnd, language);
    switch (result.change) {
      case 'trial':
        return {
          title: t('result.upgradedTitle'),
          description: t('result.trial', { plan: name, date: end }),
        };
      case 'upgrade':
      case 'converted':
        return { title: t('result.upgradedTitle'), description: t('result.charged', { plan: name, amount }) };
      case 'downgrade':
        return {
          title: t('result.changedTitle'),
          description:
            result.amountEur > 0
              ? t('result.charged', { plan: name, amount })
              : t('result.downgraded', { plan: name }),
        };
      case 'unchanged':
        return { title: t('result.unchangedTitle'), description: t('result.unchanged', { plan: name }) };
      case 'resumed':
        return { title: t('result.resumedTitle'), description: t('result.resumed', { plan: name }) };
      case 'cancel-scheduled':
        return {
          title: t('subscription.cancelledTitle'),
          description: t('subscription.cancelledText', { date: end }),
        };
      case 'checkout':
      case 'pending':
        // Hosted mode (decision 035): Stripe confirms, then the plan changes.
        return { title: t('result.pendingTitle'), description: t('result.pending', { plan: name }) };
    }
  }

  function confirm(chosen: PlanChoice) {
    upgrade.mutate(
      { planId: chosen.plan.id, billingCycle: chosen.plan.monthlyPrice === 0 ? 'monthly' : chosen.cycle },
      {
        onSuccess(result) {
          // Paid on Stripe's Checkout page; the way back lands on /subscription, which waits for Stripe.
          if (result.change === 'checkout' && result.checkoutUrl) {
            window.location.assign(result.checkoutUrl);
            return;
          }
          setChoice(null);
          showToast({ ...describe(result), variant: 'success' });
        },
        onError(error) {
          showToast({
            title: t('result.errorTitle'),
            description: errorMessage(t, error, t('result.errorDefault')),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return { choice, choose: setChoice, cancel: () => setChoice(null), confirm, pending: upgrade.isPending };
}
