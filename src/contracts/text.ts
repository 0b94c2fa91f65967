/**
 * Characters no user text may hold: NUL (PostgreSQL cannot store it in text) and UTF-16 surrogates without
 * their pair (not a character at all; stored, they become U+FFFD or fail). Checked once, at the edge, for
 * every body, query string and path parameter.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnsafeText = (s: string) => UNSAFE.test(s);

interface Step {
  value: unknown;
  /** The array index or object key that led here, and from where; none for the part itself. */
  via?: { name: string; isKey: boolean; from: Step };
}

/** `items.2.title` for a step; `(key)` in place of a key that is itself unsafe. */
function pathOf(step: Step, unsafeKey: boolean): string {
  const names: string[] = unsafeKey ? ['(key)'] : [];
  for (let s = unsafeKey ? step.via?.from : step; s?.via; s = s.via.from) names.push(s.via.name);
  return names.reverse().join('.');
}

/**
 * Where the first unsafe text is in a parsed request part (`name`, `items.2.title`), or null. A walk with
 * its own stack, not recursion: however deep a value nests, it cannot overflow the call stack (a value
 * met twice, as in a cycle, is walked once).
 */
export function findUnsafeText(value: unknown): string | null {
  // Pushed in reverse so they pop in document order: the first unsafe text is the one reported.
  const todo: Step[] = [{ value }];
  const seen = new WeakSet<object>();
  for (let step = todo.pop(); step; step = todo.pop()) {
    const v = step.value;
    if (step.via?.isKey && hasUnsafeText(step.via.name)) return pathOf(step, true);
    if (typeof v === 'string') {
      if (hasUnsafeText(v)) return pathOf(step, false) || '(value)';
    } else if (v && typeof v === 'object' && !ArrayBuffer.isView(v) && !seen.has(v)) {
      seen.add(v);
      const entries: [string, unknown][] = Array.isArray(v)
        ? v.map((item: unknown, i) => [String(i), item])
        : Object.entries(v);
      const isKey = !Array.isArray(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [name, item] = entries[i]!;
        todo.push({ value: item, via: { name, isKey, from: step } });
      }
    }
  }
  return null;
}
