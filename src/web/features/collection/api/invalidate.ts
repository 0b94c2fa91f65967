import type { QueryClient } from '@tanstack/react-query';

/** An object's history and the collection's value over time (the dashboard's chart). */
export function invalidateValuations(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [['valuations'], ['value-history']].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/**
 * Houses, rooms, objects and the dashboard figures are counts of one another (a moved object changes two
 * rooms, a house total and the dashboard): every change refreshes them together. A changed estimate is
 * also a new entry of the value history.
 */
export function invalidateCollection(client: QueryClient): Promise<unknown> {
  return Promise.all([
    // Comparables say whether the object's estimate is still theirs.
    ...[['objects'], ['object'], ['rooms'], ['houses'], ['dashboard-stats'], ['comparables']].map(
      (queryKey) => client.invalidateQueries({ queryKey }),
    ),
    invalidateValuations(client),
  ]);
}

/** Comparables make the object's estimate: a change to them is a change to the collection's values. */
export function invalidateComparables(client: QueryClient): Promise<unknown> {
  return invalidateCollection(client);
}
