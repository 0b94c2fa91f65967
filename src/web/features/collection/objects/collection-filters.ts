import { objectSorts, type ObjectSort } from '../../../../contracts/collection';

/** What /collection shows, kept in the address so a filtered view can be linked to (?room=, ?period=month). */
export interface CollectionFilters {
  roomId?: number;
  thisMonth: boolean;
  q: string;
  sort: ObjectSort;
}

export function readFilters(params: URLSearchParams): CollectionFilters {
  const room = Number(params.get('room'));
  const sort = params.get('sort');
  return {
    roomId: Number.isSafeInteger(room) && room > 0 ? room : undefined,
    thisMonth: params.get('period') === 'month',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: (objectSorts as readonly string[]).includes(sort ?? '') ? (sort as ObjectSort) : 'newest',
  };
}

export function writeFilters(filters: CollectionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.roomId !== undefined) params.set('room', String(filters.roomId));
  if (filters.thisMonth) params.set('period', 'month');
  if (filters.q) params.set('q', filters.q);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** The first instant of the current month in the person's own time zone. */
export function startOfMonth(now: Date = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
}
