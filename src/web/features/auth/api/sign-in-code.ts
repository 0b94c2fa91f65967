import type { User } from '../../../../contracts/auth';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * Plain requests, as for the password sign-in (no TanStack Query on the first screens). The server
 * answers the same for any address and keeps the challenge in an httpOnly cookie of this browser: only
 * this browser can use the code it mails.
 */
export function requestSignInCode(email: string): Promise<{ message: string }> {
  return apiRequest('/api/auth/sign-in-code', { method: 'POST', body: { email } });
}

export function signInWithCode(input: { email: string; code: string }): Promise<{ user: User }> {
  return apiRequest('/api/auth/sign-in-code/verify', { method: 'POST', body: input });
}

/** The password sign-in refused by its throttle: the way in is a mailed code. */
export function isLoginLimited(error: unknown): boolean {
  return isApiError(error) && error.code === 'LOGIN_LIMITED';
}
