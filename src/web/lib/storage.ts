/** Every browser-storage key the web app owns, so logout can clear everything but the language. */
export const LANGUAGE_KEY = 'trouvaille.language';
export const PENDING_VERIFICATION_EMAIL_KEY = 'pendingVerificationEmail';
export const THEME_KEY = 'theme';
/** The privacy switch lives in persistent local storage under this name. */
export const HIDE_VALUES_KEY = 'hideValues';
/** Where to go once signed in (an invitation's page), kept across the e-mail check (lib/return-to.ts). */
export const RETURN_TO_KEY = 'returnTo';

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage; the app still works without persistence.
  }
}

/** Logout wipes local and session storage but keeps the chosen language (it is not account data). */
export function clearStorageKeepingLanguage(): void {
  const language = readLocal(LANGUAGE_KEY);
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // ignore: nothing to clear when storage is unavailable
  }
  if (language) writeLocal(LANGUAGE_KEY, language);
  writeLocal(THEME_KEY, 'dark');
}
