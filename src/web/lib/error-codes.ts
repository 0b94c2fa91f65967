import { isApiError } from './api-client';

/**
 * Known API codes translated for the account screens; anything else falls back to the server's text
 * and then to the screen's own default.
 */
const codeKeys: Record<string, string> = {
  INVALID_CREDENTIALS: 'errors.codes.INVALID_CREDENTIALS',
  ACCOUNT_SUSPENDED: 'errors.codes.ACCOUNT_SUSPENDED',
  RATE_LIMITED: 'errors.codes.RATE_LIMITED',
  CONFLICT: 'errors.codes.CONFLICT',
  INVALID_CODE: 'errors.codes.INVALID_CODE',
  CODE_EXPIRED: 'errors.codes.CODE_EXPIRED',
  TOO_MANY_ATTEMPTS: 'errors.codes.TOO_MANY_ATTEMPTS',
  INVALID_TOKEN: 'errors.codes.INVALID_TOKEN',
  CROSS_SITE: 'errors.codes.CROSS_SITE',
  INVALID_TEXT: 'errors.codes.INVALID_TEXT',
  STORAGE_LIMIT: 'errors.codes.STORAGE_LIMIT',
  USAGE_LIMIT: 'errors.codes.USAGE_LIMIT',
  PROVIDER_ERROR: 'errors.codes.PROVIDER_ERROR',
  PROVIDER_TIMEOUT: 'errors.codes.PROVIDER_TIMEOUT',
  UNAVAILABLE: 'errors.codes.UNAVAILABLE',
  NETWORK: 'errors.network.message',
};

export function codeMessageKey(error: unknown): string | undefined {
  return isApiError(error) && error.code ? codeKeys[error.code] : undefined;
}

export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

/**
 * The message for a failed call a screen reports itself: a known code in the user's language, else the
 * server's own text, else the screen's default (spec part 1 §8, part 2 §8).
 */
export function errorMessage(
  t: (key: string, opts?: { ns: string }) => string,
  error: unknown,
  fallback: string,
): string {
  const key = codeMessageKey(error);
  if (key) return t(key, { ns: 'common' });
  return serverMessage(error) ?? fallback;
}
