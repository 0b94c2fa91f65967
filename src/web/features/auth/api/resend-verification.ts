import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';

export interface ResendVerificationInput {
  email: string;
  language?: Language;
}

/** The server answers the same whether or not the address exists (no account probing). */
export function resendVerification(input: ResendVerificationInput): Promise<{ message: string }> {
  return apiRequest('/api/auth/resend-verification', { method: 'POST', body: input });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { handlesErrors: true } });
}
