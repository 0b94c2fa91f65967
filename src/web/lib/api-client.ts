import { COLLECTION_HEADER } from '../../contracts/collections';
import { reportNetworkFailure, reportNetworkSuccess } from './connectivity';
import { IDEMPOTENCY_HEADER, sharedWhileInFlight, withIdempotencyKey } from './idempotency';

/** Thrown for every failed call. `message` reads "status: body text" (docs/product.md#messages). */
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
  /** Sent as JSON unless it is FormData (multipart) or a Blob (its bytes, typed by the Blob's type). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A creating call (the server's `idempotent` routes): one Idempotency-Key for this action, sent again
   * on its retries (lib/idempotency.ts); the same JSON call made again while this one runs shares it.
   */
  idempotent?: boolean;
  /**
   * An action's key kept beyond this page (a capture queued offline, lib/capture-queue.ts): sent instead
   * of a new one, so the server runs the action once however many pages or tabs send it.
   */
  idempotencyKey?: string;
  /**
   * The collection this call is for, when it may differ from the session's current one (a photo taken
   * offline, sent after a switch): the server answers 404 if the person is no longer a member.
   */
  collectionId?: string;
}

/** Same-origin fetch with the session cookie; resolves to the parsed JSON body or throws an ApiError. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { idempotencyKey } = options;
  if (!options.idempotent && !idempotencyKey) return send<T>(path, options);
  const action = () =>
    withIdempotencyKey((key) => send<T>(path, options, { [IDEMPOTENCY_HEADER]: key }), {
      signal: options.signal,
      makeKey: idempotencyKey ? () => idempotencyKey : undefined,
    });
  const { method = 'GET', body } = options;
  const isBytes =
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob);
  // Only a JSON body has an identity to compare; an upload is one action per call.
  return isBytes
    ? action()
    : sharedWhileInFlight(`${method} ${path} ${JSON.stringify(body ?? null)}`, action);
}

async function send<T>(
  path: string,
  options: RequestOptions,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined || isForm
          ? {}
          : {
              'Content-Type': isBlob ? (body as Blob).type || 'application/octet-stream' : 'application/json',
            }),
        ...(options.collectionId ? { [COLLECTION_HEADER]: options.collectionId } : {}),
        ...extraHeaders,
      },
      body:
        body === undefined ? undefined : isForm || isBlob ? (body as FormData | Blob) : JSON.stringify(body),
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
