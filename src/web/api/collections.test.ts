import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { collectionKeys, collectionsKeys, dashboardKeys, sessionKeys } from '../lib/query-keys';
import { enterCollection } from './collections';

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
    expect(client.getQueryState(sessionKeys.user.detail())?.isInvalidated).toBe(false);
  });
});
