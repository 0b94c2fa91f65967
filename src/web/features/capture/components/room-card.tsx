import { useTranslation } from '../../../lib/i18n';
import {
  BedDouble,
  Boxes,
  Briefcase,
  ChevronRight,
  CookingPot,
  Library,
  Sofa,
  type LucideIcon,
} from 'lucide-react';
import { readRoomType, type Room, type RoomType } from '../../../../contracts/collection';
import { Spinner } from '../../../components/ui/spinner';
import { roomTypeLabel } from '../../../lib/terms';
import { itemCountLabel } from '../lib/rooms';

/** One picture per room type (docs/product.md#capture); unknown types read as custom. */
const icons: Record<RoomType, { Icon: LucideIcon; tint: string }> = {
  living_room: { Icon: Sofa, tint: 'from-amber-500/30 to-amber-900/20 text-amber-300' },
  bedroom: { Icon: BedDouble, tint: 'from-indigo-500/30 to-indigo-900/20 text-indigo-300' },
  kitchen: { Icon: CookingPot, tint: 'from-emerald-500/30 to-emerald-900/20 text-emerald-300' },
  study: { Icon: Library, tint: 'from-rose-500/30 to-rose-900/20 text-rose-300' },
  office: { Icon: Briefcase, tint: 'from-sky-500/30 to-sky-900/20 text-sky-300' },
  custom: { Icon: Boxes, tint: 'from-zinc-400/30 to-zinc-800/20 text-zinc-200' },
};

export function RoomTypeThumbnail({ type }: { type: string }) {
  const { Icon, tint } = icons[readRoomType(type)];
  return (
    <span
      aria-hidden
      className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br ${tint}`}
    >
      <Icon size={28} />
    </span>
  );
}

interface RoomCardProps {
  room: Room;
  saving: boolean;
  disabled: boolean;
  onChoose: (room: Room) => void;
}

export function RoomCard({ room, saving, disabled, onChoose }: RoomCardProps) {
  const { t } = useTranslation('capture');
  const count = itemCountLabel(room.objectCount);
  return (
    <button
      type="button"
      onClick={() => onChoose(room)}
      disabled={disabled}
      aria-label={t('rooms.saveInto', { name: room.name })}
      className="flex w-full items-center gap-4 rounded-2xl border border-border bg-surface p-3 text-left transition-colors hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-60"
    >
      <span className="relative">
        <RoomTypeThumbnail type={room.type} />
        {count.badge && (
          <span className="absolute -right-2 -top-2 min-w-6 rounded-full bg-accent px-1.5 text-center text-xs font-bold leading-6 text-accent-fg">
            {count.badge}
          </span>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{room.name}</span>
        <span className="block text-sm text-muted">
          {roomTypeLabel(t, room.type)} ·{' '}
          {count.count === 0 ? t('rooms.empty') : t('rooms.items', { count: count.count })}
        </span>
      </span>
      {saving ? <Spinner /> : <ChevronRight size={20} aria-hidden className="text-muted" />}
    </button>
  );
}
