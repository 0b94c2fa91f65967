import { isApiError } from './api-client';
import { codeMessageKey, errorMessage } from './error-codes';
import { isPublicPath } from './public-routes';
import { showToast } from './toast';

/** A toast described by i18n keys in the `common` namespace (`errors.*`). */
export interface CatalogueEntry {
  titleKey: string;
  messageKey?: string;
}

/** Status decides the title and message of a failed read (docs/product.md#messages). */
export function describeQueryError(error: unknown): CatalogueEntry {
  if (!isApiError(error))
    return { titleKey: 'errors.requestFailed.title', messageKey: 'errors.requestFailed.message' };
  const { status } = error;
  if (status === 0) return { titleKey: 'errors.network.title', messageKey: 'errors.network.message' };
  if (status === 401)
    return { titleKey: 'errors.unauthorized.title', messageKey: 'errors.unauthorized.message' };
  if (status === 403)
    return {
      titleKey: 'errors.forbidden.title',
      // A viewer's write, an editor's member change (decision 037): the role says why.
      messageKey:
        error.code === 'ROLE_FORBIDDEN' ? 'errors.codes.ROLE_FORBIDDEN' : 'errors.forbidden.message',
    };
  if (status === 404) return { titleKey: 'errors.notFound.title', messageKey: 'errors.notFound.message' };
  if (status >= 500) return { titleKey: 'errors.server.title', messageKey: 'errors.server.message' };
  // The code's text in the reader's language; the server's own words (English, for developers) never show.
  const codeKey = codeMessageKey(error);
  return { titleKey: 'errors.requestFailed.title', messageKey: codeKey ?? 'errors.requestFailed.message' };
}

/** A failed change is "Operation Failed", except a lost session which says so. */
export function describeMutationError(error: unknown): CatalogueEntry {
  if (isApiError(error) && error.status === 401) return describeQueryError(error);
  // Offline, a change is refused at once (lib/query-client.ts): say that nothing was saved, and why.
  if (isApiError(error) && error.status === 0)
    return { titleKey: 'errors.offlineChange.title', messageKey: 'errors.offlineChange.message' };
  // The collection's role refused it (decision 037): say so rather than a bare "failed".
  if (isApiError(error) && error.code === 'ROLE_FORBIDDEN')
    return { titleKey: 'errors.operationFailed.title', messageKey: 'errors.codes.ROLE_FORBIDDEN' };
  return { titleKey: 'errors.operationFailed.title', messageKey: 'errors.operationFailed.message' };
}

/** No popup on public pages, nor for auth and stats calls (their screens speak for them). */
export function shouldShowErrorPopup(error: unknown, pathname: string): boolean {
  if (isPublicPath(pathname)) return false;
  if (isApiError(error) && (error.path.includes('/api/auth/') || error.path.includes('/api/stats')))
    return false;
  return true;
}

// Re-exported: the account screens import them from ./error-codes, which keeps the rest of this
// catalogue (the query cache's toasts) out of the sign-in screen's download.
export { codeMessageKey, errorMessage, serverMessage } from './error-codes';

/** The toast of a failed call a screen reports itself: its title, and the message errorMessage gives. */
export function showErrorToast(
  t: (key: string, opts?: { ns: string }) => string,
  title: string,
  error: unknown,
  fallback: string,
): void {
  showToast({ title, description: errorMessage(t, error, fallback), variant: 'destructive' });
}

/** "Operation Failed", with the reason when the code is known. */
export function showOperationFailed(t: (key: string, opts?: { ns: string }) => string, error: unknown): void {
  showErrorToast(
    t,
    t('common:errors.operationFailed.title'),
    error,
    t('common:errors.operationFailed.message'),
  );
}
