import { Bed, BookOpen, Briefcase, CookingPot, DoorOpen, Sofa, type LucideIcon } from 'lucide-react';
import type { RoomType } from '../../../../contracts/collection';
import { cn } from '../../../components/ui/cn';

// An icon by type (living_room, bedroom, kitchen, study), a default for the rest.
const icons: Partial<Record<RoomType, LucideIcon>> = {
  living_room: Sofa,
  bedroom: Bed,
  kitchen: CookingPot,
  study: BookOpen,
  office: Briefcase,
};

// The rooms screen's "image by type": a tinted tile, so rooms tell apart at a glance without stock photos.
const tints: Record<RoomType, string> = {
  living_room: 'from-amber-500/30 to-amber-900/20 text-amber-300',
  bedroom: 'from-indigo-500/30 to-indigo-900/20 text-indigo-300',
  kitchen: 'from-emerald-500/30 to-emerald-900/20 text-emerald-300',
  study: 'from-sky-500/30 to-sky-900/20 text-sky-300',
  office: 'from-slate-400/30 to-slate-800/20 text-slate-300',
  custom: 'from-rose-500/25 to-rose-900/20 text-rose-300',
};

export function RoomIcon({
  type,
  size = 20,
  className,
}: {
  type: RoomType;
  size?: number;
  className?: string;
}) {
  const Icon = icons[type] ?? DoorOpen;
  return <Icon size={size} aria-hidden className={className} />;
}

/** A square picture of the room's type (decorative: the name and type label are next to it). */
export function RoomImage({ type, className }: { type: RoomType; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-xl bg-gradient-to-br',
        tints[type],
        className ?? 'h-16 w-16',
      )}
    >
      <RoomIcon type={type} size={30} />
    </span>
  );
}
