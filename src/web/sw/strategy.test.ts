import { describe, expect, it } from 'vitest';
import { cacheName, isShellCache, strategyFor } from './strategy';

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

  it('never touches the API, even when it is opened as a page', () => {
    expect(strategyFor(get('/api/objects'), origin, precached)).toBe('network');
    expect(strategyFor(get('/api/photos/7?variant=thumb', 'no-cors'), origin, precached)).toBe('network');
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
  });
});
