import { useMemo, useSyncExternalStore } from 'react';
import { detectLanguage, isLanguage, LANGUAGE_COOKIE, type Language } from './language';
import { LANGUAGE_KEY, readLocal, writeLocal } from './storage';
import { createTranslator, type TFunction, type TOptions } from './translate';

export type { TFunction, TOptions } from './translate';

// The app's own translations (decision 012): what i18next + react-i18next (16 kB gzipped) did for this
// app, in under 2 kB. Every namespace, `common` (shell, toasts, error catalogue) included, is a small chunk per
// language, fetched when first needed: a visitor downloads one language. A component suspends until
// `common` and its own namespace are there, so the first paint is already in the right language.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const DEFAULT_NS = 'common';
const loaded = new Map<string, Record<string, unknown>>();
const pending = new Map<string, Promise<void>>();
const failures = new Map<string, unknown>();
// Every namespace asked for so far: a language change fetches them all before it shows.
const wanted = new Set<string>([DEFAULT_NS]);

/** Fetches one namespace of one language (once; a failed fetch is tried again by the next call). */
function loadOne(lng: Language, ns: string): Promise<void> {
  const id = `${lng}/${ns}`;
  if (loaded.has(id)) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    failures.delete(id);
    const file = files[`../locales/${id}.json`];
    promise = (file ? file() : Promise.reject(new Error(`No translations for ${id}`)))
      .then(
        (data) => void loaded.set(id, data),
        (error: unknown) => {
          failures.set(id, error);
          throw error;
        },
      )
      .finally(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

/** The device's choice, told to the server too: it preloads a first screen's texts in that language. */
function rememberLanguage(lng: Language) {
  writeLocal(LANGUAGE_KEY, lng);
  if (typeof document !== 'undefined')
    document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

const stored = readLocal(LANGUAGE_KEY);
let language: Language = detectLanguage(
  stored,
  typeof navigator === 'undefined' ? undefined : navigator.language,
);
// A choice made before the cookie existed.
if (isLanguage(stored)) rememberLanguage(stored);
const listeners = new Set<() => void>();

// Screen readers and the browser's own spell-checking follow <html lang>: set at once (the translations
// arrive a moment later), then on each change.
const setHtmlLang = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
setHtmlLang(language);
void loadOne(language, DEFAULT_NS).catch(() => {});

const translators = new Map<string, TFunction>();

/** The `t` of one language and namespace: the same function each time, as effects list it among their deps. */
function fixedT(lng: Language, ns: string): TFunction {
  const id = `${lng}/${ns}`;
  let t = translators.get(id);
  if (!t) translators.set(id, (t = createTranslator(lng, ns, (n) => loaded.get(`${lng}/${n}`)).t));
  return t;
}

let switching = 0;

export const i18n = {
  get language(): Language {
    return language;
  },
  /** Fetches every namespace in use in the new language, then shows it everywhere at once. */
  async changeLanguage(lng: Language): Promise<void> {
    const ticket = ++switching;
    await Promise.all([...wanted].map((ns) => loadOne(lng, ns)));
    // A later choice made while this one was loading wins.
    if (ticket !== switching || lng === language) return;
    language = lng;
    setHtmlLang(lng);
    listeners.forEach((notify) => notify());
  },
  exists(key: string, options?: TOptions): boolean {
    return createTranslator(language, DEFAULT_NS, (n) => loaded.get(`${language}/${n}`)).exists(key, options);
  },
  /** `common`'s `t` in the current language, for code outside components (toasts of the query cache). */
  t: ((key: string, options?: TOptions) => fixedT(language, DEFAULT_NS)(key, options)) as TFunction,
};

/** Calls `notify` after each language change (once the new language's texts are there). */
export function onLanguageChange(notify: () => void): () => void {
  listeners.add(notify);
  return () => void listeners.delete(notify);
}
const getLanguage = () => language;

/**
 * `{ t, i18n }` for a namespace (`common` by default; other namespaces are reached with `ns:key`).
 * Suspends while `common` or the namespace is still being fetched, and renders again when the
 * language changes.
 */
export function useTranslation(ns: string = DEFAULT_NS): { t: TFunction; i18n: typeof i18n } {
  const lng = useSyncExternalStore(onLanguageChange, getLanguage, getLanguage);
  wanted.add(ns);
  const missing = (ns === DEFAULT_NS ? [ns] : [DEFAULT_NS, ns]).filter((n) => !loaded.has(`${lng}/${n}`));
  // A namespace that could not be fetched is the page's failure: the error boundary shows it, and the
  // page's own loader (loadNamespaces) fetches it afresh on the next visit.
  const failed = missing.map((n) => failures.get(`${lng}/${n}`)).find((e) => e !== undefined);
  if (failed !== undefined) throw failed;
  // Suspends (as react-i18next did) until the texts are there. Not `use()`: React matches the promises
  // of a suspended render by position, and the second namespace would be taken for the first.
  if (missing.length) throw Promise.all(missing.map((n) => loadOne(lng, n))).catch(() => {});
  return useMemo(() => ({ t: fixedT(lng, ns), i18n }), [lng, ns]);
}

export function currentLanguage(): Language {
  return language;
}

/** Changes the interface language at once and remembers it on this device. */
export function setLanguage(lng: Language): Promise<unknown> {
  rememberLanguage(lng);
  return i18n.changeLanguage(lng);
}

/** Fetches namespaces in the current language (a page's, alongside its code). */
export function loadNamespaces(...ns: string[]): Promise<void> {
  ns.forEach((n) => wanted.add(n));
  const lng = language;
  return Promise.all(ns.map((n) => loadOne(lng, n))).then(() => {});
}
