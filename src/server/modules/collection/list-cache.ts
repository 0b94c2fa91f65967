/**
 * Whole lists as sent (UTF-8 bytes: nothing to encode again per request), per user and query, each labelled with the collection version it was read at. An
 * entry is only served while that version is still the user's, so a change made through any process shows
 * at once (the version lives in the database). Least recently used entries go first past the byte budget.
 */
export function createListCache(budgetBytes: number) {
  const entries = new Map<string, { version: number; json: Buffer }>();
  let used = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    used -= entry.json.length;
  }

  return {
    get(key: string, version: number): Buffer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        drop(key);
        return undefined;
      }
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.json;
    },

    set(key: string, version: number, json: Buffer) {
      drop(key);
      if (json.length > budgetBytes) return;
      entries.set(key, { version, json });
      used += json.length;
      for (const oldest of entries.keys()) {
        if (used <= budgetBytes) break;
        drop(oldest);
      }
    },

    get bytes() {
      return used;
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
