import { reportPaths, type ReportFile, type ReportFileRequest } from '../../contracts/reports';
import { ApiError, apiRequest } from './api-client';
import { fetchFile, saveFile } from './file-download';

/** How often the screen asks how far the file has come. */
const POLL_MS = 800;

/**
 * A dossier or a label sheet: asked for (the server builds it off the request path), followed while it is
 * prepared (`onProgress` with 0–100), then saved to the browser's downloads. Resolves to the file's name.
 */
export async function prepareAndDownload(
  request: ReportFileRequest,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  let file = await apiRequest<ReportFile>(reportPaths.files, {
    method: 'POST',
    body: request,
    idempotent: true,
    signal,
  });
  while (file.status === 'queued' || file.status === 'running') {
    onProgress(file.progress);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    file = await apiRequest<ReportFile>(reportPaths.file(file.id), { signal });
  }
  if (file.status === 'failed')
    throw new ApiError({
      status: 500,
      path: reportPaths.file(file.id),
      text: 'The file could not be built',
      body: { code: file.error ?? 'INTERNAL' },
    });
  onProgress(100);
  const downloaded = await fetchFile(reportPaths.fileDownload(file.id), 'trouvaille.pdf');
  saveFile(downloaded);
  return downloaded.fileName;
}
