import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionObject, CreateObjectBody } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys, dashboardKeys, invalidateKeys } from '../../../lib/query-keys';

/** What the screen sends: the contract's body before its defaults apply. */
export type CreateObjectInput = Partial<CreateObjectBody> & Pick<CreateObjectBody, 'name' | 'roomId'>;

export function createObject(input: CreateObjectInput): Promise<CollectionObject> {
  return apiRequest<CollectionObject>('/api/objects', { method: 'POST', body: input, idempotent: true });
}

export function useCreateObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createObject,
    meta: { handlesErrors: true },
    // Objects, rooms (their counts) and dashboard figures follow a new object; its estimate
    // is the first entry of the collection's value history.
    onSuccess: () =>
      invalidateKeys(queryClient, [
        collectionKeys.objects.all,
        collectionKeys.rooms.all,
        collectionKeys.houses.all,
        dashboardKeys.stats.all,
        dashboardKeys.valueHistory.all,
      ]),
  });
}
