import { z } from 'zod';
import { subscriptionStatusSchema } from './auth';
import { invoiceSchema } from './billing';
import { tiers, type Plan } from './plans';
import { planIdSchema } from './choices';

export const billingCycles = ['monthly', 'yearly', 'one-time'] as const;
export const billingCycleSchema = z.enum(billingCycles);
export type BillingCycle = z.infer<typeof billingCycleSchema>;

/** The price of a plan on a cycle, in euros; null when the plan is not sold that way. */
export function priceFor(plan: Plan, cycle: BillingCycle): number | null {
  if (cycle === 'monthly') return plan.monthlyPrice;
  if (cycle === 'yearly') return plan.yearlyPrice;
  return plan.oneTimePrice;
}

/** POST /api/subscription/upgrade (also used to downgrade; downgrading to the free plan cancels). */
export const upgradeBodySchema = z.object({
  planId: planIdSchema,
  billingCycle: billingCycleSchema.default('monthly'),
});
export type UpgradeBody = z.input<typeof upgradeBodySchema>;

/** GET /api/subscription/current. Dates are ISO strings; null where they do not apply. */
export const currentSubscriptionSchema = z.object({
  planId: planIdSchema,
  tier: z.enum(tiers),
  /** null: on the free plan and never subscribed */
  status: subscriptionStatusSchema,
  billingCycle: billingCycleSchema.nullable(),
  currentPeriodStart: z.string().nullable(),
  /** null for a one-time purchase, which does not end */
  currentPeriodEnd: z.string().nullable(),
  /** the plan falls back to free at currentPeriodEnd (or trialEndsAt during a trial) */
  cancelAtPeriodEnd: z.boolean(),
  trialEndsAt: z.string().nullable(),
  /** euros, refunds deducted */
  totalSpent: z.number(),
  analysesThisMonth: z.number().int(),
  /** null = unlimited */
  analysesLimit: z.number().int().nullable(),
  /** the payments the provider recorded, newest first, with their invoice pages (hosted mode) */
  invoices: z.array(invoiceSchema),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

/** What a plan change did, so the screen can say it ('Mise à niveau réussie', trial started...). */
export const planChangeKinds = [
  'trial',
  'upgrade',
  'downgrade',
  'converted',
  'resumed',
  'cancel-scheduled',
  /** the account already had what was asked (a repeated confirmation): nothing changed or charged */
  'unchanged',
  /** hosted mode: pay on Stripe's Checkout page (`checkoutUrl`); the plan changes once Stripe says it is paid */
  'checkout',
  /** hosted mode: Stripe was asked to change the running subscription; the plan changes once it confirms */
  'pending',
] as const;
export const planChangeResultSchema = z.object({
  change: z.enum(planChangeKinds),
  /** charged now, euros; 0 for a trial, a downgrade or a resume, and in hosted mode (Stripe charges) */
  amountEur: z.number(),
  /** where to pay, for `checkout`; null otherwise */
  checkoutUrl: z.string().nullable(),
  subscription: currentSubscriptionSchema,
});
export type PlanChangeResult = z.infer<typeof planChangeResultSchema>;

export const cancelResultSchema = z.object({ subscription: currentSubscriptionSchema });
