import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

export type ExportFormat = 'json' | 'csv';

export interface ExportInput {
  format: ExportFormat;
  /** Excel in a French locale splits CSV on semicolons. */
  delimiter: 'comma' | 'semicolon';
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /api/export?format=json|csv as a file. Fetched rather than linked so a refusal (503 when the
 * collection cannot be exported here) becomes a toast instead of a downloaded error page.
 */
export async function exportCollection({ format, delimiter }: ExportInput): Promise<ExportedFile> {
  const path = `/api/export?format=${format}&delimiter=${delimiter}`;
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include' });
  } catch {
    throw new ApiError({ status: 0, path, text: 'Network error', body: null });
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    throw new ApiError({ status: response.status, path, text: text || response.statusText, body });
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `trouvaille.${format}`;
  return { blob: await response.blob(), fileName };
}

/** Hands the file to the browser's downloads. */
export function saveFile({ blob, fileName }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; give the browser a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportCollection() {
  return useMutation({ mutationFn: exportCollection, meta: { handlesErrors: true } });
}
