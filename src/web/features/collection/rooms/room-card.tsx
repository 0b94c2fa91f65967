import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Pencil, Share2, Trash2 } from 'lucide-react';
import type { Room } from '../../../../contracts/collection';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { roomTypeLabel } from '../../../lib/terms';
import { DossierButton, LabelsButton } from '../components/report-buttons';
import { RoomImage } from '../components/room-visual';
import { ShareDialog } from '../components/share-dialog';

interface RoomCardProps {
  room: Room;
  houseName?: string;
  /** The room's house address, offered for the dossier's cover. */
  address?: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Spec part 2 §2: image by type, name, type label, 'n items', View Items, edit, delete. */
export function RoomCard({ room, houseName, address, onEdit, onDelete }: RoomCardProps) {
  const { t } = useTranslation('collection');
  const [sharing, setSharing] = useState(false);
  return (
    <li className="rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-start gap-3">
        <RoomImage type={room.type} />
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-lg leading-snug font-semibold break-words">{room.name}</h2>
          <p className="truncate text-sm text-muted">
            {roomTypeLabel(t, room.type)}
            {houseName && ` · ${houseName}`}
          </p>
          <Badge className="mt-1.5">{t('rooms.items', { count: room.objectCount })}</Badge>
        </div>
        <div className="-mr-2 -mt-2 flex">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('share.named', { name: room.name })}
            title={t('share.action')}
            onClick={() => setSharing(true)}
          >
            <Share2 size={18} aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('rooms.editNamed', { name: room.name })}
            onClick={onEdit}
          >
            <Pencil size={18} aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('rooms.deleteNamed', { name: room.name })}
            onClick={onDelete}
            className="text-danger"
          >
            <Trash2 size={18} aria-hidden />
          </Button>
        </div>
      </div>
      <Link to={`/collection?room=${room.id}`} className={buttonClasses('secondary', 'sm', 'mt-3 w-full')}>
        {t('rooms.viewItems')}
      </Link>
      {room.objectCount > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          <DossierButton
            scope={{ roomId: room.id }}
            defaultAddress={address}
            label={`${t('reports.dossier')} · ${room.name}`}
            className="flex-1 whitespace-nowrap"
          />
          <LabelsButton
            target={{ room: room.id }}
            label={`${t('reports.labels')} · ${room.name}`}
            className="flex-1 whitespace-nowrap"
          />
        </div>
      )}
      <ShareDialog open={sharing} onOpenChange={setSharing} scope="room" id={room.id} name={room.name} />
    </li>
  );
}
