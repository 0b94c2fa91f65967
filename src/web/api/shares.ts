import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShareBody, PublicShare, Share } from '../../contracts/sharing';
import { apiRequest } from '../lib/api-client';
import { collectionKeys, sharingKeys } from '../lib/query-keys';
import type { Language } from '../../contracts/language';
import { useTranslation } from '../lib/i18n';
import { useOwnErrorsMutation } from './own-errors-mutation';

/** GET /api/shares: the user's read-only links, newest first. */
export function fetchShares(signal?: AbortSignal): Promise<Share[]> {
  return apiRequest<Share[]>('/api/shares', { signal });
}

export const sharesQueryOptions = () =>
  queryOptions({
    queryKey: collectionKeys.shares.list(),
    queryFn: ({ signal }) => fetchShares(signal),
    staleTime: 0,
  });

export function useShares(options: { enabled?: boolean } = {}) {
  return useQuery({ ...sharesQueryOptions(), enabled: options.enabled ?? true });
}

/** POST /api/shares: a read-only link to one of the user's houses, rooms or objects. */
export function createShare(body: CreateShareBody): Promise<Share> {
  return apiRequest<Share>('/api/shares', { method: 'POST', body });
}

export function useCreateShare() {
  // The settings page lists the links under ['shares', ...].
  return useOwnErrorsMutation(createShare, (c) =>
    c.invalidateQueries({ queryKey: collectionKeys.shares.all }),
  );
}

/** DELETE /api/shares/{id}: the link and its photos answer 404 from now on. */
export function revokeShare(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/shares/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSettled: () => client.invalidateQueries({ queryKey: collectionKeys.shares.all }),
  });
}

/**
 * GET /api/public/shares/{token}: what the link shows, the analyzer's words in the visitor's language;
 * 404 once it expired or was revoked.
 */
export function fetchPublicShare(
  token: string,
  language: Language,
  signal?: AbortSignal,
): Promise<PublicShare> {
  return apiRequest<PublicShare>(`/api/public/shares/${encodeURIComponent(token)}?language=${language}`, {
    signal,
  });
}

export const publicShareQueryOptions = (token: string, language: Language) =>
  queryOptions({
    queryKey: sharingKeys.detail(token, language),
    queryFn: ({ signal }) => fetchPublicShare(token, language, signal),
    // A revoked link must not keep showing from the cache: ask again on every visit.
    staleTime: 0,
    gcTime: 0,
  });

/** The page words its own errors (an expired link is a page, not a toast). */
export function usePublicShare(token: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...publicShareQueryOptions(token, i18n.language), meta: { handlesErrors: true } });
}
