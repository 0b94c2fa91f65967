import { boolean, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, user } from './auth';
import { createdAt, updatedAt, uuidPrimaryKey } from './columns';

/**
 * One row per user who ever left the free plan. users.plan_id is the effective plan other modules
 * read; this row says why (status, period, trial) and is kept after the plan falls back to free so
 * admin counts and churn have data.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    /** 'active' | 'trial' | 'cancelled' (cancelled = ended, back on the free plan) */
    status: text('status').notNull(),
    /** 'monthly' | 'yearly' | 'one-time' */
    billingCycle: text('billing_cycle').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    /** null for a one-time purchase, which does not end */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** start of the current run off the free plan: the churn denominator looks at it */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the user asked to cancel: the churn numerator */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** when the plan fell back to free */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** the Stripe subscription behind this row (hosted mode, decision 035); null for a one-off pack */
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_status_idx').on(t.status)],
);

/**
 * Money in and out, one row per charge, refund or trial start. Revenue must survive an account's
 * deletion, so the user link is nulled rather than the row deleted.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    planId: text('plan_id').notNull(),
    billingCycle: text('billing_cycle'),
    /** euros; negative for a refund */
    amountEur: numeric('amount_eur', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** 'payment' | 'refund' | 'trial' */
    kind: text('kind').notNull(),
    /** the provider's invoice id: a paid invoice is recorded once (decision 035) */
    reference: text('reference').unique(),
    /** the provider's page of the invoice or receipt (Stripe's hosted_invoice_url) */
    receiptUrl: text('receipt_url'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_user_idx').on(t.userId), index('ledger_created_idx').on(t.createdAt)],
);

/** The Stripe customer of an account (hosted mode, decision 035): created once, before its first Checkout. */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Checkout Sessions opened for an account: an open one for the same plan and cycle is handed out again
 * instead of a second one (a double click buys once, decision 035).
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    /** Stripe's Checkout Session id */
    id: text('id').primaryKey(),
    userId: ownerId(),
    planId: text('plan_id').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    url: text('url').notNull(),
    /** 'open' | 'complete' | 'expired' */
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('billing_checkouts_user_idx').on(t.userId)],
);

/** Webhook events already applied: a replayed delivery changes nothing (decision 035). */
export const billingEvents = pgTable('billing_events', {
  /** Stripe's event id (evt_...) */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
