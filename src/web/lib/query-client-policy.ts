import { isApiError } from './api-client';

/**
 * At most twice, and only what may answer otherwise a moment later (docs/product.md#data-freshness): a lost
 * connection, a 5xx, a timeout (408), a throttle (429). Any other 4xx is the server's final word (a refused
 * session, an unknown or revoked share link): asking again only kept the screen spinning for seconds
 * before it said so (decision 029).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    const { status } = error;
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  }
  return failureCount < 2;
}

/** Exponential from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
