import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';

export interface ForgotPasswordInput {
  email: string;
  language?: Language;
}

export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiRequest('/api/auth/forgot-password', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { handlesErrors: true } });
}
