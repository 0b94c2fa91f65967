import { createStore, del, get, promisifyRequest, type UseStore } from 'idb-keyval';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../contracts/auth';
import { PHOTO_CACHE } from '../sw/strategy';
import { isOnline, subscribeConnectivity } from './connectivity';
import {
  keptResources,
  mergeKept,
  photoUrlsToKeep,
  shouldKeepQuery,
  shownAsOf,
  snapshotUse,
  type QueryFacts,
  type Snapshot,
} from './offline-policy';
import { setShownAsOf } from './offline-status';
import { sessionKeys } from './query-keys';
import { getSessionUser, setSessionUser, subscribeSession } from './session';

/**
 * The signed-in user's collection as last synchronised, kept on the device so the reading screens open
 * with no network (decision 028). TanStack Query's own `dehydrate`/`hydrate` turn the cache's kept
 * queries (lib/offline-policy.ts) into one IndexedDB record (idb-keyval), tagged with the user's id;
 * the service worker keeps the thumbnails (src/web/sw). Loaded with the signed-in screens, after their
 * first paint: the first screens never download it.
 */

const DB_NAME = 'trouvaille-offline';
const KEY = 'collection';
/** Several answers arrive together (a page's queries): one write for them. */
const SAVE_AFTER_MS = 500;
/** Long enough that what was read today is still there to save (and to read) later in the session. */
const KEPT_GC_MS = 7 * 24 * 60 * 60 * 1000;

let store: UseStore | undefined;
const db = () => (store ??= createStore(DB_NAME, 'data'));

type OfflineSnapshot = Snapshot<DehydratedState>;

function readSnapshot(): Promise<OfflineSnapshot | undefined> {
  return get<OfflineSnapshot>(KEY, db()).catch(() => undefined);
}

/**
 * idb-keyval's `set`, committed at once: a save flushed as the page leaves (pagehide) is otherwise
 * aborted with the page before IndexedDB commits it on its own.
 */
function writeSnapshot(snapshot: OfflineSnapshot): Promise<void> {
  return db()('readwrite', (store) => {
    store.put(snapshot, KEY);
    store.transaction.commit?.();
    return promisifyRequest(store.transaction);
  });
}

async function deletePhotoCache(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(PHOTO_CACHE);
  } catch {
    // No Cache Storage (insecure context): nothing was kept there either.
  }
}

/** Sign-out, a refused session, another user: nothing of the previous user stays on the device. */
export async function deleteOfflineData(): Promise<void> {
  await Promise.all([del(KEY, db()).catch(() => undefined), deletePhotoCache()]);
}

/** The pages' savers running (startOfflineData), stopped by a sign-out. */
const savers = new Set<() => void>();

/**
 * Sign-out (`logout`): stops saving, then deletes. Emptying the cache at sign-out is itself a change
 * the saver would write back (with the copy merged in) as the page leaves.
 */
export async function forgetOfflineData(): Promise<void> {
  savers.forEach((stop) => stop());
  await deleteOfflineData();
}

/** Each running saver's way to drop the copy it holds but has not restored yet (a collection left). */
const resets = new Set<() => void>();

/**
 * Another collection became current (decision 037): the copy on the device, kept per user, is of the one
 * left, so it goes with its photos; the pages' savers keep saving for the same user from the new one's
 * answers. Simpler than keying the copy by collection, and never mixes two collections.
 */
export async function forgetCollectionCopy(): Promise<void> {
  resets.forEach((reset) => reset());
  await deleteOfflineData();
}

/** At most this many photos fetched per save, a few at a time: a large collection fills in over visits. */
const PHOTOS_PER_SAVE = 120;
const PHOTOS_AT_ONCE = 4;

/**
 * The photos the kept data shows, fetched into the service worker's cache when missing. The worker
 * keeps what it serves, but an image the browser's memory cache gives never reaches it: the kept copy
 * must not depend on that.
 */
