import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, type Language } from './language';
import { LANGUAGE_KEY, readLocal, writeLocal } from './storage';

// `common` (shell, toasts, error catalogue) ships with the entry so the first paint needs no extra
// request; every other namespace is a small chunk loaded with the route that needs it.
const eager = import.meta.glob<Record<string, unknown>>('../locales/*/common.json', {
  eager: true,
  import: 'default',
});
const lazy = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/*/common.json'], {
  import: 'default',
});

const resources: Resource = {};
for (const [file, content] of Object.entries(eager)) {
  const lng = file.split('/')[2];
  resources[lng] = { common: content };
}

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

// Screen readers and the browser's own spell-checking follow <html lang>.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: initial,
    supportedLngs: ['fr', 'en'],
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources,
    partialBundledLanguages: true,
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
