import { isApiError } from './api-client';

/**
 * Every API code is translated in `common:errors.codes.<code>` (both locales, kept in step with the
 * contract by error-catalogue.test.ts), so the key follows from the code; a failed call without a response
 * says so as NETWORK. No list here: this module is part of the sign-in screen's download.
 */
export function codeMessageKey(error: unknown): string | undefined {
  if (!isApiError(error) || !error.code) return undefined;
  if (error.code === 'NETWORK') return 'errors.network.message';
  return /^[A-Z][A-Z_]{1,40}$/.test(error.code) ? `errors.codes.${error.code}` : undefined;
}

export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

type Translate = (key: string, opts?: { ns: string; count?: number; total?: number }) => string;

/**
 * A plan limit says which one and its figures (decision 020), as the server's answer details them:
 * "Your plan allows 200 objects; this would make 230". Undefined for any other failure.
 */
function planLimitText(t: Translate, error: unknown): string | undefined {
  if (!isApiError(error) || error.code !== 'PLAN_LIMIT') return undefined;
  const details = (error.body as { details?: Record<string, unknown> } | undefined)?.details;
  const { limit, allowed, total } = details ?? {};
  if (!['houses', 'rooms', 'objects'].includes(limit as string)) return undefined;
  if (typeof allowed !== 'number' || typeof total !== 'number') return undefined;
  const key = `errors.planLimit.${limit as string}`;
  const text = t(key, { ns: 'common', count: allowed, total });
  return text && text !== key ? text : undefined;
}

/**
 * The message for a failed call a screen reports itself: a known code in the user's language, else the
 * screen's default. Never the server's own text: it is English, and written for developers (decision 029).
 */
export function errorMessage(t: Translate, error: unknown, fallback: string): string {
  const limit = planLimitText(t, error);
  if (limit) return limit;
  const key = codeMessageKey(error);
  const text = key && t(key, { ns: 'common' });
  // A code without a text (a missing translation gives its key back): the screen's default.
  return text && text !== key ? text : fallback;
}
