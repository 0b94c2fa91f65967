import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { DoorOpen, Plus } from 'lucide-react';
import type { Room } from '../../../contracts/collection';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { showToast } from '../../lib/toast';
import { type DeleteRoomInput, useCreateRoom, useDeleteRoom, useRooms } from '../../api/rooms';
import { useHouses } from '../../api/houses';
import { useCanEdit, useCurrentCollection } from '../../api/collections';
import { EmptyState } from './components/empty-state';
import { useRoomUpdate } from './components/place-saving';
import { RoomFormDialog, type RoomFormValues } from './components/room-form-dialog';
import { DeleteRoomDialog } from './rooms/delete-room-dialog';
import { houseAddress } from './components/report-buttons';
import { RoomCard } from './rooms/room-card';

/**
 * The rooms screen (docs/product.md#collection-screens): list, create, edit, delete (moving or deleting the
 * objects).
 */
export default function RoomsPage() {
  const { t } = useTranslation('collection');
  // Someone else's collection (decision 037) is not "mine".
  const current = useCurrentCollection().data;
  // A failure is said on the page itself, with a retry (not an empty list that reads as no rooms).
  const rooms = useRooms({ ownErrors: true });
  // A viewer of the collection (decision 037) creates nothing.
  const canEdit = useCanEdit();
  const houses = useHouses();
  const create = useCreateRoom();
  const roomUpdate = useRoomUpdate();
  const remove = useDeleteRoom();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Room | undefined>();
  const [deleting, setDeleting] = useState<Room | undefined>();
  const houseList = houses.data ?? [];
  const houseName = (id: number) =>
    houseList.length > 1 ? houseList.find((h) => h.id === id)?.name : undefined;

  function onCreate(values: RoomFormValues) {
    create.mutate(values, {
      onSuccess: (room) => {
        setCreating(false);
        showToast({ title: t('rooms.created'), description: room.name, variant: 'success' });
      },
    });
  }

  function onDelete(input: DeleteRoomInput) {
    remove.mutate(input, {
      onSuccess: (result) => {
        setDeleting(undefined);
        const description = result.movedObjects
          ? t('rooms.movedObjects', { count: result.movedObjects })
          : result.deletedObjects
            ? t('rooms.deletedObjects', { count: result.deletedObjects })
            : undefined;
        showToast({ title: t('rooms.deleted'), description, variant: 'success' });
      },
    });
  }

  const list = rooms.data ?? [];
  return (
    <div className="flex flex-1 flex-col">
      <PageHeader
        title={t(current && !current.own ? 'rooms.titleShared' : 'rooms.title')}
        back={{ to: '/dashboard', label: t('actions.backToDashboard') }}
        aside={
          canEdit && (
            <Button
              size="icon"
              aria-label={t('rooms.createTitle')}
              title={t('rooms.createTitle')}
              onClick={() => setCreating(true)}
            >
              <Plus size={22} aria-hidden />
            </Button>
          )
        }
      />
      {rooms.isPending ? (
        <Spinner className="mx-auto mt-10" label={t('common:status.loading')} />
      ) : !rooms.data ? (
        <LoadError
          className="mt-6"
          message={t('rooms.loadFailed')}
          onRetry={rooms.refetch}
          retrying={rooms.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<DoorOpen size={40} aria-hidden className="text-muted" />}
          title={t('rooms.emptyTitle')}
          text={t('rooms.emptyText')}
        >
          {canEdit && (
            <Button className="mt-5" onClick={() => setCreating(true)}>
              <Plus size={18} aria-hidden />
              {t('rooms.createFirst')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {list.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              houseName={houseName(room.houseId)}
              address={houseAddress(houseList.find((h) => h.id === room.houseId))}
              onEdit={() => setEditing(room)}
              onDelete={() => setDeleting(room)}
            />
          ))}
        </ul>
      )}

      <RoomFormDialog
        open={creating}
        onOpenChange={setCreating}
        houses={houseList}
        pending={create.isPending}
        onSubmit={onCreate}
      />
      <RoomFormDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(undefined)}
        room={editing}
        houses={houseList}
        pending={roomUpdate.pending}
        onSubmit={(values) =>
          editing && roomUpdate.update({ id: editing.id, ...values }, () => setEditing(undefined))
        }
      />
      <DeleteRoomDialog
        room={deleting}
        rooms={list}
        pending={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        onConfirm={onDelete}
      />
    </div>
  );
}
