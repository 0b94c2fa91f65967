import type { Page } from 'playwright-core';
import { codeFromMail, type MailCatcher } from './smtp';

/**
 * A verified account signed in on `page`'s browser context, made through the real API and the real
 * mail (the journeys about registration live in auth.e2e.ts; here it is only the way in).
 */
export async function signUpAndSignIn(
  page: Page,
  mail: MailCatcher,
  account: { email: string; password: string; firstName?: string; language: 'fr' | 'en' },
): Promise<void> {
  const res = await page.request.post('/api/auth/register', { data: account });
  if (res.status() !== 201) throw new Error(`register ${account.email}: ${res.status()} ${await res.text()}`);
  const code = codeFromMail(await mail.waitFor(account.email));
  const verified = await page.request.post('/api/auth/verify-email', {
    data: { email: account.email, code },
  });
  if (!verified.ok()) throw new Error(`verify ${account.email}: ${verified.status()}`);
  await signIn(page, account.email, account.password);
}

/** Signs in through the API: the session cookie lands in the page's context. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
}

/** The interface language is a device choice (localStorage), set before the app starts. */
export async function useLanguage(page: Page, language: 'fr' | 'en'): Promise<void> {
  await page.addInitScript((lng) => localStorage.setItem('trouvaille.language', lng), language);
}

/** A fresh verified account for one capture journey, signed in on `page`. */
export async function signUp(
  page: Page,
  mail: MailCatcher,
  lang: 'fr' | 'en',
  label: string,
  email = `${label}.${lang}.${Date.now()}@example.com`,
): Promise<{ email: string }> {
  await signUpAndSignIn(page, mail, {
    email,
    password: 'capture-secret-1',
    firstName: 'Camille',
    language: lang,
  });
  return { email };
}
