import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { getPlan, plans } from '../../../contracts/plans';
import { billingCycles, priceFor } from '../../../contracts/subscription';
import type { Db } from '../../db/client';
import { billingCustomers, ledger, subscriptions, user } from '../../db/schema';
import type { DbKind } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { startStripeServer, type StripeTestServer, type TestPrice } from '../../test/stripe-server';

export const WEBHOOK_SECRET = 'whsec_test_trouvaille';

/** A price id per plan and cycle the catalogue sells (docs/product.md#plans), and its amount in cents. */
export function catalogueStripePrices(): { env: string; prices: Record<string, TestPrice> } {
  const prices: Record<string, TestPrice> = {};
  const env: string[] = [];
  for (const plan of plans) {
    for (const cycle of billingCycles) {
      const eur = priceFor(plan, cycle);
      if (!eur) continue;
      const id = `price_${plan.id.replace(/-/g, '_')}_${cycle.replace('-', '_')}`;
      prices[id] = {
        amount: Math.round(eur * 100),
        interval: cycle === 'monthly' ? 'month' : cycle === 'yearly' ? 'year' : null,
      };
      env.push(`${plan.id}/${cycle}=${id}`);
    }
  }
  return { env: env.join(','), prices };
}

/** The env of a hosted instance whose SDK calls `stripe` (a local test server). */
export function stripeEnv(apiBase: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_trouvaille',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
    STRIPE_PRICES: catalogueStripePrices().env,
  };
}

export interface HostedTestApp {
  t: TestApp;
  stripe: StripeTestServer;
  /** Delivers events to the app as Stripe would, signed with `secret` (the right one by default). */
  deliver(events: Stripe.Event[], secret?: string): Promise<{ statusCode: number; body: string }[]>;
  close(): Promise<void>;
}

/** An app in hosted mode (decision 035) with its Stripe test server; webhooks delivered by the test. */
export async function createHostedTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
): Promise<HostedTestApp> {
  const stripe = await startStripeServer({
    webhookSecret: WEBHOOK_SECRET,
    prices: catalogueStripePrices().prices,
  });
  const t = await createTestApp(kind, { ...stripeEnv(stripe.url), ...env });
  return {
    t,
    stripe,
    async deliver(events, secret) {
      const answers = [];
      for (const e of events) {
        const { payload, header } = stripe.signed(e, secret);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/billing/webhook',
          payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
        });
        answers.push({ statusCode: res.statusCode, body: res.body });
      }
      return answers;
    },
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

/**
 * The rows a plan bought through Stripe leaves (decision 035), written directly for tests about something
 * else (an account's deletion, a backup): the plan, its subscription, its customer and one paid invoice.
 */
export async function recordPurchase(
  db: Db,
  userId: string,
  planId: string,
  cycle: 'monthly' | 'yearly' = 'monthly',
) {
  const plan = getPlan(planId);
  const amountEur = priceFor(plan, cycle) ?? 0;
  const now = new Date();
  await db.update(user).set({ planId: plan.id }).where(eq(user.id, userId));
  await db.insert(billingCustomers).values({ userId, customerId: `cus_${userId}` });
  await db.insert(subscriptions).values({
    userId,
    planId: plan.id,
    status: 'active',
    billingCycle: cycle,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    stripeSubscriptionId: `sub_${userId}`,
  });
  await db.insert(ledger).values({
    userId,
    planId: plan.id,
    billingCycle: cycle,
    amountEur,
    kind: 'payment',
    reference: `in_${userId}`,
    receiptUrl: `https://invoice.stripe.com/i/in_${userId}`,
  });
}
