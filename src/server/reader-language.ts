import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '../contracts/language';

/**
 * The language a request's answer is read in, as the web app picks it (src/web/lib/i18n.ts): the one the
 * request names (`?language=`), else the device's choice (its cookie), else the browser's first language,
 * else `fallback` (the account's). Used where an answer carries an analyzer's words (decision 030).
 */
export function readerLanguage(request: FastifyRequest, fallback?: Language): Language {
  const asked = (request.query as { language?: unknown } | undefined)?.language;
  if (isLanguage(asked)) return asked;
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const browser = String(request.headers['accept-language'] ?? '').trim();
  if (browser) return browser.toLowerCase().startsWith('fr') ? 'fr' : 'en';
  return fallback ?? 'fr';
}
