import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminStats,
  AdminUserDetail,
  AdminUserRow,
  Flag,
  InstanceSettings,
  InstanceSettingsPatch,
  Revenue,
  adminFeatureRequestSchema,
} from '../../contracts/admin';
import type { PlanId } from '../../contracts/plans';
import { apiRequest } from '../lib/api-client';
import { adminKeys, invalidateKeys } from '../lib/query-keys';

/** The administration's calls (decision 033): statistics, users and their plans, settings, flags. */

/** GET /api/admin/revenue: the last 12 calendar months, oldest first, in euros. */
export function fetchRevenue(signal?: AbortSignal): Promise<Revenue> {
  return apiRequest<Revenue>('/api/admin/revenue', { signal });
}

export const revenueQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.revenue.detail(),
    queryFn: ({ signal }) => fetchRevenue(signal),
    staleTime: 60_000,
  });

export function useRevenue() {
  return useQuery(revenueQueryOptions());
}

/** GET /api/admin/settings: how the instance behaves for every user. */
export function fetchSettings(signal?: AbortSignal): Promise<InstanceSettings> {
  return apiRequest<InstanceSettings>('/api/admin/settings', { signal });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings.detail(),
    queryFn: ({ signal }) => fetchSettings(signal),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** PATCH /api/admin/settings: answers the settings as saved. */
export function updateSettings(patch: InstanceSettingsPatch): Promise<InstanceSettings> {
  return apiRequest<InstanceSettings>('/api/admin/settings', { method: 'PATCH', body: patch });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    meta: { handlesErrors: true },
    onSuccess(saved) {
      queryClient.setQueryData(settingsQueryOptions().queryKey, saved);
    },
  });
}

/** GET /api/admin/stats: figures computed from data, growth against the previous 30 days, churn. */
export function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest<AdminStats>('/api/admin/stats', { signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats.detail(),
    queryFn: ({ signal }) => fetchAdminStats(signal),
    staleTime: 30_000,
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}

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

export interface ReviewInput {
  id: string;
  decision: 'approve' | 'reject';
}

/** POST /api/admin/flags/{id}/approve or /reject: the flag leaves the open list, marked by this admin. */
export function reviewFlag({ id, decision }: ReviewInput): Promise<Flag> {
  return apiRequest<Flag>(`/api/admin/flags/${encodeURIComponent(id)}/${decision}`, { method: 'POST' });
}

export function useReviewFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewFlag,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.flagged.all }),
  });
}

/** POST /api/admin/users/{id}/plan: the plan an administrator gives an account (self-hosted, decision 035). */
export function setPlan({ id, planId }: { id: string; planId: PlanId }): Promise<AdminUserDetail> {
  return apiRequest<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}/plan`, {
    method: 'POST',
    body: { planId },
  });
}

export function useSetPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlan,
    meta: { handlesErrors: true },
    async onSuccess(detail) {
      queryClient.setQueryData(adminUserQueryOptions(detail.id).queryKey, detail);
      await invalidateKeys(queryClient, [adminKeys.users.all, adminKeys.stats.all]);
    },
  });
}

export interface SuspendInput {
  id: string;
  suspend: boolean;
  reason?: string;
}

/**
 * POST /api/admin/users/{id}/suspend (optional reason) or /reinstate. Suspension ends the user's sessions
 * and refuses their sign-in with ACCOUNT_SUSPENDED.
 */
export function setSuspended({ id, suspend, reason }: SuspendInput): Promise<AdminUserDetail> {
  const path = `/api/admin/users/${encodeURIComponent(id)}/${suspend ? 'suspend' : 'reinstate'}`;
  return apiRequest<AdminUserDetail>(path, {
    method: 'POST',
    body: suspend ? (reason ? { reason } : {}) : undefined,
  });
}

export function useSetSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSuspended,
    meta: { handlesErrors: true },
    async onSuccess(detail) {
      queryClient.setQueryData(adminUserQueryOptions(detail.id).queryKey, detail);
      await invalidateKeys(queryClient, [adminKeys.users.all, adminKeys.stats.all]);
    },
  });
}
