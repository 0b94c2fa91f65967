import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Camera, PackageOpen, SearchX } from 'lucide-react';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { startNewCaptureSession } from '../../lib/capture-session';
import { EmptyState } from './components/empty-state';
import { useObjects } from '../../api/objects';
import { useHouses } from '../../api/houses';
import { useRooms } from '../../api/rooms';
import { useCanEdit, useCurrentCollection } from '../../api/collections';
import { collectionLabel } from '../../lib/collection-name';
import { DossierButton, houseAddress } from './components/report-buttons';
import {
  readFilters,
  startOfMonth,
  writeFilters,
  type CollectionFilters,
} from './objects/collection-filters';
import { FilterBar } from './objects/filter-bar';
import { ObjectList } from './objects/object-list';

const PAGE_SIZE = 30;

/** The collection, filtered by room (?room=) or to this month, searched and sorted (decision 005). */
export default function CollectionPage() {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const rooms = useRooms();
  const houses = useHouses();
  // A viewer (decision 037) adds nothing.
  const canEdit = useCanEdit();
  // In someone else's collection (decision 037) the title names it, not "My collection".
  const current = useCurrentCollection().data;
  const title = current && !current.own ? collectionLabel(t, current) : t('collection.title');
  // The month is fixed when the filter is read, so the query key stays the same while scrolling.
  const since = useMemo(() => (filters.thisMonth ? startOfMonth() : undefined), [filters.thisMonth]);
  const objects = useObjects({
    roomId: filters.roomId,
    q: filters.q || undefined,
    sort: filters.sort,
    since,
    limit: PAGE_SIZE,
  });
  const items = objects.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = filters.roomId !== undefined || filters.thisMonth || filters.q !== '';
  const room = rooms.data?.find((r) => r.id === filters.roomId);
  const roomName = room?.name;
  const roomHouseId = room?.houseId;

  const onChange = useCallback(
    (next: CollectionFilters) => setParams(writeFilters(next), { replace: true }),
    [setParams],
  );

  function appraise() {
    startNewCaptureSession();
    navigate('/camera');
  }

  return (
    <div className="flex flex-1 flex-col gap-4 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 text-2xl font-bold break-words">
          {roomName ? t('collection.titleInRoom', { name: roomName }) : title}
        </h1>
        {/* Of the room shown, or of everything; the room's house (else the main house) gives the address. */}
        <DossierButton
          scope={filters.roomId !== undefined ? { roomId: filters.roomId } : {}}
          defaultAddress={houseAddress(
            houses.data?.find((h) => (roomHouseId === undefined ? h.isMain : h.id === roomHouseId)),
          )}
        />
      </div>
      <FilterBar filters={filters} roomName={roomName} onChange={onChange} />
      {objects.isPending ? (
        <Spinner className="mx-auto mt-8" label={t('common:status.loading')} />
      ) : objects.isError ? (
        <LoadError
          message={t('collection.loadFailed')}
          onRetry={objects.refetch}
          retrying={objects.isFetching}
        >
          {filtered && (
            <Button variant="ghost" onClick={() => onChange({ thisMonth: false, q: '', sort: filters.sort })}>
              {t('collection.clearFilters')}
            </Button>
          )}
        </LoadError>
      ) : items.length === 0 ? (
        <EmptyState
          icon={
            filtered ? (
              <SearchX size={40} aria-hidden className="text-muted" />
            ) : (
              <PackageOpen size={40} aria-hidden className="text-muted" />
            )
          }
          title={filtered ? t('collection.noMatchTitle') : t('collection.emptyTitle')}
          text={filtered ? t('collection.noMatchText') : t('collection.emptyText')}
        >
          {filtered ? (
            <Button
              className="mt-5"
              variant="outline"
              onClick={() => onChange({ thisMonth: false, q: '', sort: filters.sort })}
            >
              {t('collection.clearFilters')}
            </Button>
          ) : canEdit ? (
            <Button className="mt-5" onClick={appraise}>
              <Camera size={18} aria-hidden />
              {t('collection.appraise')}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <ObjectList
          items={items}
          hasMore={!!objects.hasNextPage}
          loadingMore={objects.isFetchingNextPage}
          onLoadMore={() => {
            // Asking again while a page is on its way would restart it.
            if (!objects.isFetchingNextPage) void objects.fetchNextPage();
          }}
        />
      )}
    </div>
  );
}
