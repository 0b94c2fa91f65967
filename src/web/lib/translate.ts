// The pure part of the translations: a key, options and the loaded JSON give a text. No React, no
// loading (src/web/lib/i18n.ts does both), so tests build a translator from the JSON files directly.
// It keeps the meaning i18next gave these files: `ns:key`, nested keys, `{{name}}`, `_one`/`_other`
// (`_zero` for 0) picked by Intl.PluralRules, `returnObjects`, and the key itself when a text is missing.

export interface TOptions {
  /** Chooses the plural form and is also `{{count}}`. */
  count?: number;
  /** The namespace, when the key does not say it with `ns:`. */
  ns?: string;
  /** Answer the object or array the key names (its strings interpolated). */
  returnObjects?: boolean;
  /** Said when the key is missing, instead of the key. */
  defaultValue?: string;
  /** Values for `{{name}}` placeholders. */
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

/** The loaded JSON of one language, by namespace (undefined while a namespace is not loaded). */
export type NamespaceSource = (ns: string) => Record<string, unknown> | undefined;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `{{name}}` filled from the options; a placeholder without a value stays as written (as i18next did). */
export function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? match : String(value);
  });
}

function interpolateDeep(value: unknown, values: TOptions | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, values));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, values)]));
  return value;
}

/** `ns:key` splits into its namespace and key; a bare key belongs to `options.ns`, else to the default. */
function splitKey(key: string, options: TOptions | undefined, defaultNs: string): [string, string] {
  const colon = key.indexOf(':');
  if (colon > 0) return [key.slice(0, colon), key.slice(colon + 1)];
  return [options?.ns ?? defaultNs, key];
}

/**
 * The keys tried, best first. With a count: `_zero` for 0 (when written), the language's category
 * (French says 0 and 1 in the singular), `_other` (a category the files do not write, such as French
 * `many` for millions, reads as the plural rather than as the bare key), then the key itself.
 */
function candidates(lng: string, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const category = pluralCategory(lng, count);
  return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${category}`, `${key}_other`, key];
}

function resolve(
  lng: string,
  source: NamespaceSource,
  defaultNs: string,
  fullKey: string,
  options: TOptions | undefined,
): { key: string; value: unknown } {
  const [ns, key] = splitKey(fullKey, options, defaultNs);
  const tree = source(ns);
  for (const candidate of candidates(lng, key, options?.count)) {
    const value = lookup(tree, candidate);
    if (value !== undefined && value !== null) return { key, value };
  }
  return { key, value: undefined };
}

export interface Translator {
  t: TFunction;
  exists: (key: string, options?: TOptions) => boolean;
}

/** A translator for one language and default namespace, reading the namespaces as they are when called. */
export function createTranslator(lng: string, defaultNs: string, source: NamespaceSource): Translator {
  function t(fullKey: string, options?: TOptions): unknown {
    const { key, value } = resolve(lng, source, defaultNs, fullKey, options);
    if (typeof value === 'string') return interpolate(value, options);
    if (value !== undefined && options?.returnObjects) return interpolateDeep(value, options);
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  }
  return {
    t: t as TFunction,
    exists: (key, options) => resolve(lng, source, defaultNs, key, options).value !== undefined,
  };
}

/** A translator over JSON already in memory (tests, and anything that is not the app's own loading). */
export function translatorFor(
  lng: string,
  resources: Record<string, Record<string, unknown>>,
  defaultNs = 'common',
): Translator {
  return createTranslator(lng, defaultNs, (ns) => resources[ns]);
}
