import { z } from 'zod';
import { planIdSchema } from './choices';

/**
 * How plans are given on this instance (decision 035): `self-hosted` (no payment keys) the administrators
 * set each account's plan and nobody sees a price; `stripe` plans are bought through Stripe.
 */
export const billingModes = ['self-hosted', 'stripe'] as const;
export const billingModeSchema = z.enum(billingModes);
export type BillingMode = z.infer<typeof billingModeSchema>;

/** GET /api/billing/config: public, the plans page asks it signed out too. */
export const billingConfigSchema = z.object({ mode: billingModeSchema });
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** POST /api/billing/portal: Stripe's customer portal (card, cancellation, invoices) for this account. */
export const portalResultSchema = z.object({ url: z.string() });

/** A payment the provider recorded, with its invoice or receipt page. */
export const invoiceSchema = z.object({
  id: z.string(),
  amountEur: z.number(),
  createdAt: z.string(),
  /** the provider's page (Stripe's hosted invoice); null when it gave none */
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** POST /api/admin/users/{id}/plan: the plan an administrator gives an account (self-hosted mode). */
export const adminSetPlanBodySchema = z.object({ planId: planIdSchema });

/**
 * GET /api/billing/checkouts/{id}: where the account's payment on Checkout stands. `complete` only once
 * Stripe's verified webhook said so: the page back from Checkout waits for it (decision 035).
 */
export const checkoutStatusSchema = z.object({
  status: z.enum(['open', 'complete', 'expired']),
  planId: planIdSchema,
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;
export const checkoutIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
