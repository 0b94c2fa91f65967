import type { QueryClient } from '@tanstack/react-query';

/**
 * Houses, rooms, objects and the dashboard figures are counts of one another (a moved object changes two
 * rooms, a house total and the dashboard): every change refreshes them together.
 */
export function invalidateCollection(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [['objects'], ['object'], ['rooms'], ['houses'], ['dashboard-stats']].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
