import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, type Language } from './language';
import { LANGUAGE_KEY, readLocal, writeLocal } from './storage';

// Every namespace, `common` (shell, toasts, error catalogue) included, is a small chunk per language,
// fetched when first needed: a visitor downloads one language. The first render waits for `common`
// (react-i18next suspends), so the first paint is already in the right language.
const lazy = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = lazy[`../locales/${lng}/${ns}.json`];
    if (!load) return callback(new Error(`No translations for ${lng}/${ns}`), false);
    load().then(
      (data) => callback(null, data as never),
      (error: Error) => callback(error, false),
    );
  },
};

const initial = detectLanguage(
  readLocal(LANGUAGE_KEY),
  typeof navigator === 'undefined' ? undefined : navigator.language,
);

// Screen readers and the browser's own spell-checking follow <html lang>: set at once (the translations
// arrive a moment later, and i18next only announces the language once they have), then on each change.
const setHtmlLang = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
setHtmlLang(initial);
i18n.on('languageChanged', setHtmlLang);

void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: initial,
    supportedLngs: ['fr', 'en'],
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    showSupportNotice: false,
  });

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'fr';
}

/** Changes the interface language at once and remembers it on this device. */
export function setLanguage(lng: Language): Promise<unknown> {
  writeLocal(LANGUAGE_KEY, lng);
  return i18n.changeLanguage(lng);
}

export function loadNamespaces(...ns: string[]): Promise<void> {
  return i18n.loadNamespaces(ns);
}

export { i18n };
