/** How the service worker answers one request (kept apart from sw.ts so it can be tested in Node). */
export type Strategy =
  /** Left to the browser untouched: the API (user data and photos stay private and fresh), other origins, writes. */
  | 'network'
  /** An address of the app: the network first, the cached shell when offline (the router then decides). */
  | 'shell'
  /** A file of this build (hashed names never change content): from the cache, the network if missing. */
  | 'cache';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

/** The build's precached paths ("/assets/index-abc.js", "/index.html", ...) and the worker's origin. */
export function strategyFor(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
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
