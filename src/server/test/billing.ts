import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { getPlan } from '../../contracts/plans';
import { priceFor } from '../../contracts/subscription';
import type { Db } from '../db/client';
import { billingCustomers, ledger, subscriptions, user } from '../db/schema';
import type { DbKind } from './databases';
import { createTestApp, type TestApp } from './harness';
import {
  catalogueStripePrices,
  startStripeServer,
  stripeTestEnv,
  TEST_WEBHOOK_SECRET,
  type StripeTestServer,
} from './stripe-server';

export const WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;

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
  const t = await createTestApp(kind, { ...stripeTestEnv(stripe.url), ...env });
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
