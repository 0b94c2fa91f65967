import { readLocal, RETURN_TO_KEY, writeLocal } from './storage';

/**
 * Where a person goes once signed in when a page sent them to sign in first (an invitation's link,
 * decision 037): the `next` parameter of /login, /login-code and /register, and a copy kept on the device
 * for a day, since a new account's e-mail check may open in another tab and end on /login without it.
 * Only a path of this site: an address elsewhere (`//host`, `https:`) would make the sign-in page an open
 * redirect.
 */

const KEPT_MS = 24 * 60 * 60 * 1000;
const FALLBACK = '/dashboard';

/** The path itself when it is one of this site's, else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // No control characters or spaces (a tab or newline in `/\t/host` is dropped by URL parsers).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

/** `?next=` for a sign-in or sign-up link that comes back to `path`. */
export function nextQuery(path: string | null | undefined): string {
  const safe = safeReturnPath(path);
  return safe ? `?next=${encodeURIComponent(safe)}` : '';
}

/** Keeps `path` on the device for the sign-in that may follow in another tab. */
export function rememberReturn(path: string | null | undefined, now = Date.now()): void {
  const safe = safeReturnPath(path);
  if (safe) writeLocal(RETURN_TO_KEY, JSON.stringify({ path: safe, at: now }));
}

function keptReturn(now: number): string | null {
  try {
    const kept = JSON.parse(readLocal(RETURN_TO_KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (!kept || typeof kept.path !== 'string' || typeof kept.at !== 'number') return null;
    return now - kept.at <= KEPT_MS ? safeReturnPath(kept.path) : null;
  } catch {
    return null;
  }
}

/**
 * Where to go once signed in: `next`, else the kept path, else the dashboard. A sign-in page reads it once
 * as it opens (its two ways to the next screen go to the same place) and forgets it once signed in.
 */
export function returnPath(next: string | null | undefined, now = Date.now()): string {
  return safeReturnPath(next) ?? keptReturn(now) ?? FALLBACK;
}

/** The kept path served: a later sign-in goes to the dashboard again. */
export function forgetReturn(): void {
  writeLocal(RETURN_TO_KEY, null);
}
