import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionObject, PatchObjectBody } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCollection } from './invalidate';
import { collectionKeys } from '../../../lib/query-keys';

/** What the screen sends: lists may still be comma text (the contract splits and trims them). */
export type UpdateObjectInput = { id: number } & Partial<Record<keyof PatchObjectBody, unknown>>;

/** PATCH /api/objects/{id}: edited fields, new photos as data URLs, or only one of the two dialogs' parts. */
export function updateObject({ id, ...body }: UpdateObjectInput): Promise<CollectionObject> {
  return apiRequest<CollectionObject>(`/api/objects/${id}`, { method: 'PATCH', body });
}

export function useUpdateObject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateObject,
    onSuccess: (object) => {
      client.setQueryData(collectionKeys.object.detail(object.id), object);
      return invalidateCollection(client);
    },
    meta: { handlesErrors: true },
  });
}
