import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/auth/user: the password proves it is the owner; data and photos go, the session ends. */
export function deleteAccount(password: string): Promise<{ message: string }> {
  return apiRequest('/api/auth/user', { method: 'DELETE', body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { handlesErrors: true } });
}
