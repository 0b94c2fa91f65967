import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';

export interface RegisterInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  language?: Language;
}

export function register(input: RegisterInput): Promise<{ email: string; message: string }> {
  return apiRequest('/api/auth/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { handlesErrors: true } });
}
