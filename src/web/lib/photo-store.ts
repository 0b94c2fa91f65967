/**
 * Captured photos' bytes, in IndexedDB. Session storage holds only their ids (capture-session.ts keys):
 * a few phone photos as data URLs would overrun its ~5 MB quota, and blob URLs die with the page.
 * IndexedDB is shared by the origin's tabs, so rows are keyed by random ids only this tab knows, and
 * rows older than a day (a tab closed mid-capture) are dropped the next time the store is opened.
 */
const DB_NAME = 'trouvaille-capture';
const STORE = 'photos';
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

interface Row {
  id: string;
  blob: Blob;
  createdAt: number;
}

let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDb(): Promise<IDBDatabase> {
  if (opening) return opening;
  opening = new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id' });
    req.onsuccess = () => {
      const db = req.result;
      // Another tab logging out deletes the database: let it, and reopen next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
      void dropStale(db);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
}

async function dropStale(db: IDBDatabase): Promise<void> {
  try {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const rows = await request(store.getAll() as IDBRequest<Row[]>);
    const limit = Date.now() - STALE_AFTER_MS;
    for (const row of rows) if (row.createdAt < limit) store.delete(row.id);
    await done(tx);
  } catch {
    // Housekeeping only: a failure here must not block the capture.
  }
}

export async function putPhotoBlobs(entries: { id: string; blob: Blob }[]): Promise<void> {
  const db = await openDb();
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  const createdAt = Date.now();
  for (const { id, blob } of entries) store.put({ id, blob, createdAt } satisfies Row);
  await done(tx);
}

/** The blobs found for `ids`; a missing one is simply absent from the map. */
export async function getPhotoBlobs(ids: string[]): Promise<Map<string, Blob>> {
  const db = await openDb();
  const tx = db.transaction(STORE, 'readonly');
  const store = tx.objectStore(STORE);
  const rows = await Promise.all(ids.map((id) => request(store.get(id) as IDBRequest<Row | undefined>)));
  return new Map(rows.filter((r): r is Row => !!r).map((r) => [r.id, r.blob]));
}

export async function deletePhotoBlobs(ids: string[]): Promise<void> {
  if (!ids.length) return;
  const db = await openDb();
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  for (const id of ids) store.delete(id);
  await done(tx);
}

/** Logout: every photo of every capture on this device goes, whatever tab took it. */
export function deletePhotoDatabase(): Promise<void> {
  return new Promise((resolve) => {
    try {
      opening = null;
      const req = indexedDB.deleteDatabase(DB_NAME);
      req.onsuccess = req.onerror = req.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}
