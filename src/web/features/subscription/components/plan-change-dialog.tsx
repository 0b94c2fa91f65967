import { useTranslation } from '../../../lib/i18n';
import { DEFAULT_PLAN_ID, type Plan } from '../../../../contracts/plans';
import { priceFor, type BillingCycle, type CurrentSubscription } from '../../../../contracts/subscription';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate, formatPrice } from '../../../lib/format';
import { planFullName } from '../../../lib/subscription';
import { mayStartTrial, type PlanAction } from '../plan-action';

export interface PlanChoice {
  plan: Plan;
  cycle: BillingCycle;
  action: Extract<PlanAction, { kind: 'upgrade' | 'downgrade' | 'resume' }>;
}

interface PlanChangeDialogProps {
  choice: PlanChoice | null;
  subscription: CurrentSubscription | null | undefined;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (choice: PlanChoice) => void;
}

/** Says what will happen before it happens: the price, the trial, and what becomes of the current period. */
export function PlanChangeDialog({
  choice,
  subscription,
  pending,
  onCancel,
  onConfirm,
}: PlanChangeDialogProps) {
  const { t, i18n } = useTranslation('plans');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  if (!choice) return null;
  const { plan, cycle, action } = choice;
  const toFree = plan.id === DEFAULT_PLAN_ID;
  const name = planFullName(t, plan);
  const price = priceFor(plan, cycle) ?? 0;
  const priceText = `${formatPrice(price, language)} ${t(`catalogue.per.${cycle}`)}`;
  const trial = action.kind === 'upgrade' && mayStartTrial(plan, subscription);
  const title = toFree ? t('confirm.titleFree') : t(`confirm.title.${action.kind}`, { plan: name });
  const periodEnd = formatDate(subscription?.trialEndsAt ?? subscription?.currentPeriodEnd, language);

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      closeLabel={t('confirm.close')}
      cancelLabel={t('confirm.cancel')}
      confirmLabel={t(toFree ? 'confirm.confirmFree' : 'confirm.confirm')}
      variant={toFree ? 'destructive' : 'primary'}
      pending={pending}
      onConfirm={() => onConfirm(choice)}
    >
      <div className="space-y-3 text-sm">
        {!toFree && (
          <p className="rounded-xl bg-surface-2 p-3">
            <span className="block text-muted">{t('confirm.price')}</span>
            <span className="text-xl font-bold tabular-nums">{priceText}</span>
          </p>
        )}
        {trial && (
          <p className="rounded-xl border border-accent/40 bg-accent/10 p-3 font-medium text-accent">
            {t('confirm.trial', { days: plan.trialDays, price: priceText })}
          </p>
        )}
        <p className="text-muted">
          {toFree
            ? t('confirm.freeNote', { date: periodEnd })
            : action.kind === 'resume'
              ? t('confirm.resumeNote')
              : action.kind === 'downgrade'
                ? t('confirm.downgradeNote')
                : trial
                  ? t('confirm.trialNote')
                  : t('confirm.upgradeNote')}
        </p>
      </div>
    </ConfirmDialog>
  );
}
