import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/session-query';

/** DELETE /api/auth/user/pending-email: forget the address waiting for its code. */
export function cancelEmailChange(): Promise<User> {
  return apiRequest<User>('/api/auth/user/pending-email', { method: 'DELETE' });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess(user) {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}
