// The service worker (served as /sw.js): the app shell opens offline, and the photos of the signed-in
// user's objects are kept for reading offline (decision 028; their data is kept by lib/offline-data.ts).
// Built by build/vite-plugins/service-worker.ts, which replaces the two constants below with this build's
// file list and a version derived from it. Registered by src/web/lib/service-worker.ts.
import { cacheName, isShellCache, PHOTO_CACHE, strategyFor } from './strategy';

declare const __PRECACHE__: string[];
declare const __VERSION__: string;

// The DOM library types `self` as a window; only what this worker uses of its real global is spelled out.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: WorkerScope;

const CACHE = cacheName(__VERSION__);
const PRECACHE = new Set(__PRECACHE__);
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  // Hashed files never change, so the HTTP cache may give them; the others (index.html, manifest, icons)
  // are fetched anew, or the HTTP cache could hand back the previous build's.
  const requests = __PRECACHE__.map(
    (p) => new Request(p, { cache: p.startsWith('/assets/') ? 'default' : 'reload' }),
  );
  // A new build is usable at once: its index.html and assets are cached together, so no page mixes builds.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(requests))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => isShellCache(n) && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, self.location.origin, PRECACHE);
  if (strategy === 'shell') event.respondWith(networkThenShell(request));
  else if (strategy === 'cache') event.respondWith(cacheThenNetwork(request));
  else if (strategy === 'photo') event.respondWith(photoFromDevice(event));
});

/** A server answer (even an error page) is always preferred; the cached shell only when it cannot be reached. */
async function networkThenShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function cacheThenNetwork(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}

/**
 * A photo never changes under its id: the device's copy answers at once, online or not. Only the
 * photo itself is kept (a 200 from this origin): a refusal (another user's photo, a lost session) never is.
 */
async function photoFromDevice(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(PHOTO_CACHE);
  // The server varies on the cookie, which a worker's requests never show: the URL alone is the key.
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic')
    event.waitUntil(cache.put(request, response.clone()).catch(() => undefined));
  return response;
}
