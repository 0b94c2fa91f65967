export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'fr' || value === 'en';
}

/** Spec part 1 §1: the stored choice wins; otherwise French for a French browser, English for the rest. */
export function detectLanguage(stored: string | null, navigatorLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return navigatorLanguage?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
