/**
 * What the device keeps of the signed-in user's data to show it with no network (decision 028), as pure
 * rules: lib/offline-data.ts applies them to the query cache and IndexedDB.
 */

/**
 * The resources (first part of a query key, lib/query-keys.ts) the signed-in reading screens show:
 * the account (the guard and header need it offline), the dashboard, the houses, rooms, object lists
 * and object pages. Nothing else: administration, share links' public pages, searches and analyses in
 * progress are asked for again when online.
 */
const KEPT = new Set([
  'auth-user',
  'subscription',
  'usage-stats',
  'dashboard-stats',
  'value-history',
  'houses',
  'rooms',
  'objects',
  'object',
  'valuations',
  'comparables',
]);

/** Resources that describe the account, not what a screen shows: they never date the "as of" line. */
const ACCOUNT = new Set(['auth-user', 'subscription', 'usage-stats']);

/** A copy older than this is not shown: a month-old collection read as current would mislead. */
export const OFFLINE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface QueryFacts {
  queryKey: readonly unknown[];
  state: { status: string; dataUpdatedAt: number };
}

export function isKeptOffline(queryKey: readonly unknown[]): boolean {
  return typeof queryKey[0] === 'string' && KEPT.has(queryKey[0]);
}

/** Saved to the device: a kept resource with an answer from the server. */
export function shouldKeepQuery(query: QueryFacts): boolean {
  return query.state.status === 'success' && isKeptOffline(query.queryKey);
}

/** The resources kept offline, for `setQueryDefaults` (a kept answer must outlive the default gcTime). */
export function keptResources(): string[] {
  return [...KEPT];
}

export interface Snapshot<S = unknown> {
  /** The user the data belongs to: another user's copy is deleted, never shown. */
  userId: string;
  savedAt: number;
  state: S;
  /**
   * The account as the page knew it: a server-rendered first screen carries it in the page, so no
   * account query may be in `state`, and offline the guard needs it to open the kept screens.
   */
  user?: unknown;
}

/**
 * What to do with the copy on the device given who is signed in: `undefined` is "not known yet" (the
 * server cannot be reached), `null` nobody.
 */
export function snapshotUse(
  snapshot: Pick<Snapshot, 'userId' | 'savedAt'> | undefined,
  user: { id: string } | null | undefined,
  now: number,
): 'none' | 'restore' | 'delete' {
  if (!snapshot) return 'none';
  if (user === null) return 'delete';
  if (user && user.id !== snapshot.userId) return 'delete';
  if (now - snapshot.savedAt > OFFLINE_MAX_AGE_MS) return 'delete';
  return 'restore';
}

/** A query as TanStack Query dehydrates it: what `mergeKept` compares. */
export interface KeptQuery {
  queryHash: string;
  state: { dataUpdatedAt: number };
}

/**
 * What a page saves before the copy on the device has been brought back into it (decision 028): every
 * page load starts with an empty cache, so its answers alone would replace the copy of the screens read
 * before. The copy's queries stay, each replaced by this page's answer to the same query when that one
 * is as recent or newer (as `hydrate` does).
 */
export function mergeKept<Q extends KeptQuery>(kept: readonly Q[], current: readonly Q[]): Q[] {
  const byHash = new Map(kept.map((q) => [q.queryHash, q]));
  for (const q of current) {
    const previous = byHash.get(q.queryHash);
    if (!previous || q.state.dataUpdatedAt >= previous.state.dataUpdatedAt) byHash.set(q.queryHash, q);
  }
  return [...byHash.values()];
}

/**
 * When the data on screen was last synchronised: the oldest answer among the kept queries a screen
 * shows (has observers), account queries aside; null when the screen shows none.
 */
export function shownAsOf(queries: readonly (QueryFacts & { observed: boolean })[]): number | null {
  let oldest: number | null = null;
  for (const q of queries) {
    if (!q.observed || !shouldKeepQuery(q) || ACCOUNT.has(q.queryKey[0] as string)) continue;
    if (q.state.dataUpdatedAt > 0 && (oldest === null || q.state.dataUpdatedAt < oldest))
      oldest = q.state.dataUpdatedAt;
  }
  return oldest;
}

const PHOTO_URL = /^\/api\/photos\/[^/?#]+(\?variant=thumb)?$/;

/**
 * The photos the kept screens show, to keep beside their data: every thumbnail the data names (lists,
 * the object page's strip: `<photo>?variant=thumb`), and the full photo an object page opens on (its
 * `imageUrl`). Other full photos are kept only once looked at (the service worker keeps what it serves).
 */
export function photoUrlsToKeep(
  queries: readonly { queryKey: readonly unknown[]; data: unknown }[],
): string[] {
  const urls = new Set<string>();
  const walk = (value: unknown, field: string | null, objectPage: boolean) => {
    if (typeof value === 'string') {
      const m = PHOTO_URL.exec(value);
      if (!m) return;
      if (m[1]) urls.add(value);
      else {
        urls.add(`${value}?variant=thumb`);
        if (objectPage && field === 'imageUrl') urls.add(value);
      }
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, field, objectPage));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k, objectPage);
  };
  for (const q of queries) if (isKeptOffline(q.queryKey)) walk(q.data, null, q.queryKey[0] === 'object');
  return [...urls];
}
