import { useTranslation } from '../../../lib/i18n';
import { showOperationFailed } from '../../../lib/error-catalogue';
import { showToast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { getPlan, planIds, type PlanId } from '../../../../contracts/plans';
import { planFullName, useBillingMode } from '../../../lib/subscription';
import { useSettings, useUpdateSettings } from '../../../api/admin';

/**
 * The instance's settings: whether the owners' confirmed photos help every owner's identification, and, on a
 * self-hosted instance, the plan a new account gets (decision 035).
 */
export function SettingsTab() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  const update = useUpdateSettings();
  const selfHosted = useBillingMode() === 'self-hosted';
  if (settings.isPending) return <Spinner label={t('common:status.loading')} />;
  if (!settings.data) return <p className="text-muted">{t('loadFailed')}</p>;
  const id = 'admin-pool-references';

  function setPooling(on: boolean) {
    update.mutate(
      { poolReferences: on },
      {
        onSuccess: () =>
          showToast({ title: t(on ? 'settings.poolOn' : 'settings.poolOff'), variant: 'success' }),
        onError: (error) => showOperationFailed(t, error),
      },
    );
  }

  function setDefaultPlan(planId: string) {
    update.mutate(
      { defaultPlanId: planId as PlanId },
      {
        onSuccess: (saved) =>
          showToast({
            title: t('settings.defaultPlanSaved', { plan: planFullName(t, getPlan(saved.defaultPlanId)) }),
            variant: 'success',
          }),
        onError: (error) => showOperationFailed(t, error),
      },
    );
  }

  return (
    <section aria-labelledby="admin-settings" className="space-y-3">
      <h2 id="admin-settings" className="text-lg font-semibold">
        {t('settings.title')}
      </h2>
      <div className="flex items-center justify-between gap-4 py-2">
        <label htmlFor={id} className="cursor-pointer">
          <span className="block font-medium">{t('settings.poolReferences')}</span>
          <span id={`${id}-hint`} className="mt-0.5 block text-sm text-muted">
            {t('settings.poolReferencesHint')}
          </span>
        </label>
        <Switch
          id={id}
          checked={
            update.isPending && update.variables?.poolReferences !== undefined
              ? update.variables.poolReferences
              : settings.data.poolReferences
          }
          onCheckedChange={setPooling}
          disabled={update.isPending}
          aria-describedby={`${id}-hint`}
        />
      </div>
      {selfHosted && (
        <div className="py-2">
          <label htmlFor="admin-default-plan" className="block font-medium">
            {t('settings.defaultPlan')}
          </label>
          <span id="admin-default-plan-hint" className="mt-0.5 mb-2 block text-sm text-muted">
            {t('settings.defaultPlanHint')}
          </span>
          <Select
            id="admin-default-plan"
            value={settings.data.defaultPlanId}
            onValueChange={setDefaultPlan}
            disabled={update.isPending}
            options={planIds.map((p) => ({ value: p, label: planFullName(t, getPlan(p)) }))}
          />
        </div>
      )}
    </section>
  );
}
