import { isApiError } from './api-client';

/** Never retry a refused session or permission, at most twice otherwise (docs/product.md#data-freshness). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return false;
  return failureCount < 2;
}

/** Exponential from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
