import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Plus } from 'lucide-react';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { clearTargetRoomId, endCaptureSession, readTargetRoomId } from '../../lib/capture-session';
import { useMoney } from '../../lib/preferences';
import { showToast } from '../../lib/toast';
import { useCreateObject } from '../../api/objects';
import { useRooms } from '../../api/rooms';
import { CreateRoomDialog } from './components/create-room-dialog';
import { PageTop } from './components/page-top';
import { RoomCard } from './components/room-card';
import { readStoredResult, savedObjectBody } from './lib/analysis-result';

/**
 * /room-selection ("Add to Collection", docs/product.md#capture): pick or create a room, the object is saved
 * there.
 */
export default function RoomSelectionPage() {
  const { t } = useTranslation('capture');
  const navigate = useNavigate();
  const [result] = useState(readStoredResult);
  const money = useMoney();
  const rooms = useRooms();
  const createObject = useCreateObject();
  const [savingRoom, setSavingRoom] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const autoSaveStarted = useRef(false);

  function save(roomId: number) {
    if (!result || createObject.isPending) return;
    setSavingRoom(roomId);
    createObject.mutate(savedObjectBody(result, roomId), {
      async onSuccess() {
        showToast({
          title: t('rooms.saved.title'),
          description: t('rooms.saved.message'),
          variant: 'success',
        });
        await endCaptureSession();
        navigate('/collection');
      },
      onError() {
        // A stale target room (deleted meanwhile) must not keep failing: the person picks one instead.
        clearTargetRoomId();
        setSavingRoom(null);
        showToast({
          title: t('rooms.saveFailed.title'),
          description: t('rooms.saveFailed.message'),
          variant: 'destructive',
        });
      },
    });
  }

  useEffect(() => {
    if (!result) {
      navigate('/camera', { replace: true });
      return;
    }
    // A stored target room (set by the collection's "add to this room") saves at once.
    const target = readTargetRoomId();
    if (target && !autoSaveStarted.current) {
      autoSaveStarted.current = true;
      save(target);
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!result) return null;
  const thumbnail = result.photos?.[0]?.thumbnailUrl;
  const busy = savingRoom !== null;

  return (
    <div className="flex flex-1 flex-col gap-4">
      <PageTop title={t('rooms.title')} backTo="/analysis" />
      <section className="flex items-center gap-4 rounded-2xl border border-accent/40 bg-gradient-to-br from-accent/15 to-surface p-4">
        {thumbnail && (
          <img src={thumbnail} alt="" className="h-16 w-16 shrink-0 rounded-xl bg-surface-2 object-cover" />
        )}
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">{result.name}</h2>
          <p className="text-sm text-muted">{t('rooms.estimated')}</p>
          <p className="font-semibold text-accent">
            {result.estimatedValueMax > 0
              ? money.range(result.estimatedValueMin, result.estimatedValueMax)
              : t('results.value.none')}
          </p>
        </div>
      </section>

      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{t('rooms.choose')}</h2>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('rooms.createShort')}
          title={t('rooms.createShort')}
          onClick={() => setDialogOpen(true)}
          disabled={busy}
        >
          <Plus size={20} aria-hidden />
        </Button>
      </div>

      {rooms.isPending ? (
        <Spinner label={t('rooms.loading')} className="py-6" />
      ) : !rooms.data ? (
        <LoadError message={t('rooms.loadFailed')} onRetry={rooms.refetch} retrying={rooms.isFetching} />
      ) : rooms.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-5 text-center text-muted">
          {t('rooms.none')}
        </p>
      ) : (
        <ul className="space-y-3">
          {rooms.data.map((room) => (
            <li key={room.id}>
              <RoomCard
                room={room}
                saving={savingRoom === room.id}
                disabled={busy}
                onChoose={(r) => save(r.id)}
              />
            </li>
          ))}
        </ul>
      )}

      {busy && !rooms.data?.some((r) => r.id === savingRoom) && (
        <Spinner label={t('rooms.saving')} className="justify-center" />
      )}

      <Button variant="outline" className="w-full" onClick={() => setDialogOpen(true)} disabled={busy}>
        <Plus size={18} aria-hidden />
        {t('rooms.create')}
      </Button>

      <CreateRoomDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}
