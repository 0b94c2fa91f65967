import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionObject, PatchObjectBody } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { invalidateCollection } from './invalidate';
import { collectionKeys } from '../../../lib/query-keys';

/** What the screen sends: lists may still be comma text (the contract splits and trims them). */
export type UpdateObjectInput = { id: number } & Partial<Record<keyof PatchObjectBody, unknown>>;

/** PATCH /api/objects/{id}: edited fields, new photos as data URLs, or only one of the two dialogs' parts. */
/** The answer comes in the reader's language, as the object screen reads it (decision 030). */
export function updateObject({ id, ...body }: UpdateObjectInput): Promise<CollectionObject> {
  return apiRequest<CollectionObject>(`/api/objects/${id}?language=${currentLanguage()}`, {
    method: 'PATCH',
    body,
  });
}

export function useUpdateObject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateObject,
    onSuccess: (object) => {
      client.setQueryData(collectionKeys.object.detail(object.id, currentLanguage()), object);
      return invalidateCollection(client);
    },
    meta: { handlesErrors: true },
  });
}
