import type { User } from '../../../../contracts/auth';
import { apiRequest, isApiError } from '../../../lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** A plain request, not a mutation: the sign-in screen does not download TanStack Query (decision 012). */
export function login(input: LoginInput): Promise<{ user: User }> {
  return apiRequest('/api/auth/login', { method: 'POST', body: input });
}

/** A code, the requiresVerification flag or the wording all mean "verify your address first". */
export function needsVerification(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const body = (error.body ?? {}) as { requiresVerification?: unknown };
  return (
    error.code === 'EMAIL_NOT_VERIFIED' ||
    body.requiresVerification === true ||
    /verify your email/i.test(error.serverMessage ?? '')
  );
}
