import type { Page } from 'playwright-core';
import type { MailCatcher } from './smtp';
import { codeFromMail } from './smtp';

/**
 * A verified, signed-in account in the page's browser context, through the real API and the real mail:
 * the account screens have their own journey (auth.e2e.ts), these journeys start after them.
 */
export async function signUp(page: Page, mail: MailCatcher, lang: 'fr' | 'en', label: string, email = `${label}.${lang}.${Date.now()}@example.com`): Promise<{ email: string }> {
  const password = 'capture-secret-1';
  const registered = await page.request.post('/api/auth/register', { data: { email, password, firstName: 'Camille', language: lang } });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const code = codeFromMail(await mail.waitFor(email));
  const verified = await page.request.post('/api/auth/verify-email', { data: { email, code } });
  if (!verified.ok()) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  return { email };
}
