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
import { useDashboardStats } from '../../api/dashboard';
import { useHouses } from '../../api/houses';
import { useRooms } from '../../api/rooms';
import { useCanEdit } from '../../api/collections';
import { useRedirectOnFailure } from '../../lib/redirect-on-failure';
import { useUnits } from '../../lib/preferences';
import { useCurrentUser } from '../../lib/session-query';
import { EmptyState } from './components/empty-state';
import { useHouseSaving, useRoomUpdate } from './components/place-saving';
import { RoomFormDialog } from './components/room-form-dialog';
import { HouseFormDialog } from './houses/house-form-dialog';
import { AddHouseNotice } from './inventory/add-house-notice';
import { HouseEditDialog } from './inventory/house-edit-dialog';
import { HouseSection } from './inventory/house-section';

/** The inventory (docs/product.md#collection-screens): every house, its rooms and their objects. */
export default function InventoryPage() {
  const { t } = useTranslation('collection');
  const { data: user } = useCurrentUser();
  const units = useUnits();
  const stats = useDashboardStats();
  // A failure here is the screen's own toast and a redirect (docs/product.md#messages), not the generic one.
  const houses = useHouses({ ownErrors: true });
  const rooms = useRooms({ ownErrors: true });
  // A viewer of the collection (decision 037) creates nothing.
  const canEdit = useCanEdit();
  const houseSaving = useHouseSaving();
  const roomUpdate = useRoomUpdate();
  const [editingHouse, setEditingHouse] = useState<House | undefined>();
  const [editingRoom, setEditingRoom] = useState<Room | undefined>();
  const [addingHouse, setAddingHouse] = useState(false);
  const entitled = !!user && hasPremiumEntitlements(user.subscriptionTier, user.isSuperUser);
  useRedirectOnFailure(houses.isError || rooms.isError, '/dashboard', {
    title: t('inventory.loadFailed'),
    description: t('inventory.redirecting'),
  });

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

      {canEdit && (
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
      )}

      {!ready ? (
        <Spinner className="mx-auto mt-6" label={t('common:status.loading')} />
      ) : roomList.length === 0 && houseList.length <= 1 ? (
        <EmptyState
          icon={<DoorOpen size={40} aria-hidden className="text-muted" />}
          title={t('rooms.emptyTitle')}
        >
          <Link to="/rooms" className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('inventory.addFirstRoom')}
          </Link>
        </EmptyState>
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
        surfaceUnit={units.surfaceUnit}
        pending={houseSaving.updating}
        onOpenChange={(open) => !open && setEditingHouse(undefined)}
        onSubmit={(input) => houseSaving.update(input, () => setEditingHouse(undefined))}
      />
      <RoomFormDialog
        open={!!editingRoom}
        onOpenChange={(open) => !open && setEditingRoom(undefined)}
        room={editingRoom}
        houses={houseList}
        pending={roomUpdate.pending}
        onSubmit={(values) =>
          editingRoom && roomUpdate.update({ id: editingRoom.id, ...values }, () => setEditingRoom(undefined))
        }
      />
      {entitled ? (
        <HouseFormDialog
          open={addingHouse}
          onOpenChange={setAddingHouse}
          pending={houseSaving.creating}
          onSubmit={(values) => houseSaving.create(values, () => setAddingHouse(false))}
        />
      ) : (
        <AddHouseNotice open={addingHouse} onOpenChange={setAddingHouse} />
      )}
    </div>
  );
}
