import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface VerifyEmailInput {
  email: string;
  code: string;
}

export function verifyEmail(input: VerifyEmailInput): Promise<{ message: string }> {
  return apiRequest('/api/auth/verify-email', { method: 'POST', body: input });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { handlesErrors: true } });
}
