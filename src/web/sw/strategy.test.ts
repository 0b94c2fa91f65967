import { describe, expect, it } from 'vitest';
import { cacheName, isShellCache, PHOTO_CACHE, strategyFor } from './strategy';

const origin = 'https://trouvaille.example';
const precached = new Set(['/index.html', '/assets/index-abc123.js', '/manifest.webmanifest']);
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('service worker strategy', () => {
  it('serves pages network-first with the shell as the offline fallback', () => {
    expect(strategyFor(get('/dashboard', 'navigate'), origin, precached)).toBe('shell');
    expect(strategyFor(get('/', 'navigate'), origin, precached)).toBe('shell');
  });

  it('serves the build files from the cache', () => {
    expect(strategyFor(get('/assets/index-abc123.js'), origin, precached)).toBe('cache');
    expect(strategyFor(get('/manifest.webmanifest'), origin, precached)).toBe('cache');
  });

  it("keeps the owner's photos for offline reading, and nothing else of the API", () => {
    expect(strategyFor(get('/api/photos/7?variant=thumb', 'no-cors'), origin, precached)).toBe('photo');
    expect(strategyFor(get('/api/photos/ab-12?variant=thumb'), origin, precached)).toBe('photo');
    // The full photo an object page opens on; other queries are not a photo's address, a page is not an image.
    expect(strategyFor(get('/api/photos/7'), origin, precached)).toBe('photo');
    expect(strategyFor(get('/api/photos/7?variant=full'), origin, precached)).toBe('network');
    expect(strategyFor(get('/api/photos/7?variant=thumb&x=1'), origin, precached)).toBe('network');
    expect(strategyFor(get('/api/photos/7?variant=thumb', 'navigate'), origin, precached)).toBe('network');
    expect(strategyFor(get('/api/public/shares/t/photos/7?variant=thumb'), origin, precached)).toBe(
      'network',
    );
    expect(
      strategyFor(
        { method: 'DELETE', url: `${origin}/api/photos/7?variant=thumb`, mode: 'cors' },
        origin,
        precached,
      ),
    ).toBe('network');
  });

  it('never touches the rest of the API, even when it is opened as a page', () => {
    expect(strategyFor(get('/api/objects'), origin, precached)).toBe('network');
    expect(strategyFor(get('/api/auth/user'), origin, precached)).toBe('network');
    expect(strategyFor(get('/api/logout', 'navigate'), origin, precached)).toBe('network');
    expect(strategyFor(get('/api', 'navigate'), origin, precached)).toBe('network');
  });

  it('leaves writes, other origins and unknown files to the network', () => {
    expect(
      strategyFor({ method: 'POST', url: `${origin}/api/analyze-complete`, mode: 'cors' }, origin, precached),
    ).toBe('network');
    expect(
      strategyFor(
        { method: 'GET', url: 'https://cdn.example/assets/index-abc123.js', mode: 'cors' },
        origin,
        precached,
      ),
    ).toBe('network');
    expect(strategyFor(get('/assets/index-old999.js'), origin, precached)).toBe('network');
  });

  it('names one cache per build and recognises only its own caches', () => {
    expect(cacheName('v1')).not.toBe(cacheName('v2'));
    expect(isShellCache(cacheName('v1'))).toBe(true);
    expect(isShellCache('someone-else')).toBe(false);
    // The photos' cache outlives a new build: it is the user's, deleted by the page, not by the worker.
    expect(isShellCache(PHOTO_CACHE)).toBe(false);
  });
});
