import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { DoorOpen, HousePlus } from 'lucide-react';
import type { House, Room } from '../../../contracts/collection';
import { hasPremiumEntitlements } from '../../../contracts/plans';
import { PageHeader } from '../../components/page-header';
import { PlanBadge } from '../../components/plan-badge';
import { SummaryCards } from '../../components/summary-cards';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { useDashboardStats } from '../../lib/dashboard-stats';
import { useRedirectOnFailure } from '../../lib/redirect-on-failure';
import { useCurrentUser } from '../../lib/session-query';
import { showToast } from '../../lib/toast';
import { useCreateHouse } from './api/create-house';
import { useHouses } from './api/get-houses';
import { useRooms } from './api/get-rooms';
import { useUpdateHouse, type UpdateHouseInput } from './api/update-house';
import { useUpdateRoom } from './api/update-room';
import { RoomFormDialog, type RoomFormValues } from './components/room-form-dialog';
import { HouseFormDialog, type HouseFormValues } from './houses/house-form-dialog';
import { AddHouseNotice } from './inventory/add-house-notice';
import { HouseEditDialog } from './inventory/house-edit-dialog';
import { HouseSection } from './inventory/house-section';

/** Spec part 2 §2 "Inventory (house and rooms)": every house, its rooms and their objects. */
export default function InventoryPage() {
  const { t } = useTranslation('collection');
  const { data: user } = useCurrentUser();
  const stats = useDashboardStats();
  // A failure here is the spec's own toast and a redirect (part 2 §8), not the generic one.
  const houses = useHouses({ ownErrors: true });
  const rooms = useRooms({ ownErrors: true });
  const updateHouse = useUpdateHouse();
  const createHouse = useCreateHouse();
  const updateRoom = useUpdateRoom();
  const [editingHouse, setEditingHouse] = useState<House | undefined>();
  const [editingRoom, setEditingRoom] = useState<Room | undefined>();
  const [addingHouse, setAddingHouse] = useState(false);
  const entitled = !!user && hasPremiumEntitlements(user.subscriptionTier, user.isSuperUser);
  useRedirectOnFailure(houses.isError || rooms.isError, '/dashboard', {
    title: t('inventory.loadFailed'),
    description: t('inventory.redirecting'),
  });

  function saveHouse(input: UpdateHouseInput) {
    updateHouse.mutate(input, {
      onSuccess: () => {
        setEditingHouse(undefined);
        showToast({ title: t('houses.updated'), variant: 'success' });
      },
      onError: () =>
        showToast({
          title: t('houses.updateFailed'),
          description: t('actions.retry'),
          variant: 'destructive',
        }),
    });
  }

  function addHouse(values: HouseFormValues) {
    createHouse.mutate(values, {
      onSuccess: () => {
        setAddingHouse(false);
        showToast({ title: t('houses.created'), description: t('houses.createdText'), variant: 'success' });
      },
      onError: (error) =>
        showToast({
          title: t('houses.errorTitle'),
          description: (isApiError(error) && error.serverMessage) || t('houses.createFailed'),
          variant: 'destructive',
        }),
    });
  }

  function saveRoom(values: RoomFormValues) {
    if (!editingRoom) return;
    updateRoom.mutate(
      { id: editingRoom.id, ...values },
      {
        onSuccess: () => {
          setEditingRoom(undefined);
          showToast({ title: t('rooms.updated'), variant: 'success' });
        },
        onError: () =>
          showToast({
            title: t('rooms.updateFailed'),
            description: t('actions.retry'),
            variant: 'destructive',
          }),
      },
    );
  }

  const houseList = houses.data ?? [];
  const roomList = rooms.data ?? [];
  const ready = houses.data && rooms.data;
  return (
    <div className="flex flex-1 flex-col gap-4">
      <PageHeader
        title={t('inventory.title')}
        back={{ to: '/dashboard', label: t('actions.backToDashboard') }}
        aside={user && <PlanBadge planId={user.subscriptionPlan} />}
      />
      <section aria-label={t('summary.label')} className="-mt-2 grid grid-cols-2 gap-3">
        <SummaryCards stats={stats.data} />
      </section>

      <div className="flex flex-wrap gap-2">
        <Link to="/rooms" className={buttonClasses('secondary', 'sm', 'flex-1 whitespace-nowrap')}>
          <DoorOpen size={16} aria-hidden />
          {t('inventory.addRoom')}
        </Link>
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 whitespace-nowrap"
          onClick={() => setAddingHouse(true)}
        >
          <HousePlus size={16} aria-hidden />
          {t('inventory.addHouse')}
        </Button>
      </div>

      {!ready ? (
        <Spinner className="mx-auto mt-6" label={t('common:status.loading')} />
      ) : roomList.length === 0 && houseList.length <= 1 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-border p-8 text-center">
          <DoorOpen size={40} aria-hidden className="text-muted" />
          <h2 className="mt-3 text-lg font-semibold">{t('rooms.emptyTitle')}</h2>
          <Link to="/rooms" className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('inventory.addFirstRoom')}
          </Link>
        </div>
      ) : (
        houseList.map((house) => (
          <HouseSection
            key={house.id}
            house={house}
            rooms={roomList.filter((r) => r.houseId === house.id)}
            defaultOpen={house.isMain || houseList.length <= 2}
            canEdit={house.isMain || entitled}
            onEditHouse={() => setEditingHouse(house)}
            onEditRoom={setEditingRoom}
          />
        ))
      )}

      <HouseEditDialog
        house={editingHouse}
        surfaceUnit={user?.preferredUnits === 'imperial' ? 'sq ft' : 'm²'}
        pending={updateHouse.isPending}
        onOpenChange={(open) => !open && setEditingHouse(undefined)}
        onSubmit={saveHouse}
      />
      <RoomFormDialog
        open={!!editingRoom}
        onOpenChange={(open) => !open && setEditingRoom(undefined)}
        room={editingRoom}
        houses={houseList}
        pending={updateRoom.isPending}
        onSubmit={saveRoom}
      />
      {entitled ? (
        <HouseFormDialog
          open={addingHouse}
          onOpenChange={setAddingHouse}
          pending={createHouse.isPending}
          onSubmit={addHouse}
        />
      ) : (
        <AddHouseNotice open={addingHouse} onOpenChange={setAddingHouse} />
      )}
    </div>
  );
}
