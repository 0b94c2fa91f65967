import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '../../../../contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/users/{id}: the row plus subscription, payments and open flags. */
export function fetchAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return apiRequest<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal });
}

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user.detail(id),
    queryFn: ({ signal }) => fetchAdminUser(id, signal),
  });

export function useAdminUser(id: string | null) {
  return useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: id !== null });
}
