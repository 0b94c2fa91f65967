/** How the service worker answers one request (kept apart from sw.ts so it can be tested in Node). */
export type Strategy =
  /** Left to the browser untouched: the API (user data stays private and fresh), other origins, writes. */
  | 'network'
  /** An address of the app: the network first, the cached shell when offline (the router then decides). */
  | 'shell'
  /** A file of this build (hashed names never change content): from the cache, the network if missing. */
  | 'cache'
  /**
   * A photo of the signed-in user as the reading screens show it (`/api/photos/{id}[?variant=thumb]`): a
   * photo never changes under its id, so the device's copy answers, the network fills it in (decision
   * 028). The copy lives in PHOTO_CACHE, which the page deletes at sign-out and when another user signs in.
   */
  | 'photo';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

/** The photos the reading screens show, kept for offline reading (lib/offline-data.ts fills it too). */
export const PHOTO_CACHE = 'trouvaille-photos';

const PHOTO_PATH = /^\/api\/photos\/[^/]+$/;
/** The thumbnail, and the full photo as an object page shows it (never another variant or query). */
const PHOTO_SEARCH = new Set(['', '?variant=thumb']);

/** The build's precached paths ("/assets/index-abc.js", "/index.html", ...) and the worker's origin. */
export function strategyFor(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  // An image element's request, not a page opened: the owner's own photo, nothing else of the API.
  if (request.mode !== 'navigate' && PHOTO_PATH.test(url.pathname) && PHOTO_SEARCH.has(url.search))
    return 'photo';
  // Before the navigation test: /api/logout and the data export are opened as pages.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return 'shell';
  return precached.has(url.pathname) ? 'cache' : 'network';
}

/** One cache per build: a new build's worker fills its own and deletes the others when it takes over. */
export function cacheName(version: string): string {
  return `trouvaille-shell-${version}`;
}

export function isShellCache(name: string): boolean {
  return name.startsWith('trouvaille-shell-');
}
