import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CollectionObject,
  CreateObjectBody,
  ObjectPage,
  ObjectSort,
  PatchObjectBody,
} from '../../contracts/collection';
import { apiRequest, isApiError } from '../lib/api-client';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { collectionKeys, dashboardKeys, invalidateKeys } from '../lib/query-keys';
import type { Language } from '../../contracts/language';
import { invalidateCollection } from './collection-changes';
import type { AnalysisResponse } from '../../contracts/analysis-api';

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

/**
 * GET /api/objects/{id} in the reader's language (the analyzer's words in it, the owner's as typed); a
 * missing or foreign object is null (the screen says "Object not found").
 */
export async function fetchObject(
  id: number,
  language: Language,
  signal?: AbortSignal,
): Promise<CollectionObject | null> {
  try {
    return await apiRequest<CollectionObject>(`/api/objects/${id}?language=${language}`, { signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const objectQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: collectionKeys.object.detail(id, language),
    queryFn: ({ signal }) => fetchObject(id, language, signal),
    staleTime: 30_000,
  });

export function useObject(id: number, options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  return useQuery({ ...objectQueryOptions(id, i18n.language), enabled: options.enabled ?? true });
}

/** What the screen sends: the contract's body before its defaults apply. */
export type CreateObjectInput = Partial<CreateObjectBody> & Pick<CreateObjectBody, 'name' | 'roomId'>;

export function createObject(input: CreateObjectInput): Promise<CollectionObject> {
  return apiRequest<CollectionObject>('/api/objects', { method: 'POST', body: input, idempotent: true });
}

export function useCreateObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createObject,
    meta: { handlesErrors: true },
    // Objects, rooms (their counts) and dashboard figures follow a new object; its estimate
    // is the first entry of the collection's value history.
    onSuccess: () =>
      invalidateKeys(queryClient, [
        collectionKeys.objects.all,
        collectionKeys.rooms.all,
        collectionKeys.houses.all,
        dashboardKeys.stats.all,
        dashboardKeys.valueHistory.all,
      ]),
  });
}

/** What the screen sends: lists may still be comma text (the contract splits and trims them). */
export type UpdateObjectInput = { id: number } & Partial<Record<keyof PatchObjectBody, unknown>>;

/** PATCH /api/objects/{id}: edited fields, new photos as data URLs, or only one of the two dialogs' parts. */
/** The answer comes in the reader's language, as the object screen reads it (decision 030). */
export function updateObject({ id, ...body }: UpdateObjectInput): Promise<CollectionObject> {
  return apiRequest<CollectionObject>(`/api/objects/${id}?language=${currentLanguage()}`, {
    method: 'PATCH',
    body,
  });
}

export function useUpdateObject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateObject,
    onSuccess: (object) => {
      client.setQueryData(collectionKeys.object.detail(object.id, currentLanguage()), object);
      return invalidateCollection(client);
    },
    meta: { handlesErrors: true },
  });
}

/** DELETE /api/objects/{id}: the object and the photos no other object uses. */
export function deleteObject(id: number): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/objects/${id}`, { method: 'DELETE' });
}

export function useDeleteObject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteObject,
    onSuccess: (_result, id) => {
      // The detail screen is left at once: its queries must not refetch a deleted object (a 404 is retried,
      // and the invalidation below waits for active queries, holding the "deleted" toast back).
      // Every query about it goes, whichever feature keyed it ({ id } or { objectId }).
      client.removeQueries({
        predicate: ({ queryKey }) => {
          const [name, params] = queryKey as [unknown, { id?: number; objectId?: number } | undefined];
          return (name === collectionKeys.object.all[0] && params?.id === id) || params?.objectId === id;
        },
      });
      return invalidateCollection(client);
    },
    meta: { handlesErrors: true },
  });
}

/** POST /api/reanalyze {objectId}: a new analysis of the object's photos (counts as a monthly analysis). */
export function reanalyzeObject(input: { objectId: number; language: Language }): Promise<AnalysisResponse> {
  return apiRequest<AnalysisResponse>('/api/reanalyze', { method: 'POST', body: input });
}

export function useReanalyzeObject() {
  return useMutation({ mutationFn: reanalyzeObject, meta: { handlesErrors: true } });
}
