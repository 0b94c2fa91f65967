import { boolean, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One row per user who ever left the free plan. users.plan_id is the effective plan other modules
 * read; this row says why (status, period, trial) and is kept after the plan falls back to free so
 * admin counts and churn have data.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    planId: text('plan_id').notNull(),
    billingCycle: text('billing_cycle'),
    /** euros; negative for a refund */
    amountEur: numeric('amount_eur', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** 'payment' | 'refund' | 'trial' */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_user_idx').on(t.userId), index('ledger_created_idx').on(t.createdAt)],
);
