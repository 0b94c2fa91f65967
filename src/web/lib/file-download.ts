import { ApiError } from './api-client';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET a file the API makes (export, PDF) with the session cookie. Fetched rather than linked so a refusal
 * becomes an ApiError the screen can word (a toast) instead of a downloaded error page.
 */
export async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
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
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Hands the file to the browser's downloads. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
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
