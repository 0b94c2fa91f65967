import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminFeatureRequestSchema, Flag } from '../../../../contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export type AdminFeatureRequest = z.infer<typeof adminFeatureRequestSchema>;

export type FlagFilter = 'open' | 'approved' | 'rejected' | 'all';

export interface FlaggedContent {
  flags: Flag[];
  featureRequests: AdminFeatureRequest[];
}

/** GET /api/admin/flagged-content?status=: flags to review (newest first) and the latest feature requests. */
export function fetchFlaggedContent(status: FlagFilter, signal?: AbortSignal): Promise<FlaggedContent> {
  return apiRequest<FlaggedContent>(`/api/admin/flagged-content?status=${status}`, { signal });
}

export const flaggedContentQueryOptions = (status: FlagFilter) =>
  queryOptions({
    queryKey: adminKeys.flagged.list(status),
    queryFn: ({ signal }) => fetchFlaggedContent(status, signal),
    staleTime: 30_000,
  });

export function useFlaggedContent(status: FlagFilter) {
  return useQuery(flaggedContentQueryOptions(status));
}
