/**
 * The life of a capture taken with no network (decision 028), as pure rules: lib/capture-queue.ts keeps
 * the items in IndexedDB and sends them.
 *
 * waiting ──send──► sending ──answer──► done
 *    ▲                 │ no network, 503, still running elsewhere ──► waiting (same key, later)
 *    │                 │ no analysis left this month ───────────────► limit
 *    └──── retry ───── failed ◄── refused (a photo unreadable, ...)
 */
export type QueuedStatus = 'waiting' | 'sending' | 'done' | 'failed' | 'limit';

export interface QueueItemState {
  status: QueuedStatus;
  userId: string;
  attempts: number;
  /** The server's error code of the last refusal. */
  errorCode?: string;
}

/**
 * The items this user's page sends now: the waiting ones, and those left `sending` by a page closed
 * mid-send (the queue's lock says no other page is sending them; their key makes a repeat harmless).
 */
export function dueForSending<T extends QueueItemState>(items: readonly T[], userId: string): T[] {
  return items.filter((i) => i.userId === userId && (i.status === 'waiting' || i.status === 'sending'));
}

/** The status after a failed send, from the error (an ApiError's status and code). */
export function statusAfterFailure(error: unknown): { status: QueuedStatus; errorCode?: string } {
  const { status, code } = (error && typeof error === 'object' ? error : {}) as {
    status?: unknown;
    code?: unknown;
  };
  const errorCode = typeof code === 'string' ? code : undefined;
  if (status === 0 || status === 503 || (status === 409 && code === 'IDEMPOTENCY_IN_PROGRESS'))
    return { status: 'waiting' };
  if (status === 429) return { status: 'limit', errorCode };
  return { status: 'failed', errorCode: errorCode ?? 'UNKNOWN' };
}

/** No analysis left this month: nothing is sent (it would only be refused), the person is told. */
export function analysesLeft(usage: { completeAnalysis: { used: number; limit: number | null } }): number {
  const { used, limit } = usage.completeAnalysis;
  return limit === null ? Number.POSITIVE_INFINITY : Math.max(0, limit - used);
}

/** A failed or blocked item can be asked again; a waiting, sending or done one has nothing to retry. */
export function canRetry(status: QueuedStatus): boolean {
  return status === 'failed' || status === 'limit';
}
