/**
 * Characters no user text may hold: NUL (PostgreSQL cannot store it in text) and UTF-16 surrogates without
 * their pair (not a character at all; stored, they become U+FFFD or fail). Checked once, at the edge, for
 * every body, query string and path parameter.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnsafeText = (s: string) => UNSAFE.test(s);

/** Where the first unsafe text is in a parsed request part (`name`, `items.2.title`), or null. */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path || '(value)' : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findUnsafeText(v, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (hasUnsafeText(k)) return path ? `${path}.(key)` : '(key)';
      const found = findUnsafeText(v, path ? `${path}.${k}` : k);
      if (found) return found;
    }
  }
  return null;
}
