import Stripe from 'stripe';
import { getPlan, planIds, type PlanId } from '../../../contracts/plans';
import type { BillingCycle } from '../../../contracts/subscription';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { transactionOnce } from '../../db/retry';
import { AppError, badRequest, conflict, notFound, unauthenticated } from '../../errors';
import { subscriptionRepository as repo } from './repository';
import {
  decideHostedChange,
  effectivePlan,
  oneTimeState,
  round2,
  stateFromProvider,
  type HostedChange,
  type SubState,
} from './rules';

/** The SDK's own pinned API version (stripe 17.7.0): the subscription keeps its period on itself. */
const API_VERSION = '2025-02-24.acacia';
/** A Checkout page is handed out again while it has at least this long to live; opened for one hour. */
const CHECKOUT_REUSE_MARGIN_MS = 5 * 60_000;
const CHECKOUT_LIFETIME_S = 60 * 60;

/** The SDK, pointed at Stripe or, for tests, at STRIPE_API_BASE (a local server speaking Stripe's API). */
export function createStripeClient(config: Config): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY ?? '', {
    apiVersion: API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ChangeAnswer = { change: 'checkout'; url: string } | { change: 'pending' | 'unchanged' };

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * Hosted mode (decision 035): Stripe collects, its verified webhooks decide. Asking for a plan opens a
 * Checkout Session or changes the running subscription at Stripe; the account's plan, status, period and
 * payments change only in `webhook`, from events whose signature checks out, each applied once.
 */
export function createStripeBilling(deps: {
  db: Db;
  config: Config;
  /** PGlite: one connection, which no Stripe call may hold (see `locked`). */
  embedded?: boolean;
  stripe?: Stripe;
  clock?: () => Date;
}) {
  const { db, config } = deps;
  const stripe = deps.stripe ?? createStripeClient(config);
  const now = deps.clock ?? (() => new Date());
  const appUrl = config.APP_URL.replace(/\/$/, '');

  const priceOf = (planId: PlanId, cycle: BillingCycle) => config.stripePrices[`${planId}/${cycle}`] ?? null;
  /** price id → plan and cycle, from STRIPE_PRICES */
  function planOfPrice(priceId: string | null | undefined): { planId: PlanId; cycle: BillingCycle } | null {
    for (const [key, id] of Object.entries(config.stripePrices)) {
      if (id !== priceId) continue;
      const [planId, cycle] = key.split('/') as [PlanId, BillingCycle];
      if ((planIds as readonly string[]).includes(planId)) return { planId, cycle };
    }
    return null;
  }

  /** This instance's billing steps in progress, per account: the next one waits here, holding nothing. */
  const inProgress = new Map<string, Promise<unknown>>();

  /**
   * Serialises every billing step of one account. Within an instance a step waits for the one before in
   * memory, not on a database connection, so an account's parallel requests cannot take the pool. Across
   * PostgreSQL instances the step runs in a transaction under the account's advisory lock (nothing
   * half-saved). On the embedded PGlite (one instance, one connection) no transaction is held while Stripe
   * answers: the other requests of the instance would all wait; its writes are single statements, and the
   * Stripe calls are idempotent, so a step cut short is taken up again by the next.
   */
  function locked<T>(userId: string, fn: (tx: Tx, who: { id: string; email: string }) => Promise<T>) {
    const before = inProgress.get(userId) ?? Promise.resolve();
    const step = before
      .catch(() => undefined)
      .then(() =>
        deps.embedded
          ? repo.findAccount(db, userId).then((who) => {
              if (!who) throw unauthenticated();
              return fn(db as unknown as Tx, who);
            })
          : // Once: Stripe is called inside, and a retried transaction would call it again.
            transactionOnce(db, async (tx) => {
              const who = await repo.lockUser(tx, userId);
              if (!who) throw unauthenticated();
              return fn(tx, who);
            }),
      );
    inProgress.set(userId, step);
    const clear = () => {
      if (inProgress.get(userId) === step) inProgress.delete(userId);
    };
    step.then(clear, clear);
    return step;
  }

  async function ensureCustomer(tx: Tx, who: { id: string; email: string }): Promise<string> {
    const known = await repo.customerOf(tx, who.id);
    if (known) return known;
    const customer = await stripe.customers.create(
      { email: who.email, metadata: { userId: who.id } },
      // A retry after a lost answer gets the same customer, not a second one.
      { idempotencyKey: `customer:${who.id}` },
    );
    await repo.saveCustomer(tx, who.id, customer.id);
    return customer.id;
  }

  async function openCheckout(
    tx: Tx,
    who: { id: string; email: string },
    planId: PlanId,
    cycle: BillingCycle,
    trial: boolean,
  ): Promise<string> {
    const at = now();
    // A double click, or a second tab: the page already opened for this plan is the one to pay on.
    const open = await repo.openCheckout(
      tx,
      who.id,
      planId,
      cycle,
      new Date(at.getTime() + CHECKOUT_REUSE_MARGIN_MS),
    );
    if (open) return open.url;
    const price = priceOf(planId, cycle);
    if (!price) throw badRequest(`This plan is not sold ${cycle} on this instance`);
    const customer = await ensureCustomer(tx, who);
    const n = await repo.countCheckouts(tx, who.id);
    const metadata = { userId: who.id, planId, billingCycle: cycle };
    const oneTime = cycle === 'one-time';
    const session = await stripe.checkout.sessions.create(
      {
        mode: oneTime ? 'payment' : 'subscription',
        customer,
        client_reference_id: who.id,
        line_items: [{ price, quantity: 1 }],
        metadata,
        success_url: `${appUrl}/subscription?checkout={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/monetization-logged?upgrade=${planId}`,
        expires_at: Math.floor(at.getTime() / 1000) + CHECKOUT_LIFETIME_S,
        ...(oneTime
          ? { invoice_creation: { enabled: true, invoice_data: { metadata } } }
          : {
              subscription_data: {
                metadata,
                ...(trial ? { trial_period_days: getPlan(planId).trialDays } : {}),
              },
            }),
      },
      { idempotencyKey: `checkout:${who.id}:${planId}:${cycle}:${n}` },
    );
    if (!session.url) throw new AppError('PROVIDER_ERROR', 'Stripe gave no Checkout page');
    await repo.addCheckout(tx, {
      id: session.id,
      userId: who.id,
      planId,
      billingCycle: cycle,
      url: session.url,
      expiresAt: new Date(
        (session.expires_at ?? Math.floor(at.getTime() / 1000) + CHECKOUT_LIFETIME_S) * 1000,
      ),
    });
    return session.url;
  }

  /** A change of a running subscription, keyed by its state so a double click is sent once. */
  const updateKey = (kind: string, subId: string, updatedAt: Date, extra = '') =>
    `${kind}:${subId}:${updatedAt.getTime()}:${extra}`;

  async function change(userId: string, planId: PlanId, cycle: BillingCycle): Promise<ChangeAnswer> {
    return locked(userId, async (tx, who) => {
      const row = await repo.findRow(tx, who.id);
      const s = row?.state ?? null;
      const subId = row?.stripeSubscriptionId ?? null;
      const decision: HostedChange = decideHostedChange(s, planId, cycle, {
        trialDays: getPlan(planId).trialDays,
        trialUsed: await repo.trialUsed(tx, who.id, planId),
        hasSubscription: Boolean(subId),
      });
      switch (decision.kind) {
        case 'unchanged':
          return { change: 'unchanged' };
        case 'refused':
          throw conflict('A one-time purchase keeps its plan for good; only a higher plan can replace it');
        case 'cancel':
          await cancelLocked(tx, row);
          return { change: 'pending' };
        case 'checkout':
          return { change: 'checkout', url: await openCheckout(tx, who, planId, cycle, decision.trial) };
        case 'resume': {
          if (!subId || !row) return { change: 'unchanged' };
          await stripe.subscriptions.update(
            subId,
            { cancel_at_period_end: false },
            { idempotencyKey: updateKey('resume', subId, row.updatedAt) },
          );
          return { change: 'pending' };
        }
        case 'update': {
          if (!subId || !row) return { change: 'unchanged' };
          const price = priceOf(planId, cycle);
          if (!price) throw badRequest(`This plan is not sold ${cycle} on this instance`);
          const sub = await stripe.subscriptions.retrieve(subId);
          const item = sub.items.data[0];
          if (!item) throw new AppError('PROVIDER_ERROR', 'The subscription has no item');
          await stripe.subscriptions.update(
            subId,
            {
              items: [{ id: item.id, price }],
              cancel_at_period_end: false,
              // An upgrade pays the difference now (docs/product.md#plans); a downgrade keeps the paid
              // period and renews at the lower price.
              proration_behavior: decision.upgrade ? 'always_invoice' : 'none',
              ...(decision.upgrade && sub.status === 'trialing' ? { trial_end: 'now' as const } : {}),
              metadata: { userId: who.id, planId, billingCycle: cycle },
            },
            { idempotencyKey: updateKey('update', subId, row.updatedAt, price) },
          );
          return { change: 'pending' };
        }
      }
    });
  }

  type Row = Awaited<ReturnType<typeof repo.findRow>>;

  async function cancelLocked(_tx: Tx, row: Row) {
    const s = row?.state;
    if (!row || !s || s.status === 'cancelled') throw conflict('There is no subscription to cancel');
    if (s.billingCycle === 'one-time') {
      throw conflict('A one-time purchase does not renew: there is nothing to cancel');
    }
    if (s.cancelAtPeriodEnd) throw conflict('The cancellation is already scheduled');
    if (!row.stripeSubscriptionId) throw conflict('There is no subscription to cancel');
    // At the period's end (docs/product.md#plans): the plan stays what was paid for until then.
    await stripe.subscriptions.update(
      row.stripeSubscriptionId,
      { cancel_at_period_end: true },
      { idempotencyKey: updateKey('cancel', row.stripeSubscriptionId, row.updatedAt) },
    );
  }

  async function cancel(userId: string): Promise<void> {
    await locked(userId, async (tx, who) => cancelLocked(tx, await repo.findRow(tx, who.id)));
  }

  /** Stripe's customer portal: the card, the cancellation, the invoices. 404 for an account never billed. */
  async function portal(userId: string): Promise<{ url: string }> {
    const customer = await repo.customerOf(db, userId);
    if (!customer) throw notFound('This account has never been billed');
    const session = await stripe.billingPortal.sessions.create({
      customer,
      return_url: `${appUrl}/subscription`,
    });
    return { url: session.url };
  }

  /* ---------- webhooks: the only writer of plan, status, period and payments ---------- */

  async function userOf(tx: Tx, customer: string | null, metadata?: Stripe.Metadata | null) {
    const byCustomer = customer ? await repo.userOfCustomer(tx, customer) : null;
    return byCustomer ?? metadata?.userId ?? null;
  }

  /**
   * Applies what Stripe says the subscription is now, fetched again from its API: events may arrive in
   * any order, or twice, and the fetched object is always the latest, so the order does not matter.
   */
  async function syncSubscription(tx: Tx, subscriptionId: string, known?: Stripe.Subscription | null) {
    const sub = known?.id === subscriptionId ? known : await stripe.subscriptions.retrieve(subscriptionId);
    const userId = await userOf(tx, idOf(sub.customer), sub.metadata);
    if (!userId || !(await repo.lockUser(tx, userId))) return;
    const item = sub.items.data[0];
    const bought = planOfPrice(item?.price?.id);
    if (!bought || bought.cycle === 'one-time') return;
    const next = stateFromProvider({
      status: sub.status,
      planId: bought.planId,
      billingCycle: bought.cycle,
      currentPeriodStart: sub.current_period_start,
      currentPeriodEnd: sub.current_period_end,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      trialEnd: sub.trial_end,
      startDate: sub.start_date,
      canceledAt: sub.canceled_at,
      endedAt: sub.ended_at,
    });
    if (!next) return;
    const row = await repo.findRow(tx, userId);
    const current = row?.state ?? null;
    const running = current && current.status !== 'cancelled';
    // Another subscription's end does not end the one running now, nor a one-off pack.
    if (running && next.status === 'cancelled') {
      if (current.billingCycle === 'one-time') return;
      if (row?.stripeSubscriptionId && row.stripeSubscriptionId !== sub.id) return;
    }
    if (next.status === 'trial' && !(await repo.trialUsed(tx, userId, next.planId))) {
      await repo.addLedger(tx, {
        userId,
        planId: next.planId,
        billingCycle: next.billingCycle,
        amountEur: 0,
        kind: 'trial',
      });
    }
    await save(tx, userId, next, sub.id);
  }

  async function save(tx: Tx, userId: string, next: SubState, subscriptionId: string | null) {
    await repo.save(tx, userId, next, subscriptionId);
    await repo.setUserPlan(tx, userId, effectivePlan(next));
  }

  async function checkoutCompleted(
    tx: Tx,
    session: Stripe.Checkout.Session,
    sub: Stripe.Subscription | null,
  ) {
    await repo.closeCheckout(tx, session.id, 'complete');
    if (session.mode === 'subscription') {
      const subId = idOf(session.subscription);
      if (subId) await syncSubscription(tx, subId, sub);
      return;
    }
    if (session.mode !== 'payment' || session.payment_status !== 'paid') return;
    const userId = await userOf(tx, idOf(session.customer), session.metadata);
    const planId = session.metadata?.planId;
    if (!userId || !planId || !(planIds as readonly string[]).includes(planId)) return;
    if (!(await repo.lockUser(tx, userId))) return;
    const row = await repo.findRow(tx, userId);
    const at = now();
    await save(tx, userId, oneTimeState(planId as PlanId, at, row?.state.startedAt ?? at), null);
    if (!session.invoice && session.amount_total) {
      // No invoice was made for it: the session is the receipt.
      await repo.addLedger(tx, {
        userId,
        planId,
        billingCycle: 'one-time',
        amountEur: round2(session.amount_total / 100),
        kind: 'payment',
        reference: session.id,
        receiptUrl: null,
      });
    }
    // The subscription a pack replaces stops now, not at its period end: the pack does not end.
    const previous = row?.stripeSubscriptionId;
    if (previous && row.state.status !== 'cancelled') {
      await stripe.subscriptions.cancel(previous, {}, { idempotencyKey: `replaced:${previous}` });
    }
  }

  async function invoicePaid(tx: Tx, invoice: Stripe.Invoice, eventCreated: number) {
    if (!invoice.id || invoice.amount_paid <= 0) return;
    const userId = await userOf(tx, idOf(invoice.customer), invoice.metadata);
    if (!userId) return;
    const line = invoice.lines.data[0];
    const bought =
      planOfPrice(line?.price?.id) ??
      (invoice.metadata?.planId && (planIds as readonly string[]).includes(invoice.metadata.planId)
        ? { planId: invoice.metadata.planId as PlanId, cycle: 'one-time' as const }
        : null);
    const planId = bought?.planId ?? (await repo.userPlan(tx, userId));
    const paidAt = invoice.status_transitions?.paid_at ?? eventCreated;
    await repo.addLedger(tx, {
      userId,
      planId,
      billingCycle: bought?.cycle ?? null,
      amountEur: round2(invoice.amount_paid / 100),
      kind: 'payment',
      reference: invoice.id,
      receiptUrl: invoice.hosted_invoice_url ?? null,
      createdAt: new Date(paidAt * 1000),
    });
  }

  /**
   * A refund made in Stripe's dashboard: each refund of the charge is recorded once, as a negative entry
   * against the plan it paid for, so revenue and the account's total spent deduct it.
   */
  async function chargeRefunded(tx: Tx, charge: Stripe.Charge) {
    const userId = await userOf(tx, idOf(charge.customer), charge.metadata);
    if (!userId) return;
    const invoiceId = idOf((charge as Stripe.Charge & { invoice?: string | { id: string } | null }).invoice);
    const paid = invoiceId ? await repo.ledgerEntry(tx, invoiceId) : undefined;
    for (const refund of charge.refunds?.data ?? []) {
      if (refund.status !== 'succeeded' && refund.status !== 'pending') continue;
      await repo.addLedger(tx, {
        userId,
        planId: paid?.planId ?? (await repo.userPlan(tx, userId)),
        billingCycle: paid?.billingCycle ?? null,
        amountEur: -round2(refund.amount / 100),
        kind: 'refund',
        reference: refund.id,
        receiptUrl: null,
        createdAt: new Date(refund.created * 1000),
      });
    }
  }

  /**
   * POST /api/billing/webhook: the raw body and its Stripe-Signature header. A signature that does not
   * check out is refused (400) before anything is read; an event already applied changes nothing.
   */
  async function webhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.STRIPE_WEBHOOK_SECRET ?? '');
    } catch {
      throw new AppError('BAD_SIGNATURE', 'The webhook signature does not check out');
    }
    // The subscription an event names is fetched before the transaction: no Stripe call holds it open.
    const subId = subscriptionOf(event);
    await applyEvent(event, subId ? await stripe.subscriptions.retrieve(subId) : null);
  }

  function subscriptionOf(event: Stripe.Event): string | null {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        return event.data.object.id;
      case 'invoice.payment_failed':
        return idOf(event.data.object.subscription);
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return event.data.object.mode === 'subscription' ? idOf(event.data.object.subscription) : null;
      default:
        return null;
    }
  }

  async function applyEvent(event: Stripe.Event, sub: Stripe.Subscription | null): Promise<void> {
    await transactionOnce(db, async (tx) => {
      if (!(await repo.markEvent(tx, event.id, event.type))) return;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return checkoutCompleted(tx, event.data.object, sub);
        case 'checkout.session.expired':
          return repo.closeCheckout(tx, event.data.object.id, 'expired');
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'customer.subscription.paused':
        case 'customer.subscription.resumed':
          return syncSubscription(tx, event.data.object.id, sub);
        case 'invoice.paid':
          return invoicePaid(tx, event.data.object, event.created);
        case 'charge.refunded':
          return chargeRefunded(tx, event.data.object);
        case 'invoice.payment_failed': {
          // Stripe retries; the subscription's own events say when it gives up (unpaid or canceled).
          const subId = idOf(event.data.object.subscription);
          if (subId) await syncSubscription(tx, subId, sub);
          return;
        }
        default:
          return;
      }
    });
  }

  return { change, cancel, portal, webhook };
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;
