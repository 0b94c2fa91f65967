import type { QueryClient } from '@tanstack/react-query';
import { collectionKeys, collectionsKeys, dashboardKeys, invalidateKeys } from '../lib/query-keys';

/** An object's history and the collection's value over time (the dashboard's chart). */
export function invalidateValuations(client: QueryClient): Promise<unknown> {
  return invalidateKeys(client, [collectionKeys.valuations.all, dashboardKeys.valueHistory.all]);
}

/**
 * Houses, rooms, objects and the dashboard figures are counts of one another (a moved object changes two
 * rooms, a house total and the dashboard): every change refreshes them together. A changed estimate is
 * also a new entry of the value history.
 */
export function invalidateCollection(client: QueryClient): Promise<unknown> {
  const { objects, object, rooms, houses, comparables } = collectionKeys;
  return Promise.all([
    invalidateKeys(client, [
      objects.all,
      object.all,
      rooms.all,
      houses.all,
      dashboardKeys.stats.all,
      // Comparables say whether the object's estimate is still theirs.
      comparables.all,
      // An object's page lists who changed what (decision 037).
      collectionsKeys.changes.all,
    ]),
    invalidateValuations(client),
  ]);
}

/** Comparables make the object's estimate: a change to them is a change to the collection's values. */
export function invalidateComparables(client: QueryClient): Promise<unknown> {
  return invalidateCollection(client);
}
