import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureRequest, ImportSummary, ProfilePatch } from '../../contracts/account';
import type { User } from '../../contracts/auth';
import { apiRequest } from '../lib/api-client';
import { currentUserQueryOptions } from '../lib/session-query';
import { type DownloadedFile, fetchFile } from '../lib/file-download';
import { ARCHIVE_CONTENT_TYPE, type ArchiveImportSummary } from '../../contracts/archive';

/**
 * PATCH /api/auth/user: profile and preferences. A new email address is not applied: the answer's
 * pendingEmail holds it until the code mailed there is confirmed.
 */
export function updateProfile(patch: ProfilePatch): Promise<User> {
  return apiRequest<User>('/api/auth/user', { method: 'PATCH', body: patch });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { handlesErrors: true },
    async onSuccess(user) {
      // The user is refreshed after a settings save; the answer already is the new user.
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/auth/change-password; the server mails a confirmation to the account's address. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}

/** DELETE /api/auth/user/pending-email: forget the address waiting for its code. */
export function cancelEmailChange(): Promise<User> {
  return apiRequest<User>('/api/auth/user/pending-email', { method: 'DELETE' });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess(user) {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}

/** POST /api/auth/confirm-email-change: the code mailed to the new address switches the account to it. */
export function confirmEmailChange(code: string): Promise<User> {
  return apiRequest<User>('/api/auth/confirm-email-change', { method: 'POST', body: { code } });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    meta: { handlesErrors: true },
    onSuccess(user) {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}

/** DELETE /api/auth/user: the password proves it is the owner; data and photos go, the session ends. */
export function deleteAccount(password: string): Promise<{ message: string }> {
  return apiRequest('/api/auth/user', { method: 'DELETE', body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { handlesErrors: true } });
}

export { saveFile } from '../lib/file-download';

export type ExportFormat = 'zip' | 'json' | 'csv';

export interface ExportInput {
  format: ExportFormat;
  /** Excel in a French locale splits CSV on semicolons. */
  delimiter: 'comma' | 'semicolon';
}

export type ExportedFile = DownloadedFile;

/** GET /api/export?format=zip|json|csv as a file (a refusal, e.g. 503, becomes a toast). */
export function exportCollection({ format, delimiter }: ExportInput): Promise<ExportedFile> {
  return fetchFile(`/api/export?format=${format}&delimiter=${delimiter}`, `trouvaille.${format}`);
}

export function useExportCollection() {
  return useMutation({ mutationFn: exportCollection, meta: { handlesErrors: true } });
}

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

/** POST /api/feature-requests: stored for the admins to read (docs/product.md#settings). */
export function createFeatureRequest(description: string): Promise<FeatureRequest> {
  return apiRequest<FeatureRequest>('/api/feature-requests', { method: 'POST', body: { description } });
}

export function useCreateFeatureRequest() {
  return useMutation({ mutationFn: createFeatureRequest, meta: { handlesErrors: true } });
}
