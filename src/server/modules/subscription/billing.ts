import type { PlanId } from '../../../contracts/plans';
import type { BillingCycle } from '../../../contracts/subscription';

export interface BillingUser {
  id: string;
  email: string;
}

export interface Charge {
  /** euros actually collected (0 allowed) */
  amountEur: number;
}

/**
 * Where money is collected (docs/product.md#outside-services: billing behind an interface). The subscription
 * service decides what a change costs and writes the ledger and the subscription in one transaction; the
 * provider only collects. A payment provider would throw an AppError to refuse a change, and answer null to
 * a renewal it could not collect (the plan then falls back to free).
 */
export interface BillingProvider {
  readonly name: string;
  /** Collects `amountDueEur` for a plan change, at once. */
  changePlan(user: BillingUser, planId: PlanId, cycle: BillingCycle, amountDueEur: number): Promise<Charge>;
  /** Collects a renewal for the period starting at `periodStart`; null when it could not be collected. */
  renew(
    user: BillingUser,
    planId: PlanId,
    cycle: BillingCycle,
    amountDueEur: number,
    periodStart: Date,
  ): Promise<Charge | null>;
}

/**
 * The built-in provider of a self-hosted install: the operator settles money outside the app, so every
 * change is accepted at once and the ledger keeps the amounts (total spent, revenue).
 */
export function selfHostedBilling(): BillingProvider {
  return {
    name: 'self-hosted',
    async changePlan(_user, _planId, _cycle, amountDueEur) {
      return { amountEur: amountDueEur };
    },
    async renew(_user, _planId, _cycle, amountDueEur) {
      return { amountEur: amountDueEur };
    },
  };
}
