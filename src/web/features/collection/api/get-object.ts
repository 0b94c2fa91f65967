import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionObject } from '../../../../contracts/collection';
import { apiRequest, isApiError } from '../../../lib/api-client';
import type { Language } from '../../../../contracts/language';
import { useTranslation } from '../../../lib/i18n';
import { collectionKeys } from '../../../lib/query-keys';

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
