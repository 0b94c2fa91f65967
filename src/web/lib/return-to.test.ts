import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReturn, nextQuery, rememberReturn, returnPath, safeReturnPath } from './return-to';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  globalThis.localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
    key: () => null,
    length: 0,
  } as Storage;
});

describe('return-to', () => {
  it('keeps only paths of this site', () => {
    expect(safeReturnPath('/invitations/abc')).toBe('/invitations/abc');
    expect(safeReturnPath('/object/3?x=1')).toBe('/object/3?x=1');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'evil',
      '',
      null,
      '/\t/x',
    ])
      expect(safeReturnPath(bad)).toBeNull();
  });

  it('writes the next parameter only for a safe path', () => {
    expect(nextQuery('/invitations/a b')).toBe('');
    expect(nextQuery('/invitations/t1')).toBe('?next=%2Finvitations%2Ft1');
    expect(nextQuery('//x')).toBe('');
  });

  it('goes to next first, then the kept path until forgotten, then the dashboard', () => {
    expect(returnPath(null, 2000)).toBe('/dashboard');
    rememberReturn('/invitations/t1', 1000);
    expect(returnPath('/settings', 2000)).toBe('/settings');
    expect(returnPath('//evil', 2000)).toBe('/invitations/t1');
    expect(returnPath(null, 2000)).toBe('/invitations/t1');
    forgetReturn();
    expect(returnPath(null, 2000)).toBe('/dashboard');
  });

  it('forgets a kept path after a day', () => {
    rememberReturn('/invitations/t1', 0);
    expect(returnPath(null, 25 * 60 * 60 * 1000)).toBe('/dashboard');
  });
});
