// The interface language, chosen the same way by the web app (src/web/lib/i18n.ts) and by the server when
// it sends a first screen with that language's translations preloaded (src/server/spa.ts).
export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];

/**
 * The language chosen on this device, as a cookie beside its local-storage copy: the server cannot read
 * local storage, and a page sent with the other language's translations preloaded fetches its own late.
 */
export const LANGUAGE_COOKIE = 'trouvaille-language';

export function isLanguage(value: unknown): value is Language {
  return value === 'fr' || value === 'en';
}

/** The stored choice wins; otherwise French for a French browser, English for the rest. */
export function detectLanguage(stored: string | null, navigatorLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return navigatorLanguage?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
