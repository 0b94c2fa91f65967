import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Share2, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ShareDialog } from './share-dialog';
import { EditPlaceButton } from './edit-place-button';
import { useCanEdit } from '../../../api/collections';

interface PlaceCardProps {
  /** What the share link shows: this house or this room. */
  share: { scope: 'house' | 'room'; id: number };
  name: string;
  visual: ReactNode;
  subtitle: ReactNode;
  badge?: ReactNode;
  editLabel: string;
  onEdit: () => void;
  /** Without it the card has no delete button (the last house). */
  deleteLabel?: string;
  onDelete: () => void;
  data?: Record<`data-${string}`, string | number>;
  children?: ReactNode;
}

/** A house or a room as a card: its picture, name, type line, badge, and share, edit and delete. */
export function PlaceCard(props: PlaceCardProps) {
  const { share, name, editLabel, deleteLabel } = props;
  const { t } = useTranslation('collection');
  const [sharing, setSharing] = useState(false);
  // A viewer of the collection (decision 037) shares, edits and deletes nothing.
  const canEdit = useCanEdit();
  return (
    <li className="rounded-2xl border border-border bg-surface p-4" {...props.data}>
      <div className="flex items-start gap-3">
        {props.visual}
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-lg leading-snug font-semibold break-words">{name}</h2>
          <p className="truncate text-sm text-muted">{props.subtitle}</p>
          {props.badge}
        </div>
        <div className="-mr-2 -mt-2 flex">
          {canEdit && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('share.named', { name })}
              title={t('share.action')}
              onClick={() => setSharing(true)}
            >
              <Share2 size={18} aria-hidden />
            </Button>
          )}
          <EditPlaceButton label={editLabel} size={18} onClick={props.onEdit} />
          {deleteLabel && canEdit && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={deleteLabel}
              onClick={props.onDelete}
              className="text-danger"
            >
              <Trash2 size={18} aria-hidden />
            </Button>
          )}
        </div>
      </div>
      {props.children}
      <ShareDialog open={sharing} onOpenChange={setSharing} scope={share.scope} id={share.id} name={name} />
    </li>
  );
}
