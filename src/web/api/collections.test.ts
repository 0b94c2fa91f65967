import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../contracts/auth';
import { setSessionUser } from '../lib/session';
import { collectionKeys, collectionsKeys, dashboardKeys, sessionKeys } from '../lib/query-keys';
import { enterCollection, watchCurrentCollection } from './collections';

// Another collection made current (decision 037): every screen's answers were of the one left. Run on a
// real query client, as the switch, the leave and the accepted invitation call it.
describe('entering another collection', () => {
  it('drops every answer of the one left, keeps the account, and asks the collections again', async () => {
    const client = new QueryClient();
    const left = [
      collectionKeys.rooms.list(),
      collectionKeys.objects.list({ roomId: 3 }),
      collectionKeys.object.detail(7, 'fr'),
      collectionKeys.shares.list(),
      dashboardKeys.stats.detail('fr'),
      sessionKeys.subscription.detail(),
      sessionKeys.usage.detail(),
      collectionsKeys.members.list(),
      collectionsKeys.changes.list(7),
    ];
    const kept = [sessionKeys.user.detail(), collectionsKeys.list.detail(), collectionsKeys.current.detail()];
    for (const key of [...left, ...kept]) client.setQueryData(key, { seeded: true });
    await enterCollection(client);
    for (const key of left) expect(client.getQueryData(key), String(key[0])).toBeUndefined();
    for (const key of kept) expect(client.getQueryData(key), String(key[0])).toEqual({ seeded: true });
    expect(client.getQueryState(collectionsKeys.list.detail())?.isInvalidated).toBe(true);
    expect(client.getQueryState(collectionsKeys.current.detail())?.isInvalidated).toBe(true);
    // Kept on screen, asked again: the plan shown is the new collection's.
    expect(client.getQueryState(sessionKeys.user.detail())?.isInvalidated).toBe(true);
  });
});

describe('a collection left on another device', () => {
  it('drops what the device kept of it when the server names another current collection', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    setSessionUser({ id: 'person' } as User);
    const client = new QueryClient();
    const stop = watchCurrentCollection(client);
    try {
      const answer = (id: string) =>
        client.fetchQuery({
          queryKey: collectionsKeys.current.detail(),
          queryFn: async () => ({ id }),
          staleTime: 0,
        });
      await answer('parents');
      client.setQueryData(collectionKeys.object.detail(7, 'fr'), { seeded: true });
      await answer('parents');
      expect(client.getQueryData(collectionKeys.object.detail(7, 'fr'))).toEqual({ seeded: true });
      // Removed from the parents' collection elsewhere: the server now answers the person's own.
      await answer('own');
      await vi.waitFor(() =>
        expect(client.getQueryData(collectionKeys.object.detail(7, 'fr'))).toBeUndefined(),
      );
      expect(store.get('trouvaille.collection.person')).toBe('own');
    } finally {
      stop();
      setSessionUser(null);
      vi.unstubAllGlobals();
    }
  });
});
