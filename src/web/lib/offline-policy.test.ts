import { describe, expect, it } from 'vitest';
import {
  collectionKeys,
  adminKeys,
  analysisKeys,
  dashboardKeys,
  objectTypeKeys,
  sessionKeys,
  sharingKeys,
} from './query-keys';
import {
  isKeptOffline,
  mergeKept,
  OFFLINE_MAX_AGE_MS,
  photoUrlsToKeep,
  shouldKeepQuery,
  shownAsOf,
  snapshotUse,
} from './offline-policy';

const ok = (queryKey: readonly unknown[], dataUpdatedAt = 1000, observed = true) => ({
  queryKey,
  state: { status: 'success', dataUpdatedAt },
  observed,
});

describe('what the device keeps for reading offline', () => {
  it('keeps the reading screens: account, dashboard, houses, rooms, object lists and pages', () => {
    for (const key of [
      sessionKeys.user.detail(),
      dashboardKeys.stats.detail(),
      dashboardKeys.valueHistory.detail(),
      collectionKeys.houses.list(),
      collectionKeys.rooms.list(),
      collectionKeys.objects.list({ roomId: 3, page: 1 }),
      collectionKeys.object.detail(42),
      collectionKeys.valuations.list(42),
    ])
      expect(isKeptOffline(key), JSON.stringify(key)).toBe(true);
  });

  it('keeps nothing else: administration, public share pages, searches, analyses', () => {
    for (const key of [
      adminKeys.users.list(''),
      adminKeys.stats.detail(),
      sharingKeys.detail('tok'),
      objectTypeKeys.search('vase', 'fr'),
      analysisKeys.detail('a1'),
      collectionKeys.shares.list(),
      [],
      [42],
    ])
      expect(isKeptOffline(key), JSON.stringify(key)).toBe(false);
  });

  it('keeps only answers, never a failure or a query still waiting', () => {
    expect(shouldKeepQuery(ok(collectionKeys.rooms.list()))).toBe(true);
    expect(
      shouldKeepQuery({ ...ok(collectionKeys.rooms.list()), state: { status: 'error', dataUpdatedAt: 0 } }),
    ).toBe(false);
    expect(
      shouldKeepQuery({ ...ok(collectionKeys.rooms.list()), state: { status: 'pending', dataUpdatedAt: 0 } }),
    ).toBe(false);
  });
});

describe('whose copy it is', () => {
  const now = 10 * OFFLINE_MAX_AGE_MS;
  const copy = { userId: 'u1', savedAt: now - 60_000 };

  it("shows the signed-in user's own copy, and the last user's while the server cannot say who", () => {
    expect(snapshotUse(copy, { id: 'u1' }, now)).toBe('restore');
    expect(snapshotUse(copy, undefined, now)).toBe('restore');
  });

  it("deletes another user's copy, and every copy once nobody is signed in", () => {
    expect(snapshotUse(copy, { id: 'u2' }, now)).toBe('delete');
    expect(snapshotUse(copy, null, now)).toBe('delete');
  });

  it('deletes a copy too old to pass for the collection', () => {
    expect(snapshotUse({ userId: 'u1', savedAt: now - OFFLINE_MAX_AGE_MS - 1 }, { id: 'u1' }, now)).toBe(
      'delete',
    );
  });

  it('has nothing to do without a copy', () => {
    expect(snapshotUse(undefined, { id: 'u1' }, now)).toBe('none');
    expect(snapshotUse(undefined, undefined, now)).toBe('none');
  });
});

describe('"as of" a screen shown offline', () => {
  it("is the oldest answer the screen shows, the account's aside", () => {
    expect(
      shownAsOf([
        ok(collectionKeys.object.detail(1), 5000),
        ok(collectionKeys.rooms.list(), 3000),
        ok(sessionKeys.user.detail(), 1000),
        ok(collectionKeys.objects.list({}), 2000, false),
        ok(adminKeys.stats.detail(), 500),
      ]),
    ).toBe(3000);
  });

  it('is unknown when the screen shows no kept data', () => {
    expect(shownAsOf([ok(sessionKeys.user.detail(), 1000)])).toBeNull();
    expect(shownAsOf([])).toBeNull();
  });
});

describe('the photos kept beside the data', () => {
  it('keeps every thumbnail the kept data names, and the full photo an object page opens on', () => {
    const urls = photoUrlsToKeep([
      {
        queryKey: collectionKeys.objects.list({}),
        data: {
          items: [
            { id: 1, thumbnailUrl: '/api/photos/a?variant=thumb' },
            { id: 2, thumbnailUrl: null },
          ],
        },
      },
      {
        queryKey: collectionKeys.object.detail(3),
        data: {
          id: 3,
          imageUrl: '/api/photos/b',
          photos: ['/api/photos/b', '/api/photos/c'],
          notes: 'see /api/photos/x',
        },
      },
      { queryKey: dashboardKeys.stats.detail(), data: { recentObjects: [{ imageUrl: '/api/photos/d' }] } },
    ]);
    expect(urls.sort()).toEqual(
      [
        '/api/photos/a?variant=thumb',
        '/api/photos/b',
        '/api/photos/b?variant=thumb',
        '/api/photos/c?variant=thumb',
        '/api/photos/d?variant=thumb',
      ].sort(),
    );
  });

  it("never keeps photos of data that is not kept, nor another site's or a share link's", () => {
    expect(
      photoUrlsToKeep([
        { queryKey: adminKeys.flagged.list('open'), data: { imageUrl: '/api/photos/z' } },
        { queryKey: sharingKeys.detail('t'), data: { url: '/api/public/shares/t/photos/1?variant=thumb' } },
        {
          queryKey: collectionKeys.object.detail(1),
          data: { imageUrl: 'https://elsewhere.example/api/photos/1' },
        },
      ]),
    ).toEqual([]);
  });
});

describe('a page saving before the copy on the device is back in it', () => {
  const q = (queryHash: string, dataUpdatedAt: number, data: string) => ({
    queryHash,
    state: { dataUpdatedAt, data },
  });

  it("keeps the screens read on earlier loads and takes this page's answers over older ones", () => {
    const kept = [q('dashboard', 100, 'old figures'), q('object-1', 100, 'clock'), q('rooms', 300, 'new')];
    const current = [q('dashboard', 200, 'new figures'), q('objects', 200, 'list'), q('rooms', 250, 'older')];
    const merged = mergeKept(kept, current);
    expect(Object.fromEntries(merged.map((m) => [m.queryHash, m.state.data]))).toEqual({
      dashboard: 'new figures',
      'object-1': 'clock',
      rooms: 'new',
      objects: 'list',
    });
  });

  it('is the copy alone, or the page alone, when the other is empty', () => {
    expect(mergeKept([q('a', 1, 'x')], [])).toEqual([q('a', 1, 'x')]);
    expect(mergeKept([], [q('b', 1, 'y')])).toEqual([q('b', 1, 'y')]);
  });
});
