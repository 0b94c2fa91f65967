import { displayName as nameOf } from '../../contracts/people';
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../contracts/auth';
import { SESSION_USER_ELEMENT } from '../../contracts/page-data';
import { apiRequest, isApiError } from './api-client';
import { clearStorageKeepingLanguage } from './storage';

// The signed-in user is read by the shell, the guard and several features, so it lives in lib/
// (features never import each other). The first screens (/ and /login) read it here, with plain
// requests: TanStack Query is not downloaded there (decision 012). Once the query client is loaded it
// keeps its `auth-user` query and this store equal (lib/query-client.ts), both ways.

/** GET /api/auth/user: 401/403 mean "nobody is signed in", not an error. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiRequest<User>('/api/auth/user', { signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/**
 * The user the server wrote into a signed-in first screen (/dashboard), read once: the shell, the header
 * and the page paint without waiting for GET /api/auth/user. Removed from the page once read, so nothing
 * reads it again after a sign-out.
 */
function userInPage(): User | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SESSION_USER_ELEMENT);
  if (!element) return undefined;
  element.remove();
  try {
    const user = JSON.parse(element.textContent ?? '') as User | null;
    // Only a user counts: the shell the service worker serves offline carries no one, which is "not
    // known", never "signed out" (that would delete the copy kept for reading offline).
    if (user && typeof user.id === 'string') return user;
    return undefined;
  } catch {
    return undefined;
  }
}

/** undefined: not known yet; null: nobody is signed in. */
let sessionUser: User | null | undefined = userInPage();
const listeners = new Set<() => void>();
let asking: Promise<User | null> | null = null;

export function getSessionUser(): User | null | undefined {
  return sessionUser;
}

export function setSessionUser(user: User | null): void {
  if (user === sessionUser) return;
  sessionUser = user;
  listeners.forEach((notify) => notify());
}

export function subscribeSession(notify: () => void): () => void {
  listeners.add(notify);
  return () => void listeners.delete(notify);
}

/**
 * Asks the server who is signed in and keeps the answer. One request at a time: whoever asks meanwhile
 * (the shell, the guard's query) shares it. Rejects when the server cannot be reached.
 */
export function askSession(): Promise<User | null> {
  asking ??= fetchCurrentUser()
    .then((user) => {
      setSessionUser(user);
      return user;
    })
    .finally(() => (asking = null));
  return asking;
}

/** The signed-in user as last known (undefined while nobody has asked), rendering again when it changes. */
export function useSessionUser(): User | null | undefined {
  return useSyncExternalStore(subscribeSession, getSessionUser, getSessionUser);
}

/** The one name every screen calls the person by (src/contracts/people.ts), for the signed-in user. */
export function displayName(user: Pick<User, 'username' | 'firstName' | 'email'>): string {
  return nameOf({ firstName: user.firstName ?? null, username: user.username ?? null, email: user.email });
}

/**
 * Logout (docs/product.md#accounts): forget every cached answer and stored value (but the language), then
 * let the server end the session; it answers with a redirect to /?force_auth=true and the landing says
 * goodbye.
 */
export function logout(client: QueryClient): void {
  client.clear();
  clearStorageKeepingLanguage();
  // Captured photos, the photos waiting for the connection and the copy kept for reading offline
  // (decision 028) live in IndexedDB and Cache Storage: they go before the page does (a second at most).
  // Loaded on demand so these stores stay out of the first screen's bundle.
  const leave = () => window.location.assign('/api/logout');
  const forget = Promise.all([
    import('./photo-store').then((m) => m.deletePhotoDatabase()),
    import('./offline-data').then((m) => m.forgetOfflineData()),
    import('./capture-queue').then((m) => m.deleteCaptureQueue()),
  ]);
  void Promise.race([forget, new Promise((r) => setTimeout(r, 1000))]).then(leave, leave);
}
