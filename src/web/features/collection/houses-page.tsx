import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Houses, Plus } from 'lucide-react';
import type { House } from '../../../contracts/collection';
import { hasPremiumEntitlements } from '../../../contracts/plans';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PlanBadge } from '../../components/plan-badge';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session-query';
import { showToast } from '../../lib/toast';
import { useDeleteHouse, useHouses } from '../../api/houses';
import { EmptyState } from './components/empty-state';
import { useHouseSaving } from './components/place-saving';
import { DeleteHouseDialog } from './houses/delete-house-dialog';
import { HouseCard } from './houses/house-card';
import { HouseFormDialog, type HouseFormValues } from './houses/house-form-dialog';
import { HousesUpgradeCard } from './houses/houses-upgrade-card';
import { useCanEdit, useCurrentCollection } from '../../api/collections';

/** A refused entitlement is not an error worth a toast on this screen. */
function isEntitlementRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || /403|subscription/i.test(error.message));
}

/**
 * The houses screen: real multi-house for Connaisseur, Pro, Expert and super users (docs/product.md#plans).
 */
export default function HousesPage() {
  const { t } = useTranslation('collection');
  // Someone else's collection (decision 037) is not "mine".
  const current = useCurrentCollection().data;
  // A viewer of the collection (decision 037) creates nothing.
  const canEdit = useCanEdit();
  const { data: user } = useCurrentUser();
  const entitled = !!user && hasPremiumEntitlements(user.subscriptionTier, user.isSuperUser);
  // The list is asked for only when the entitlement holds.
  const houses = useHouses({ enabled: entitled, ownErrors: true, once: true });
  const saving = useHouseSaving();
  const remove = useDeleteHouse();
  const [form, setForm] = useState<{ open: boolean; house?: House }>({ open: false });
  const [deleting, setDeleting] = useState<House | undefined>();

  const loadError = houses.error;
  useEffect(() => {
    if (loadError && !isEntitlementRefusal(loadError))
      showToast({
        title: t('houses.errorTitle'),
        description: t('houses.loadFailed'),
        variant: 'destructive',
      });
  }, [loadError, t]);

  function onSubmit(values: HouseFormValues) {
    const close = () => setForm({ open: false });
    if (form.house) saving.update({ id: form.house.id, ...values }, close);
    else saving.create(values, close);
  }

  function onDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(undefined);
        showToast({ title: t('houses.deleted'), description: t('houses.deletedText'), variant: 'success' });
      },
    });
  }

  const list = houses.data ?? [];
  return (
    <div className="flex flex-1 flex-col">
      <PageHeader
        title={t(current && !current.own ? 'houses.titleShared' : 'houses.title')}
        back={{ to: '/dashboard', label: t('actions.backToDashboard') }}
        aside={
          entitled
            ? canEdit && (
                <Button
                  size="icon"
                  aria-label={t('houses.createTitle')}
                  title={t('houses.createTitle')}
                  onClick={() => setForm({ open: true })}
                >
                  <Plus size={22} aria-hidden />
                </Button>
              )
            : user && <PlanBadge planId={user.subscriptionPlan} />
        }
      />
      {!user ? null : !entitled ? (
        <HousesUpgradeCard tier={user.subscriptionTier} />
      ) : houses.isPending ? (
        <ul aria-busy="true" aria-label={t('common:status.loading')} className="space-y-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-40 animate-pulse rounded-2xl border border-border bg-surface" />
          ))}
        </ul>
      ) : !houses.data ? (
        <LoadError
          className="mt-6"
          message={t('houses.loadFailedText')}
          onRetry={houses.refetch}
          retrying={houses.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<Houses size={40} aria-hidden className="text-muted" />}
          title={t('houses.emptyTitle')}
          text={t('houses.emptyText')}
        >
          {canEdit && (
            <Button className="mt-5" onClick={() => setForm({ open: true })}>
              <Plus size={18} aria-hidden />
              {t('houses.createTitle')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {list.map((house) => (
            <HouseCard
              key={house.id}
              house={house}
              canDelete={list.length > 1}
              onEdit={() => setForm({ open: true, house })}
              onDelete={() => setDeleting(house)}
            />
          ))}
        </ul>
      )}

      <HouseFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        house={form.house}
        pending={saving.creating || saving.updating}
        onSubmit={onSubmit}
      />
      <DeleteHouseDialog
        house={deleting}
        pending={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        onConfirm={onDelete}
      />
    </div>
  );
}
