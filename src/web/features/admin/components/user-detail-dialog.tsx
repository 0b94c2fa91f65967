import { useTranslation } from '../../../lib/i18n';
import { getPlan, planIds, type PlanId } from '../../../../contracts/plans';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatPrice } from '../../../lib/format';
import { showOperationFailed } from '../../../lib/error-catalogue';
import { planFullName, useBillingMode } from '../../../lib/subscription';
import { showToast } from '../../../lib/toast';
import { useAdminUser, useSetPlan } from '../../../api/admin';
import { DetailList } from './detail-list';

/** "View": the account, its subscription and its payments. */
export function UserDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const { data: user, isPending } = useAdminUser(id);
  // Self-hosted (decision 035): the administrators give each account its plan here.
  const selfHosted = useBillingMode() === 'self-hosted';
  const setPlan = useSetPlan();
  if (!id) return null;

  function changePlan(planId: string) {
    if (!user) return;
    setPlan.mutate(
      { id: user.id, planId: planId as PlanId },
      {
        onSuccess: (saved) =>
          showToast({
            title: t('detail.planSet', { plan: planFullName(t, getPlan(saved.planId)) }),
            variant: 'success',
          }),
        onError: (error) => showOperationFailed(t, error),
      },
    );
  }

  const rows: Array<[string, string]> = user
    ? [
        [t('detail.email'), user.email],
        [t('detail.name'), [user.firstName, user.lastName].filter(Boolean).join(' ') || '—'],
        [t('detail.verified'), user.emailVerified ? t('detail.yes') : t('detail.no')],
        [t('detail.language'), user.language.toUpperCase()],
        [t('users.plan'), planFullName(t, getPlan(user.planId))],
        [t('detail.status'), t(`common:plans.status.${user.subscriptionStatus ?? 'free'}`)],
        [
          t('detail.periodEnd'),
          formatDate(user.subscription.trialEndsAt ?? user.subscription.currentPeriodEnd, language),
        ],
        [t('detail.thisMonth'), String(user.subscription.analysesThisMonth)],
        [t('users.analyses'), String(user.analysisCount)],
        [t('users.spent'), formatPrice(user.totalSpent, language)],
        [t('detail.openFlags'), String(user.openFlags)],
        [t('detail.createdAt'), formatDate(user.createdAt, language)],
        [
          t('users.lastActive'),
          user.lastActive ? formatDate(user.lastActive, language, true) : t('users.never'),
        ],
        ...(user.suspended
          ? ([[t('detail.banReason'), user.banReason ?? '—']] as Array<[string, string]>)
          : []),
      ]
    : [];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={user?.username ?? user?.email ?? t('detail.title')}
      closeLabel={t('dialog.close')}
    >
      {isPending ? (
        <Spinner label={t('common:status.loading')} />
      ) : !user ? (
        <p className="text-muted">{t('loadFailed')}</p>
      ) : (
        <div className="max-h-[60dvh] overflow-y-auto">
          {selfHosted && (
            <div className="mb-4">
              <label htmlFor="admin-user-plan" className="mb-1 block text-sm font-medium">
                {t('detail.setPlan')}
              </label>
              <Select
                id="admin-user-plan"
                value={user.planId}
                onValueChange={changePlan}
                disabled={setPlan.isPending}
                options={planIds.map((p) => ({ value: p, label: planFullName(t, getPlan(p)) }))}
              />
            </div>
          )}
          <DetailList rows={rows} />
          <h3 className="mt-4 mb-2 text-sm font-semibold">{t('detail.payments')}</h3>
          {user.payments.length === 0 ? (
            <p className="text-sm text-muted">{t('detail.noPayments')}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {user.payments.map((p) => (
                <li key={p.id} className="flex justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2">
                  <span>
                    {t(`detail.kinds.${p.kind}`)} · {planFullName(t, getPlan(p.planId))}
                    <span className="block text-xs text-muted">
                      {formatDate(p.createdAt, language, true)}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{formatPrice(p.amountEur, language)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
