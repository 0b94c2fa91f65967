import { describe, expect, it } from 'vitest';
import { createListCache } from './list-cache';

const bytes = (n: number) => Buffer.alloc(n, 'x');

describe('list cache', () => {
  it('serves an entry only at the version it was read at, and forgets it once the version moved on', () => {
    const cache = createListCache(1000);
    cache.set('a', 3, bytes(10));
    expect(cache.get('a', 3)?.length).toBe(10);
    expect(cache.get('a', 4)).toBeUndefined();
    // The stale entry is gone, not kept for an older version to match again.
    expect(cache.get('a', 3)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('stays within its byte budget, dropping the least recently used first', () => {
    const cache = createListCache(100);
    cache.set('a', 1, bytes(40));
    cache.set('b', 1, bytes(40));
    cache.get('a', 1);
    cache.set('c', 1, bytes(40));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    expect(cache.bytes).toBe(80);
    // Replacing an entry counts its bytes once; one larger than the whole budget is not kept.
    cache.set('a', 2, bytes(50));
    expect(cache.bytes).toBe(90);
    cache.set('d', 1, bytes(101));
    expect(cache.get('d', 1)).toBeUndefined();
    expect(cache.bytes).toBe(90);
  });
});