async function keepPhotos(urls: string[]): Promise<void> {
  if (typeof caches === 'undefined' || !urls.length) return;
  try {
    const cache = await caches.open(PHOTO_CACHE);
    const missing: string[] = [];
    for (const url of urls) {
      if (missing.length >= PHOTOS_PER_SAVE) break;
      if (!(await cache.match(url, { ignoreVary: true }))) missing.push(url);
    }
    for (let i = 0; i < missing.length; i += PHOTOS_AT_ONCE) {
      await Promise.all(
        missing.slice(i, i + PHOTOS_AT_ONCE).map(async (url) => {
          const response = await fetch(url, { credentials: 'same-origin' });
          // Only the photo itself: a refusal (a photo deleted meanwhile, a lost session) is never kept.
          if (response.status === 200) await cache.put(url, response);
        }),
      );
    }
  } catch {
    // Offline again, storage full: the next save tries again.
  }
}

const facts = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => ({ queryKey: q.queryKey, state: q.state, observed: q.getObserversCount() > 0 }));

/**
 * Starts keeping the cache on the device for whoever is signed in, and brings the kept copy back when
 * the screens need it: at once when the server cannot be reached, otherwise after the page has settled
 * (the kept copy then only fills what this visit has not asked yet, and is saved back with it). Returns
 * a function that stops it.
 *
 * Saving starts as soon as the session is known, not when the copy comes back: a page reloaded or
 * opened in full within a second or two (each load starts with an empty cache) would otherwise never
 * write its answers, and the next load, finding no copy, dropped the photos too. Until the copy is in
 * the cache, a save merges this page's answers into it (`mergeKept`).
 */
