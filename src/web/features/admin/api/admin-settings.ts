import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstanceSettings, InstanceSettingsPatch } from '../../../../contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

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
