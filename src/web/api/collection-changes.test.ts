import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { analysisKeys, collectionKeys, dashboardKeys, sessionKeys } from '../lib/query-keys';
import { invalidateCollection } from './collection-changes';

// What a change to the collection refreshes (decision 033): every count the screens show of it, and
// nothing else. Run on a real query client, as the app's mutations call it.
describe('a change to the collection', () => {
  const collection = [
    collectionKeys.rooms.list(),
    collectionKeys.houses.list(),
    collectionKeys.objects.list({ roomId: 3, language: 'fr' }),
    collectionKeys.object.detail(7, 'en'),
    collectionKeys.comparables.list(7),
    collectionKeys.valuations.list(7),
    dashboardKeys.stats.detail('fr'),
    dashboardKeys.valueHistory.detail(),
  ];
  const elsewhere = [
    analysisKeys.detail('a1', 'fr'),
    sessionKeys.usage.detail(),
    collectionKeys.shares.list(),
  ];

  it('marks the rooms, houses, objects, their values and the dashboard stale, and nothing else', async () => {
    const client = new QueryClient();
    for (const key of [...collection, ...elsewhere]) client.setQueryData(key, { seeded: true });
    await invalidateCollection(client);
    for (const key of collection) expect(client.getQueryState(key)?.isInvalidated, String(key[0])).toBe(true);
    for (const key of elsewhere) expect(client.getQueryState(key)?.isInvalidated, String(key[0])).toBe(false);
  });
});
