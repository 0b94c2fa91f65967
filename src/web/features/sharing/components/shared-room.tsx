import { useTranslation } from '../../../lib/i18n';
import type { SharedObject, SharedRoom } from '../../../../contracts/sharing';
import { SharedObjectCard } from './shared-object-card';

/** A shared room's objects as a grid of cards; `heading` is h1 for a room link, h2 inside a house. */
export function SharedRoomView({
  room,
  heading: H,
  onOpen,
}: {
  room: SharedRoom;
  heading: 'h1' | 'h2';
  onOpen: (o: SharedObject) => void;
}) {
  const { t } = useTranslation('sharing');
  return (
    <section aria-labelledby={`room-${room.id}`} className="space-y-3" data-testid="shared-room">
      <div>
        <H
          id={`room-${room.id}`}
          className={H === 'h1' ? 'text-2xl font-bold break-words' : 'text-lg font-semibold break-words'}
        >
          {room.name}
        </H>
        <p className="text-sm text-muted">{t('room.count', { count: room.objects.length })}</p>
      </div>
      {room.objects.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted">
          {t('room.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {room.objects.map((o) => (
            <SharedObjectCard key={o.id} object={o} onOpen={() => onOpen(o)} />
          ))}
        </ul>
      )}
    </section>
  );
}
