import type { TFunction } from '../../../lib/i18n';
import { codeMessageKey, serverMessage } from '../../../lib/error-codes';

/**
 * The message for a failed account call: a known code in the user's language, else the server's own
 * text, else the screen's default (spec part 1 §8).
 */
export function errorText(t: TFunction, error: unknown, fallback: string): string {
  const key = codeMessageKey(error);
  if (key) return t(key, { ns: 'common' });
  return serverMessage(error) ?? fallback;
}
