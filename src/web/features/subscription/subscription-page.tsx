import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { CalendarClock, ExternalLink, Loader2 } from 'lucide-react';
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
import { currentUserQueryOptions } from '../../lib/session-query';
import { sessionKeys } from '../../lib/query-keys';
import {
  currentSubscriptionQueryOptions,
  planFullName,
  useBillingMode,
  useCurrentSubscription,
} from '../../lib/subscription';
import { showToast } from '../../lib/toast';
import { useBillingPortal, useCancelSubscription, useCheckoutStatus } from '../../api/subscription';
import { PlanCatalogue } from './components/plan-catalogue';

/**
 * Subscription, "Mon Abonnement" (docs/product.md#plans): the current plan, its period, cancellation, and the
 * plan tabs. Hosted (decision 035): the invoices, Stripe's portal, and, back from Checkout
 * (?checkout={session id}), "we are confirming your payment" until Stripe's webhook has landed. Self-hosted:
 * the plan and its limits, no money.
 */
export default function SubscriptionPage() {
  const { t, i18n } = useTranslation('plans');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const money = useMoney();
  const queryClient = useQueryClient();
  const mode = useBillingMode();
  const hosted = mode === 'stripe';
  const [params, setParams] = useSearchParams();
  const checkoutId = params.get('checkout');
  const checkout = useCheckoutStatus(checkoutId);
  const checkoutStatus = checkoutId ? (checkout.data?.status ?? 'open') : null;
  // A cancellation asked of Stripe shows once its webhook has landed: asked again until then.
  const [awaitingCancel, setAwaitingCancel] = useState(false);
  const { data: sub } = useCurrentSubscription();
  const waiting = awaitingCancel && sub !== undefined && !sub.cancelAtPeriodEnd;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: sessionKeys.subscription.all }),
      1500,
    );
    return () => clearInterval(timer);
  }, [waiting, queryClient]);
  const portal = useBillingPortal();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (checkoutStatus !== 'complete') return;
    // Stripe has confirmed: the plan, the user and the figures are read again.
    void queryClient.invalidateQueries({ queryKey: currentSubscriptionQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  }, [checkoutStatus, queryClient]);

  if (!sub) return <FullScreenSpinner label={t('common:status.loading')} />;

  const plan = getPlan(sub.planId);
  const running = sub.status === 'active' || sub.status === 'trial';
  const endIso = sub.trialEndsAt ?? sub.currentPeriodEnd;
  const end = formatDate(endIso, language);
  // Hidden once scheduled; a one-time purchase has nothing to cancel (decision 003).
  const canCancel =
    hosted && running && !sub.cancelAtPeriodEnd && sub.billingCycle !== 'one-time' && !awaitingCancel;

  function onCancel() {
    cancel.mutate(undefined, {
      onSuccess() {
        setConfirming(false);
        setAwaitingCancel(true);
        showToast({
          title: t('subscription.cancelledTitle'),
          description: t('subscription.cancelRequested'),
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
    // No money on a self-hosted instance (decision 035).
    ...(hosted ? [[t('subscription.totalSpent'), money.format(sub.totalSpent, 2)] as [string, string]] : []),
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
      {checkoutStatus === 'open' && (
        <p role="status" className="flex gap-3 rounded-2xl border border-accent/40 bg-accent/10 p-4 text-sm">
          <Loader2 size={20} aria-hidden className="shrink-0 animate-spin text-accent" />
          <span>
            <strong className="block">{t('subscription.confirmingTitle')}</strong>
            {t('subscription.confirmingText')}
          </span>
        </p>
      )}
      {checkoutStatus === 'complete' && checkout.data && (
        <p role="status" className="rounded-2xl border border-success/40 bg-success/10 p-4 text-sm">
          <strong className="block">{t('subscription.confirmedTitle')}</strong>
          {t('subscription.confirmedText', { plan: planFullName(t, getPlan(checkout.data.planId)) })}
        </p>
      )}
      {checkoutStatus === 'expired' && (
        <p role="status" className="rounded-2xl border border-border p-4 text-sm">
          {t('subscription.checkoutExpired')}
        </p>
      )}
      {checkoutId && checkoutStatus !== 'open' && (
        <Button variant="ghost" className="w-full" onClick={() => setParams({}, { replace: true })}>
          {t('confirm.close')}
        </Button>
      )}
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

      {hosted && sub.invoices.length > 0 && (
        <section aria-labelledby="subscription-invoices">
          <h2 id="subscription-invoices" className="mb-2 text-lg font-semibold">
            {t('subscription.invoices')}
          </h2>
          <Card>
            <ul className="divide-y divide-border text-sm">
              {sub.invoices.map((invoice) => (
                <li
                  key={invoice.id}
                  className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
                >
                  <span>
                    {t('subscription.invoiceOf', { date: formatDate(invoice.createdAt, language) })}
                  </span>
                  <span className="flex items-center gap-3 font-semibold tabular-nums">
                    {money.format(invoice.amountEur, 2)}
                    {invoice.url && (
                      <a
                        href={invoice.url}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1 font-normal text-accent underline"
                      >
                        {t('subscription.invoiceLink')}
                        <ExternalLink size={14} aria-hidden />
                      </a>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </section>
      )}
      {hosted && (sub.invoices.length > 0 || sub.status !== null) && (
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          disabled={portal.isPending}
          onClick={() => portal.mutate()}
        >
          {t('subscription.manage')}
        </Button>
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
          {hosted ? t('subscription.changePlan') : t('subscription.plansTitle')}
        </h2>
        <PlanCatalogue subscription={sub} />
      </section>
    </div>
  );
}