export function startOfflineData(client: QueryClient): () => void {
  for (const resource of keptResources()) client.setQueryDefaults([resource], { gcTime: KEPT_GC_MS });

  /** The user whose data this page saves; undefined until the session and the copy agree. */
  let owner: string | undefined;
  /** The copy read from the device and not yet brought into the cache: saves keep what it holds. */
  let kept: OfflineSnapshot | undefined;
  let opening: Promise<void> | null = null;
  /** The screens may show the copy now (offline, or the page has settled). */
  let wantRestore = false;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  /** Reads the copy and checks it against the session: who this page saves for, what it may restore. */
  async function open(): Promise<void> {
    const user = getSessionUser();
    const snapshot = await readSnapshot();
    const use = snapshotUse(snapshot, user, Date.now());
    // The thumbnails are kept only beside a copy of the same user's data. Only a known session decides
    // that (a server that cannot be reached leaves `user` undefined): a network failure deletes nothing.
    if (use === 'delete' || (use === 'none' && user)) await deleteOfflineData();
    if (stopped || user !== getSessionUser()) return;
    kept = use === 'restore' ? snapshot : undefined;
    owner = kept ? kept.userId : user?.id;
    scheduleSave();
  }

  /** Brings the copy into the cache (once): the screens then read it as if the server had answered. */
  function restore(): void {
    const snapshot = kept;
    if (stopped || !wantRestore || !snapshot || snapshot.userId !== owner) return;
    kept = undefined;
    const user = getSessionUser();
    // Known user: the account comes from the server, only the collection from the copy. Unknown (the
    // server cannot be reached): the copy's account lets the guard and the header show.
    const account = snapshot.state.queries.find((q) => q.queryKey[0] === 'auth-user');
    // Online, a query the server has failed is the server's answer: the screen says it could not load
    // (docs/product.md#messages) rather than show an old copy as current.
    const online = isOnline();
    const queries = snapshot.state.queries.filter((q) => {
      if (user && q === account) return false;
      const now = online ? client.getQueryState(q.queryKey) : undefined;
      return !now || (now.status !== 'error' && now.fetchFailureCount === 0);
    });
    // hydrate keeps whatever this visit already has that is newer.
    hydrate(client, { ...snapshot.state, queries });
    const keptUser = (account?.state.data ?? snapshot.user) as User | null | undefined;
    if (!user && keptUser?.id === snapshot.userId) {
      setSessionUser(keptUser);
      // The guard asks through its own query, which failed offline: it gets the kept account too.
      if (!account) client.setQueryData(sessionKeys.user.detail(), keptUser);
    }
    updateAsOf();
    // What this visit asked before the copy came back is saved with it.
    scheduleSave();
  }

  /** Called whenever the session, the connection or the page's state may let it go further. */
  function sync(): void {
    // Online with the session not answered yet: wait for it, the copy may be another user's.
    if (getSessionUser() === undefined && isOnline()) return;
    opening ??= open().catch(() => undefined);
    if (wantRestore) void opening.then(restore);
  }

  function scheduleSave() {
    if (owner && !saveTimer && !stopped) saveTimer = setTimeout(save, SAVE_AFTER_MS);
  }

  function save() {
    saveTimer = undefined;
    const user = getSessionUser();
    if (stopped || !owner || (user && user.id !== owner)) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (q) => shouldKeepQuery(q as QueryFacts),
      shouldDehydrateMutation: () => false,
    });
    // Synchronous on purpose: a save flushed as the page leaves has no time to read the device first.
    if (kept) state.queries = mergeKept(kept.state.queries, state.queries);
    const snapshot: OfflineSnapshot = {
      userId: owner,
      savedAt: Date.now(),
      state,
      user: user?.id === owner ? user : kept?.user,
    };
    void writeSnapshot(snapshot).catch(() => undefined);
    if (isOnline())
      void keepPhotos(photoUrlsToKeep(state.queries.map((q) => ({ ...q, data: q.state.data }))));
  }

  function updateAsOf() {
    setShownAsOf(isOnline() ? null : shownAsOf(facts(client)));
  }

  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'observerAdded' || event.type === 'observerRemoved' || event.type === 'updated')
      updateAsOf();
    // A query dropped here (an object deleted) is dropped from the copy not yet restored as well.
    if (event.type === 'removed' && kept) {
      const { queryHash } = event.query;
      kept.state.queries = kept.state.queries.filter((q) => q.queryHash !== queryHash);
    }
    const answered =
      (event.type === 'updated' && event.action.type === 'success') || event.type === 'removed';
    if (answered && isKeptQuery(event.query.queryKey)) scheduleSave();
  });

  // A page left (a reload, a link opened in full) within a second of an answer still saves it.
  const flush = () => {
    if (!saveTimer) return;
    clearTimeout(saveTimer);
    save();
  };
  window.addEventListener('pagehide', flush);

  const stopConnectivity = subscribeConnectivity(() => {
    if (!isOnline()) {
      wantRestore = true;
      sync();
    }
    updateAsOf();
  });

  const stopSession = subscribeSession(() => {
    const user = getSessionUser();
    if (user === undefined || (user && user.id === owner)) return;
    owner = undefined;
    kept = undefined;
    opening = null;
    if (user === null) {
      // Signed out or refused (the server answered 401/403; lib/session.ts): nothing of the account
      // stays, on the device or in this page.
      client.removeQueries({
        predicate: (q) => isKeptQuery(q.queryKey) && q.queryKey[0] !== 'auth-user',
      });
      void deleteOfflineData();
      return;
    }
    // The session answered, or another account signed in: the copy is checked against it again.
    sync();
  });

  // Offline now: the screen waits for the copy. Online: it can wait until the page has settled, but the
  // copy is read (and this page's answers saved) as soon as the session is known.
  if (!isOnline()) wantRestore = true;
  sync();
  const idle = wantRestore
    ? undefined
    : setTimeout(() => {
        wantRestore = true;
        sync();
      }, 1500);

  const reset = () => {
    kept = undefined;
    clearTimeout(saveTimer);
    saveTimer = undefined;
  };
  resets.add(reset);

  const stop = () => {
    savers.delete(stop);
    resets.delete(reset);
    stopped = true;
    clearTimeout(idle);
    clearTimeout(saveTimer);
    window.removeEventListener('pagehide', flush);
    stopCache();
    stopConnectivity();
    stopSession();
  };
  savers.add(stop);
  return stop;
}

function isKeptQuery(queryKey: readonly unknown[]): boolean {
  return shouldKeepQuery({ queryKey, state: { status: 'success', dataUpdatedAt: 1 } });
}
