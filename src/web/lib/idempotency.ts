/**
 * One Idempotency-Key per user action (docs/architecture.md, "Idempotent writes"): a creating call makes
 * its key when the action starts and sends the same key on each of its retries, so the server runs the
 * action once however many times the request reaches it (a retry after a dropped connection, a double
 * click that got through).
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

type KeySource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A random UUID (v4). `crypto.randomUUID` exists only in a secure context, and a phone that opens the app
 * over plain http on the LAN has none; `getRandomValues` is there in every context.
 */
export function newIdempotencyKey(source: KeySource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const b = source.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Worth sending again with the same key: the server was not reached or the answer was lost (status 0), it
 * was briefly unavailable (503), or the first send with this key is still running (409
 * IDEMPOTENCY_IN_PROGRESS, answered with its result once done). Anything else is the answer.
 */
export function isRetryable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 0 || status === 503 || (status === 409 && code === 'IDEMPOTENCY_IN_PROGRESS');
}

export interface IdempotentOptions {
  /** Sends in all, the first included. */
  attempts?: number;
  /** Pause before the retry numbered `attempt` (1, 2...). */
  delayMs?: (attempt: number) => number;
  /** Aborting stops the retries. */
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  makeKey?: () => string;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one user action: makes its key, calls `send(key)`, and sends again with the same key when the
 * failure is retryable (see isRetryable), up to `attempts` times with a growing pause.
 */
export async function withIdempotencyKey<T>(
  send: (key: string) => Promise<T>,
  options: IdempotentOptions = {},
): Promise<T> {
  const { attempts = 3, delayMs = (n) => 1000 * n, signal, sleep = pause } = options;
  const key = (options.makeKey ?? newIdempotencyKey)();
  for (let attempt = 1; ; attempt++) {
    try {
      return await send(key);
    } catch (error) {
      if (attempt >= attempts || signal?.aborted || !isRetryable(error)) throw error;
      await sleep(delayMs(attempt));
      if (signal?.aborted) throw error;
    }
  }
}

/**
 * The same JSON action started again while the first is still on its way (two clicks before the button
 * is disabled) shares the first one's answer instead of becoming a second action.
 */
const inFlight = new Map<string, Promise<unknown>>();

export function sharedWhileInFlight<T>(identity: string, start: () => Promise<T>): Promise<T> {
  const running = inFlight.get(identity);
  if (running) return running as Promise<T>;
  const started = start().finally(() => inFlight.delete(identity));
  inFlight.set(identity, started);
  return started;
}
