import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '../../../../contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export interface AdminUsersPage {
  users: AdminUserRow[];
  nextCursor: string | null;
}

/** GET /api/admin/users?q=&cursor=: q matches email, username, first or last name; newest first, by pages. */
export function fetchAdminUsers(
  q: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  const params = new URLSearchParams({ limit: '30' });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<AdminUsersPage>(`/api/admin/users?${params}`, { signal });
}

export const adminUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users.list(q),
    queryFn: ({ pageParam, signal }) => fetchAdminUsers(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export function useAdminUsers(q: string) {
  return useInfiniteQuery(adminUsersQueryOptions(q));
}
