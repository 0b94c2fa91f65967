import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { CalendarClock } from 'lucide-react';
import { getPlan } from '../../../contracts/plans';
import { PageHeader } from '../../components/page-header';
import { PlanBadge } from '../../components/plan-badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/error-catalogue';
import { formatDate } from '../../lib/format';
import { useMoney } from '../../lib/preferences';
import { planFullName, useCurrentSubscription } from '../../lib/subscription';
import { showToast } from '../../lib/toast';
import { useCancelSubscription } from './api/cancel-subscription';
import { PlanCatalogue } from './components/plan-catalogue';

/**
 * Subscription, "Mon Abonnement" (docs/product.md#plans): the current plan, its period, cancellation, and the
 * plan tabs.
 */
export default function SubscriptionPage() {
  const { t, i18n } = useTranslation('plans');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const money = useMoney();
  const { data: sub } = useCurrentSubscription();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  if (!sub) return <FullScreenSpinner label={t('common:status.loading')} />;

  const plan = getPlan(sub.planId);
  const running = sub.status === 'active' || sub.status === 'trial';
  const endIso = sub.trialEndsAt ?? sub.currentPeriodEnd;
  const end = formatDate(endIso, language);
  // Hidden once scheduled; a one-time purchase has nothing to cancel (decision 003).
  const canCancel = running && !sub.cancelAtPeriodEnd && sub.billingCycle !== 'one-time';

  function onCancel() {
    cancel.mutate(undefined, {
      onSuccess(result) {
        setConfirming(false);
        const date = formatDate(
          result.subscription.trialEndsAt ?? result.subscription.currentPeriodEnd,
          language,
        );
        showToast({
          title: t('subscription.cancelledTitle'),
          description: t('subscription.cancelledText', { date }),
          variant: 'success',
        });
      },
      onError(error) {
        showToast({
          title: t('subscription.errorTitle'),
          description: errorMessage(t, error, t('subscription.errorDefault')),
          variant: 'destructive',
        });
      },
    });
  }

  const rows: Array<[string, string]> = [
    [t('subscription.plan'), planFullName(t, plan)],
    [t('subscription.status'), t(`common:plans.status.${sub.status && running ? sub.status : 'free'}`)],
    [t('subscription.cycle'), sub.billingCycle && running ? t(`catalogue.cycles.${sub.billingCycle}`) : '—'],
    [
      t('subscription.evaluations'),
      sub.analysesLimit === null
        ? t('usage.unlimited', { used: sub.analysesThisMonth })
        : t('usage.count', { used: sub.analysesThisMonth, limit: sub.analysesLimit }),
    ],
    [t('subscription.totalSpent'), money.format(sub.totalSpent, 2)],
    [t('subscription.periodStart'), running ? formatDate(sub.currentPeriodStart, language) : '—'],
    [
      sub.status === 'trial' ? t('subscription.trialEnds') : t('subscription.periodEnd'),
      running && !endIso ? t('subscription.neverEnds') : running ? end : '—',
    ],
  ];

  return (
    <div className="space-y-4 pb-6">
      <PageHeader
        title={t('subscription.title')}
        back={{ to: '/settings', label: t('back.settings') }}
        aside={<PlanBadge planId={sub.planId} />}
      />
      <Card>
        <dl className="divide-y divide-border text-sm">
          {rows.map(([label, value]) => (
            <div
              key={label}
              className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
            >
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      {running && sub.cancelAtPeriodEnd && (
        <p role="status" className="flex gap-3 rounded-2xl border border-accent/40 bg-accent/10 p-4 text-sm">
          <CalendarClock size={20} aria-hidden className="shrink-0 text-accent" />
          <span>{t('subscription.cancelNotice', { date: end })}</span>
        </p>
      )}
      {!running && <p className="text-sm text-muted">{t('subscription.freeText')}</p>}
      {running && sub.billingCycle === 'one-time' && (
        <p className="text-sm text-muted">{t('subscription.oneTimeNote')}</p>
      )}

      {canCancel && (
        <Button
          variant="outline"
          size="lg"
          className="w-full text-danger"
          onClick={() => setConfirming(true)}
        >
          {t('subscription.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('subscription.confirmTitle')}
        description={t('subscription.confirmText', { date: end })}
        closeLabel={t('confirm.close')}
        cancelLabel={t('subscription.keep')}
        confirmLabel={t('subscription.confirm')}
        variant="destructive"
        pending={cancel.isPending}
        onConfirm={onCancel}
      />

      <section aria-labelledby="subscription-plans" className="pt-2">
        <h2 id="subscription-plans" className="mb-3 text-lg font-semibold">
          {t('subscription.changePlan')}
        </h2>
        <PlanCatalogue subscription={sub} />
      </section>
    </div>
  );
}
