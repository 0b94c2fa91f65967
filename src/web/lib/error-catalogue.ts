import { errorCodes, type ErrorCode } from '../../contracts/errors';
import { isApiError } from './api-client';
import { isPublicPath } from './public-routes';
import { showToast } from './toast';

/** A toast described by i18n keys in the `common` namespace (`errors.*`), or by the server's own text. */
export interface CatalogueEntry {
  titleKey: string;
  messageKey?: string;
  message?: string;
}

/** Spec part 1 §8: status decides the title and message of a failed read. */
export function describeQueryError(error: unknown): CatalogueEntry {
  if (!isApiError(error))
    return { titleKey: 'errors.requestFailed.title', messageKey: 'errors.requestFailed.message' };
  const { status } = error;
  if (status === 0) return { titleKey: 'errors.network.title', messageKey: 'errors.network.message' };
  if (status === 401)
    return { titleKey: 'errors.unauthorized.title', messageKey: 'errors.unauthorized.message' };
  if (status === 403) return { titleKey: 'errors.forbidden.title', messageKey: 'errors.forbidden.message' };
  if (status === 404) return { titleKey: 'errors.notFound.title', messageKey: 'errors.notFound.message' };
  if (status >= 500) return { titleKey: 'errors.server.title', messageKey: 'errors.server.message' };
  return error.serverMessage
    ? { titleKey: 'errors.requestFailed.title', message: error.serverMessage }
    : { titleKey: 'errors.requestFailed.title', messageKey: 'errors.requestFailed.message' };
}

/** Spec part 1 §8: a failed change is "Operation Failed", except a lost session which says so. */
export function describeMutationError(error: unknown): CatalogueEntry {
  if (isApiError(error) && error.status === 401) return describeQueryError(error);
  return { titleKey: 'errors.operationFailed.title', messageKey: 'errors.operationFailed.message' };
}

/** Spec part 1 §8: no popup on public pages, nor for auth and stats calls (their screens speak for them). */
export function shouldShowErrorPopup(error: unknown, pathname: string): boolean {
  if (isPublicPath(pathname)) return false;
  if (isApiError(error) && (error.path.includes('/api/auth/') || error.path.includes('/api/stats')))
    return false;
  return true;
}

/**
 * Every API code, translated in `common:errors.codes.<code>` (both locales, kept in step with the
 * contract by error-catalogue.test.ts); a failed call without a response says so as NETWORK.
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

/** The toast of a failed call a screen reports itself: its title, and the message errorMessage gives. */
export function showErrorToast(
  t: (key: string, opts?: { ns: string }) => string,
  title: string,
  error: unknown,
  fallback: string,
): void {
  showToast({ title, description: errorMessage(t, error, fallback), variant: 'destructive' });
}

/** Spec part 1 §8's "Operation Failed", with the reason when the code is known. */
export function showOperationFailed(t: (key: string, opts?: { ns: string }) => string, error: unknown): void {
  showErrorToast(
    t,
    t('common:errors.operationFailed.title'),
    error,
    t('common:errors.operationFailed.message'),
  );
}
