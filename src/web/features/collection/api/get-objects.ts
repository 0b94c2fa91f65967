import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ObjectPage, ObjectSort } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { collectionKeys } from '../../../lib/query-keys';

export interface ObjectsParams {
  roomId?: number;
  q?: string;
  sort: ObjectSort;
  /** ISO instant: objects created at or after it (the this-month filter). */
  since?: string;
  limit: number;
  /** The reader's: the analyzer's names come in it (decision 030). */
  language?: Language;
}

/**
 * GET /api/objects?limit&cursor&roomId&q&sort&since&language: one page of list items (thumbnails, no full
 * photos).
 */
export function fetchObjectsPage(
  params: ObjectsParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ObjectPage> {
  const search = new URLSearchParams({ limit: String(params.limit), sort: params.sort });
  if (params.roomId !== undefined) search.set('roomId', String(params.roomId));
  if (params.q) search.set('q', params.q);
  if (params.since) search.set('since', params.since);
  if (params.language) search.set('language', params.language);
  if (cursor) search.set('cursor', cursor);
  return apiRequest<ObjectPage>(`/api/objects?${search}`, { signal });
}

export const objectsQueryOptions = (asked: ObjectsParams) => {
  const params = { ...asked, language: asked.language ?? currentLanguage() };
  return infiniteQueryOptions({
    queryKey: collectionKeys.objects.list(params),
    queryFn: ({ pageParam, signal }) => fetchObjectsPage(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });
};

/** Pages of the collection: large collections load as the person scrolls, never all at once. */
export function useObjects(params: ObjectsParams, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...objectsQueryOptions(params), enabled: options.enabled ?? true });
}
