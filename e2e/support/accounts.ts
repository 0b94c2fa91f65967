import type { Page } from 'playwright-core';
import type { PlanId } from '../../src/contracts/plans';
import { codeFromMail, type MailCatcher } from './smtp';

/** Who to sign up; an address is made up from `label` and the language when none is given. */
export interface NewAccount {
  language: 'fr' | 'en';
  email?: string;
  label?: string;
  password?: string;
  firstName?: string;
}

let accountsMade = 0;

/**
 * The one way in for a browser journey: a verified account signed in on `page`'s browser context, made
 * through the real API and the real mail (the journeys about registration live in auth.e2e.ts; here it is
 * only the way in). Answers the address and password it used.
 */
export async function signUpAndSignIn(
  page: Page,
  mail: MailCatcher,
  account: NewAccount,
): Promise<{ email: string; password: string }> {
  accountsMade++;
  const email =
    account.email ??
    `${account.label ?? 'user'}.${account.language}.${Date.now()}.${accountsMade}@example.com`;
  const password = account.password ?? 'journey-secret-1';
  const res = await page.request.post('/api/auth/register', {
    data: { email, password, firstName: account.firstName, language: account.language },
  });
  if (res.status() !== 201) throw new Error(`register ${email}: ${res.status()} ${await res.text()}`);
  const code = codeFromMail(await mail.waitFor(email));
  const verified = await page.request.post('/api/auth/verify-email', { data: { email, code } });
  if (!verified.ok()) throw new Error(`verify ${email}: ${verified.status()}`);
  await signIn(page, email, password);
  return { email, password };
}

/** Signs in through the API: the session cookie lands in the page's context. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
}

/**
 * The signed-in user of `page` buys `planId` (monthly) as the plans page does it on a hosted instance
 * (decision 035): the upgrade opens a Checkout page of the server's Stripe test server, paying it sends the
 * signed webhooks, and the plan is the account's once they have landed.
 */
export async function setPlan(page: Page, planId: PlanId): Promise<void> {
  const res = await page.request.post('/api/subscription/upgrade', { data: { planId } });
  if (!res.ok()) throw new Error(`plan ${planId}: ${res.status()} ${await res.text()}`);
  const answer = (await res.json()) as { change: string; checkoutUrl: string | null };
  if (answer.checkoutUrl) {
    const paid = await page.request.post(answer.checkoutUrl, { maxRedirects: 0 });
    if (paid.status() !== 303) throw new Error(`checkout ${planId}: ${paid.status()}`);
  }
  const deadline = Date.now() + 30_000;
  for (;;) {
    const current = await page.request.get('/api/subscription/current');
    if (((await current.json()) as { planId: string }).planId === planId) return;
    if (Date.now() > deadline) throw new Error(`plan ${planId}: Stripe's webhook never landed`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The interface language is a device choice (localStorage), set before the app starts. */
export async function useLanguage(page: Page, language: 'fr' | 'en'): Promise<void> {
  await page.addInitScript((lng) => localStorage.setItem('trouvaille.language', lng), language);
}
