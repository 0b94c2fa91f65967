import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/session-query';

/** POST /api/auth/confirm-email-change: the code mailed to the new address switches the account to it. */
export function confirmEmailChange(code: string): Promise<User> {
  return apiRequest<User>('/api/auth/confirm-email-change', { method: 'POST', body: { code } });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    meta: { handlesErrors: true },
    onSuccess(user) {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}
