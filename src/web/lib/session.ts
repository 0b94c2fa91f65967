import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../contracts/auth';
import { apiRequest, isApiError } from './api-client';
import { clearStorageKeepingLanguage } from './storage';

// The signed-in user is read by the shell, the guard and several features, so it lives in lib/
// (features never import each other).

/** GET /api/auth/user: 401/403 mean "nobody is signed in", not an error. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiRequest<User>('/api/auth/user', { signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-user', {}] as const,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
  });

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled ?? true });
}

export function displayName(user: Pick<User, 'username' | 'firstName' | 'email'>): string {
  if (user.username) return user.username;
  if (user.firstName) return user.firstName;
  const at = user.email.indexOf('@');
  return at > 0 ? user.email.slice(0, at) : user.email;
}

/**
 * Spec part 1 §4: forget every cached answer and stored value (but the language), then let the server
 * end the session; it answers with a redirect to /?force_auth=true and the landing says goodbye.
 */
export function logout(client: QueryClient): void {
  client.clear();
  clearStorageKeepingLanguage();
  // Captured photos live in IndexedDB: they go before the page does (a second at most). Loaded on demand
  // so the photo store stays out of the first screen's bundle.
  const leave = () => window.location.assign('/api/logout');
  const forget = import('./photo-store').then((m) => m.deletePhotoDatabase());
  void Promise.race([forget, new Promise((r) => setTimeout(r, 1000))]).then(leave, leave);
}
