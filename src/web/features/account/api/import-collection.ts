import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '../../../../contracts/account';
import { ARCHIVE_CONTENT_TYPE, type ArchiveImportSummary } from '../../../../contracts/archive';
import { apiRequest } from '../../../lib/api-client';

export type ImportResult = ImportSummary | ArchiveImportSummary;

/** A ZIP archive (sent as its bytes) or the parsed JSON file of an export. */
export type ImportInput = { archive: Blob } | { json: unknown };

export const isArchiveSummary = (r: ImportResult): r is ArchiveImportSummary => 'added' in r;

/** POST /api/import: the server checks the archive or the JSON against the contract. */
export function importCollection(input: ImportInput): Promise<ImportResult> {
  return apiRequest<ImportResult>('/api/import', {
    method: 'POST',
    // One key per import: a retry after a lost answer does not import the collection twice.
    idempotent: true,
    // Typed here: a browser names a .zip application/x-zip-compressed, or nothing.
    body: 'archive' in input ? new Blob([input.archive], { type: ARCHIVE_CONTENT_TYPE }) : input.json,
  });
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
