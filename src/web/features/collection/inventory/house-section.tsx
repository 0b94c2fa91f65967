import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Collapsible as C } from 'radix-ui';
import { Home, Plus } from 'lucide-react';
import type { House, Room } from '../../../../contracts/collection';
import { buttonClasses } from '../../../components/ui/button';
import { useMoney } from '../../../lib/preferences';
import { houseAddress, PlaceReports } from '../components/report-buttons';
import { RoomSection } from './room-section';
import { SortToggle, type InventorySort } from './sort-toggle';
import { OpenChevron } from '../../../components/ui/open-chevron';
import { EditPlaceButton } from '../components/edit-place-button';

// Beyond this many rooms a house opens with its rooms folded, so the screen stays a short list.
const ROOMS_OPEN_MAX = 4;

interface HouseSectionProps {
  house: House;
  rooms: Room[];
  defaultOpen: boolean;
  canEdit: boolean;
  onEditHouse: () => void;
  onEditRoom: (room: Room) => void;
}

/** A collapsible house with edit, room count, sort toggle and its rooms. */
export function HouseSection({
  house,
  rooms,
  defaultOpen,
  canEdit,
  onEditHouse,
  onEditRoom,
}: HouseSectionProps) {
  const { t } = useTranslation('collection');
  const money = useMoney();
  const [open, setOpen] = useState(defaultOpen);
  const [sort, setSort] = useState<InventorySort>('name');
  const sorted = [...rooms].sort((a, b) => a.name.localeCompare(b.name));
  const value = money.total(house.totalValueMin, house.totalValueMax);

  return (
    <C.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-2xl border border-border bg-surface"
      data-house-id={house.id}
    >
      <div className="flex items-center pr-1">
        <C.Trigger className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-2xl py-3 pl-4 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent">
          <Home size={22} aria-hidden className="shrink-0 text-accent" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-lg font-semibold">{house.name}</span>
            <span className="block truncate text-sm text-muted">
              {t('inventory.roomCount', { count: house.roomCount })} · {value}
            </span>
          </span>
          <OpenChevron open={open} className="shrink-0" />
        </C.Trigger>
        {canEdit && (
          <EditPlaceButton
            label={t('houses.editNamed', { name: house.name })}
            size={18}
            onClick={onEditHouse}
          />
        )}
      </div>
      <C.Content className="space-y-2 px-3 pb-4">
        {house.objectCount > 0 && (
          <PlaceReports place={{ house: house.id }} name={house.name} defaultAddress={houseAddress(house)} />
        )}
        {rooms.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border p-5 text-center">
            <p className="font-medium">{t('rooms.emptyTitle')}</p>
            <Link to="/rooms" className={buttonClasses('primary', 'sm', 'mt-3')}>
              <Plus size={16} aria-hidden />
              {t('inventory.addFirstRoom')}
            </Link>
          </div>
        ) : (
          <>
            <div className="flex justify-end">
              <SortToggle value={sort} onChange={setSort} />
            </div>
            {sorted.map((room) => (
              <RoomSection
                key={room.id}
                room={room}
                address={houseAddress(house)}
                sort={sort}
                defaultOpen={rooms.length <= ROOMS_OPEN_MAX}
                onEdit={() => onEditRoom(room)}
              />
            ))}
          </>
        )}
      </C.Content>
    </C.Root>
  );
}
