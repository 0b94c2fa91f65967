import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Collapsible as C } from 'radix-ui';
import { Camera, Layers } from 'lucide-react';
import type { Room } from '../../../../contracts/collection';
import { ObjectListItem } from '../../../components/object-list-item';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { startCaptureInRoom } from '../../../lib/capture-session';
import { useObjects } from '../../../api/objects';
import { PlaceReports } from '../components/report-buttons';
import { RoomIcon } from '../components/room-visual';
import type { InventorySort } from './sort-toggle';
import { OpenChevron } from '../../../components/ui/open-chevron';
import { EditPlaceButton } from '../components/edit-place-button';
import { useCanEdit } from '../../../api/collections';

// A room shows its first objects; the rest are one tap away (or on /collection?room=), never all at once.
const PAGE = 6;

interface RoomSectionProps {
  room: Room;
  /** The house's address, offered for the dossier's cover. */
  address: string;
  sort: InventorySort;
  defaultOpen: boolean;
  onEdit: () => void;
}

/** A collapsible room with its icon, count, edit button, objects, Add object, Batch adding. */
export function RoomSection({ room, address, sort, defaultOpen, onEdit }: RoomSectionProps) {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  // Objects are fetched only once the room is opened.
  const objects = useObjects(
    { roomId: room.id, sort, limit: PAGE },
    { enabled: open && room.objectCount > 0 },
  );
  const items = objects.data?.pages.flatMap((p) => p.items) ?? [];
  // A viewer of the collection (decision 037) adds nothing.
  const canEdit = useCanEdit();

  function addObject() {
    startCaptureInRoom(room.id);
    navigate('/camera');
  }

  return (
    <C.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-xl border border-border bg-surface-2/50"
      data-room-id={room.id}
    >
      <div className="flex items-center">
        <C.Trigger className="flex min-h-12 min-w-0 flex-1 items-center gap-3 rounded-xl py-2 pl-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent/10 text-accent">
            <RoomIcon type={room.type} size={18} />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{room.name}</span>
            <span className="block text-xs text-muted">{t('rooms.items', { count: room.objectCount })}</span>
          </span>
          <OpenChevron open={open} size={18} className="shrink-0" />
        </C.Trigger>
        <EditPlaceButton label={t('rooms.editNamed', { name: room.name })} size={16} onClick={onEdit} />
      </div>
      <C.Content className="px-2 pb-3">
        {room.objectCount === 0 ? (
          <p className="px-2 py-2 text-sm text-muted">{t('inventory.roomEmpty')}</p>
        ) : objects.isPending ? (
          <Spinner className="px-2 py-2" label={t('common:status.loading')} />
        ) : (
          <ul>
            {items.map((o) => (
              <li key={o.id}>
                <ObjectListItem object={o} />
              </li>
            ))}
          </ul>
        )}
        {objects.hasNextPage && (
          <div className="flex gap-2 px-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void objects.fetchNextPage()}
              disabled={objects.isFetchingNextPage}
            >
              {t('inventory.showMore')}
            </Button>
            <Link
              to={`/collection?room=${room.id}`}
              className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-accent hover:underline"
            >
              {t('inventory.viewAll', { count: room.objectCount })}
            </Link>
          </div>
        )}
        {canEdit && (
          <div className="mt-2 flex flex-wrap gap-2 px-2">
            <Button size="sm" className="flex-1 whitespace-nowrap" onClick={addObject}>
              <Camera size={16} aria-hidden />
              {t('inventory.addObject')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="flex-1 whitespace-nowrap"
              disabled
              title={t('inventory.comingSoon')}
            >
              <Layers size={16} aria-hidden />
              {t('inventory.batchAdd')}
            </Button>
          </div>
        )}
        {room.objectCount > 0 && (
          <PlaceReports
            place={{ room: room.id }}
            name={room.name}
            defaultAddress={address}
            variant="ghost"
            className="mt-2 px-2"
          />
        )}
      </C.Content>
    </C.Root>
  );
}
