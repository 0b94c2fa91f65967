import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { Room } from '../../../../contracts/collection';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { roomTypeLabel } from '../../../lib/terms';
import { PlaceCard } from '../components/place-card';
import { PlaceReports } from '../components/report-buttons';
import { RoomImage } from '../components/room-visual';

interface RoomCardProps {
  room: Room;
  houseName?: string;
  /** The room's house address, offered for the dossier's cover. */
  address?: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Image by type, name, type label, 'n items', View Items, edit, delete. */
export function RoomCard({ room, houseName, address, onEdit, onDelete }: RoomCardProps) {
  const { t } = useTranslation('collection');
  return (
    <PlaceCard
      share={{ scope: 'room', id: room.id }}
      name={room.name}
      visual={<RoomImage type={room.type} />}
      subtitle={
        <>
          {roomTypeLabel(t, room.type)}
          {houseName && ` · ${houseName}`}
        </>
      }
      badge={<Badge className="mt-1.5">{t('rooms.items', { count: room.objectCount })}</Badge>}
      editLabel={t('rooms.editNamed', { name: room.name })}
      onEdit={onEdit}
      deleteLabel={t('rooms.deleteNamed', { name: room.name })}
      onDelete={onDelete}
    >
      <Link to={`/collection?room=${room.id}`} className={buttonClasses('secondary', 'sm', 'mt-3 w-full')}>
        {t('rooms.viewItems')}
      </Link>
      {room.objectCount > 0 && (
        <PlaceReports place={{ room: room.id }} name={room.name} defaultAddress={address} className="mt-2" />
      )}
    </PlaceCard>
  );
}
