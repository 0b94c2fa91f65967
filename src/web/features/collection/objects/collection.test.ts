import { describe, expect, it } from 'vitest';
import { readFilters, startOfMonth, writeFilters } from './collection-filters';

describe('collection filters', () => {
  it('reads the address, ignoring what it cannot use', () => {
    expect(readFilters(new URLSearchParams('room=12&period=month&q=%20vase%20&sort=value_desc'))).toEqual({
      roomId: 12,
      thisMonth: true,
      q: 'vase',
      sort: 'value_desc',
    });
    expect(readFilters(new URLSearchParams('room=abc&sort=price&period=year'))).toEqual({
      roomId: undefined,
      thisMonth: false,
      q: '',
      sort: 'newest',
    });
    expect(readFilters(new URLSearchParams('room=-3')).roomId).toBeUndefined();
  });

  it('writes only what differs from the default view', () => {
    expect(writeFilters({ roomId: 4, thisMonth: false, q: '', sort: 'newest' }).toString()).toBe('room=4');
    expect(writeFilters({ thisMonth: true, q: 'lampe', sort: 'name' }).toString()).toBe(
      'period=month&q=lampe&sort=name',
    );
  });

  it('starts the month at local midnight of the 1st', () => {
    const start = new Date(startOfMonth(new Date(2025, 2, 17, 15, 30)));
    expect([
      start.getFullYear(),
      start.getMonth(),
      start.getDate(),
      start.getHours(),
      start.getMinutes(),
    ]).toEqual([2025, 2, 1, 0, 0]);
  });
});
