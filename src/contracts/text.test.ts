import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './text';

describe('findUnsafeText', () => {
  it('names the first unsafe text by its path, in document order', () => {
    expect(findUnsafeText({ name: 'ok', items: [{ title: 'a' }, { title: 'b\u0000' }] })).toBe(
      'items.1.title',
    );
    expect(findUnsafeText({ a: 'x\ud800', b: '\u0000' })).toBe('a');
    expect(findUnsafeText(['ok', ['\udfff']])).toBe('1.0');
    expect(findUnsafeText('\u0000')).toBe('(value)');
    expect(findUnsafeText({ name: 'Salon', tags: ['a', 'b'], n: 1, none: null })).toBeNull();
  });

  it('names an unsafe key as (key) under its object', () => {
    expect(findUnsafeText({ 'bad\u0000': 1 })).toBe('(key)');
    expect(findUnsafeText({ outer: [{ 'k\ud800': 'v' }] })).toBe('outer.0.(key)');
  });

  it('walks a value nested far past the call stack without overflowing', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = i % 2 ? [deep] : { k: deep };
    const path = findUnsafeText(deep);
    expect(path?.split('.')).toHaveLength(200_000);
    let safe: unknown = 'fine';
    for (let i = 0; i < 200_000; i++) safe = [safe];
    expect(findUnsafeText(safe)).toBeNull();
  });

  it('ends on a value that refers to itself', () => {
    const loop: Record<string, unknown> = { a: 'ok' };
    loop.self = loop;
    expect(findUnsafeText(loop)).toBeNull();
  });

  it('leaves binary data alone', () => {
    expect(findUnsafeText({ data: new Uint8Array([0, 0xd8]) })).toBeNull();
  });
});
