import { reportNetworkFailure, reportNetworkSuccess } from './connectivity';

/** Thrown for every failed call. `message` follows the spec's "status: body text" form (part 1 §8). */
export class ApiError extends Error {
  readonly status: number;
  /** The API's error code (`{ error, code }`), or NETWORK when the server was not reached. */
  readonly code: string | undefined;
  /** The server's `error` text, when the body had one. */
  readonly serverMessage: string | undefined;
  readonly body: unknown;
  readonly path: string;

  constructor(init: { status: number; path: string; text: string; body: unknown }) {
    super(`${init.status}: ${init.text}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.path = init.path;
    this.body = init.body;
    const record = init.body && typeof init.body === 'object' ? (init.body as Record<string, unknown>) : {};
    this.code = typeof record.code === 'string' ? record.code : init.status === 0 ? 'NETWORK' : undefined;
    this.serverMessage = typeof record.error === 'string' ? record.error : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON unless it is FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
}

/** Same-origin fetch with the session cookie; resolves to the parsed JSON body or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      signal,
      headers:
        body === undefined || isForm
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    reportNetworkFailure();
    throw new ApiError({ status: 0, path, text: 'Network error', body: null });
  }
  reportNetworkSuccess();
  const text = await response.text();
  const parsed = parseJson(text);
  if (!response.ok) {
    throw new ApiError({ status: response.status, path, text: text || response.statusText, body: parsed });
  }
  return parsed as T;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
