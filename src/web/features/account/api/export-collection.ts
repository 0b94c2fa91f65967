import { useMutation } from '@tanstack/react-query';
import { fetchFile, type DownloadedFile } from '../../../lib/file-download';

export { saveFile } from '../../../lib/file-download';

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
