import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '../../../../contracts/account';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/import with the JSON file of an export; the server checks it against the contract. */
export function importCollection(file: unknown): Promise<ImportSummary> {
  return apiRequest<ImportSummary>('/api/import', { method: 'POST', body: file });
}

export function useImportCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCollection,
    meta: { handlesErrors: true },
    // Houses, rooms, objects and every figure built on them changed: nothing cached still holds.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
