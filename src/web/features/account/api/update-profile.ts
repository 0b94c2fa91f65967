import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatch } from '../../../../contracts/account';
import type { User } from '../../../../contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/session-query';

/**
 * PATCH /api/auth/user: profile and preferences. A new email address is not applied: the answer's
 * pendingEmail holds it until the code mailed there is confirmed.
 */
export function updateProfile(patch: ProfilePatch): Promise<User> {
  return apiRequest<User>('/api/auth/user', { method: 'PATCH', body: patch });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { handlesErrors: true },
    async onSuccess(user) {
      // The user is refreshed after a settings save; the answer already is the new user.
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
