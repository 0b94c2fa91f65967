import { errorCodes, type ErrorCode } from '../../contracts/error-codes';
import { isApiError } from './api-client';

/**
 * Every API code, translated in `common:errors.codes.<code>` (both locales, kept in step with the contract
 * by error-catalogue.test.ts); a failed call without a response says so as NETWORK. The codes come from a
 * file without zod: this module is part of the sign-in screen's download.
 */
const codeKeys: Record<ErrorCode | 'NETWORK', string> = {
  ...(Object.fromEntries(errorCodes.map((code) => [code, `errors.codes.${code}`])) as Record<
    ErrorCode,
    string
  >),
  NETWORK: 'errors.network.message',
};

export function codeMessageKey(error: unknown): string | undefined {
  return isApiError(error) && error.code && Object.hasOwn(codeKeys, error.code)
    ? codeKeys[error.code as keyof typeof codeKeys]
    : undefined;
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
