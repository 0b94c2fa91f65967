import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { plans } from '../../contracts/plans';
import { billingCycles, priceFor } from '../../contracts/subscription';

/**
 * A local server speaking the part of Stripe's HTTP API the app uses (decision 035): customers, Checkout
 * Sessions, subscriptions (retrieve, update, cancel), the customer portal, with Stripe's form-encoded
 * bodies and its Idempotency-Key replay. The app's SDK is pointed at it with STRIPE_API_BASE. Paying a
 * Checkout (`pay`, or its page in a browser) makes the events Stripe would send, which a test delivers
 * signed as Stripe signs them (`signed`), or which the server posts itself to `webhookUrl`.
 */

type Obj = Record<string, unknown>;
export interface TestPrice {
  /** cents */
  amount: number;
  interval: 'month' | 'year' | null;
}

/** `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }: how the SDK encodes nested parameters. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Obj;
    const keys = Object.keys(o);
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) return keys.map((k) => arrays(o[k]));
    return Object.fromEntries(keys.map((k) => [k, arrays(o[k])]));
  };
  return arrays(root) as Obj;
}

const DAY_S = 86_400;

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

export const TEST_WEBHOOK_SECRET = 'whsec_test_trouvaille';

/** The env of a hosted instance whose SDK calls a Stripe test server at `apiBase`. */
export function stripeTestEnv(apiBase: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_trouvaille',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
    STRIPE_PRICES: catalogueStripePrices().env,
  };
}

export interface StripeTestServer {
  /** for STRIPE_API_BASE */
  url: string;
  /** every API call received, in order */
  calls: { method: string; path: string; body: Obj; idempotencyKey: string | null }[];
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** Pays a Checkout Session as its page would; answers the events Stripe sends for it. */
  pay(sessionId: string): Stripe.Event[];
  /** Stripe answering slowly: each API call waits this long before its answer (0: at once). */
  setLatency(ms: number): void;
  /**
   * The merchant refunds `amountCents` of a paid invoice in Stripe's dashboard (all of it unless said):
   * the `charge.refunded` event, carrying every refund of that charge so far.
   */
  refund(invoice: { id: string; customer: string; amountCents: number }, amountCents?: number): Stripe.Event;
  /** Stripe gives up on a renewal after its retries: the subscription becomes `status`. */
  failRenewal(subscriptionId: string, status: 'unpaid' | 'canceled'): Stripe.Event[];
  /** The events made by API calls since the last take (an update's, a cancellation's). */
  takeEvents(): Stripe.Event[];
  /** A delivery as Stripe signs it: the JSON body and its Stripe-Signature header. */
  signed(event: Stripe.Event, secret?: string): { payload: string; header: string };
  /** Where the payment page posts the events it makes (a browser test); none: they are kept. */
  webhookUrl: string | null;
  close(): Promise<void>;
}

export async function startStripeServer(opts: {
  webhookSecret: string;
  prices: Record<string, TestPrice>;
  webhookUrl?: string;
}): Promise<StripeTestServer> {
  const stripe = new Stripe('sk_test_server');
  let seq = 0;
  const id = (prefix: string) => `${prefix}_test${String(++seq).padStart(6, '0')}`;
  const nowS = () => Math.floor(Date.now() / 1000);
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const refundsOf = new Map<string, { id: string; amount: number; [k: string]: unknown }[]>();
  const calls: StripeTestServer['calls'] = [];
  let queued: Stripe.Event[] = [];
  let base = '';

  const event = (type: string, object: unknown): Stripe.Event =>
    ({
      id: id('evt'),
      object: 'event',
      api_version: '2025-02-24.acacia',
      created: nowS(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    }) as unknown as Stripe.Event;

  const priceObj = (priceId: string) => {
    const p = opts.prices[priceId];
    if (!p) return null;
    return {
      id: priceId,
      object: 'price',
      currency: 'eur',
      unit_amount: p.amount,
      type: p.interval ? 'recurring' : 'one_time',
      recurring: p.interval ? { interval: p.interval, interval_count: 1 } : null,
    };
  };

  function invoice(
    customer: string,
    amount: number,
    priceId: string,
    subscription: string | null,
    metadata: Obj,
  ) {
    const invId = id('in');
    return {
      id: invId,
      object: 'invoice',
      customer,
      subscription,
      status: 'paid',
      currency: 'eur',
      amount_paid: amount,
      amount_due: amount,
      metadata,
      hosted_invoice_url: `${base}/invoices/${invId}`,
      status_transitions: { paid_at: nowS() },
      lines: { object: 'list', data: [{ id: id('il'), amount, price: priceObj(priceId) }] },
    };
  }

  function periodEnd(priceId: string, from: number) {
    return from + (opts.prices[priceId]?.interval === 'year' ? 365 : 30) * DAY_S;
  }

  function pay(sessionId: string): Stripe.Event[] {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== 'open') return [];
    const lineItems = session.line_items as { price: string }[];
    const priceId = lineItems[0].price;
    const customer = session.customer as string;
    const events: Stripe.Event[] = [];
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'subscription') {
      const data = (session.subscription_data ?? {}) as Obj;
      const trialDays = Number(data.trial_period_days ?? 0);
      const start = nowS();
      const sub = {
        id: id('sub'),
        object: 'subscription',
        customer,
        status: trialDays > 0 ? 'trialing' : 'active',
        metadata: data.metadata ?? {},
        items: { object: 'list', data: [{ id: id('si'), price: priceObj(priceId), quantity: 1 }] },
        current_period_start: start,
        current_period_end: trialDays > 0 ? start + trialDays * DAY_S : periodEnd(priceId, start),
        cancel_at_period_end: false,
        trial_end: trialDays > 0 ? start + trialDays * DAY_S : null,
        start_date: start,
        canceled_at: null,
        ended_at: null,
      };
      subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
      events.push(event('customer.subscription.created', sub));
      if (trialDays === 0) {
        events.push(
          event('invoice.paid', invoice(customer, opts.prices[priceId].amount, priceId, sub.id, {})),
        );
      }
    } else {
      const inv = invoice(
        customer,
        opts.prices[priceId].amount,
        priceId,
        null,
        (session.metadata ?? {}) as Obj,
      );
      session.invoice = inv.id;
      session.amount_total = opts.prices[priceId].amount;
      events.push(event('invoice.paid', inv));
    }
    events.push(event('checkout.session.completed', session));
    return events;
  }

  /** Events made by an API call: delivered soon after when a webhook URL is set, kept otherwise. */
  function emit(events: Stripe.Event[]) {
    if (opts.webhookUrl) setTimeout(() => void deliver(events), 300);
    else queued.push(...events);
  }

  function update(sub: Obj, body: Obj): Stripe.Event[] {
    const events: Stripe.Event[] = [];
    const items = sub.items as { data: { id: string; price: Obj }[] };
    const newItems = body.items as { id: string; price: string }[] | undefined;
    if (newItems?.[0]?.price) {
      const before = items.data[0].price.unit_amount as number;
      const priceId = newItems[0].price;
      items.data[0].price = priceObj(priceId) ?? items.data[0].price;
      if (body.trial_end === 'now') {
        sub.status = 'active';
        sub.trial_end = nowS();
      }
      if (body.proration_behavior === 'always_invoice') {
        const due = Math.max(
          0,
          (opts.prices[priceId]?.amount ?? 0) - (sub.status === 'trialing' ? 0 : before),
        );
        if (due > 0)
          events.push(
            event('invoice.paid', invoice(sub.customer as string, due, priceId, sub.id as string, {})),
          );
      }
    }
    if (body.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      sub.canceled_at = sub.cancel_at_period_end ? nowS() : null;
    }
    if (body.metadata) sub.metadata = { ...(sub.metadata as Obj), ...(body.metadata as Obj) };
    return [event('customer.subscription.updated', sub), ...events];
  }

  function api(method: string, path: string, body: Obj): { status: number; body: unknown } {
    const notFound = {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No such ${path}` } },
    };
    if (method === 'POST' && path === '/v1/customers') {
      const c = {
        id: id('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      };
      customers.set(c.id, c);
      return { status: 200, body: c };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lineItems = body.line_items as { price: string }[] | undefined;
      if (!lineItems?.[0] || !priceObj(lineItems[0].price)) {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such price' } } };
      }
      const sId = id('cs');
      const s: Obj = {
        id: sId,
        object: 'checkout.session',
        ...body,
        url: `${base}/pay/${sId}`,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        invoice: null,
        amount_total: opts.prices[lineItems[0].price].amount,
        expires_at: Number(body.expires_at ?? nowS() + DAY_S),
      };
      sessions.set(sId, s);
      return { status: 200, body: s };
    }
    const subMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1]);
      if (!sub) return notFound;
      if (method === 'GET') return { status: 200, body: sub };
      if (method === 'POST') {
        emit(update(sub, body));
        return { status: 200, body: sub };
      }
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.canceled_at = nowS();
        sub.ended_at = nowS();
        emit([event('customer.subscription.deleted', sub)]);
        return { status: 200, body: sub };
      }
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(body.customer as string)) return notFound;
      return {
        status: 200,
        body: {
          id: id('bps'),
          object: 'billing_portal.session',
          url: `${base}/portal/${String(body.customer)}`,
        },
      };
    }
    return notFound;
  }

  async function read(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const page = (title: string, body: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

  async function deliver(events: Stripe.Event[]) {
    if (!opts.webhookUrl) {
      queued.push(...events);
      return;
    }
    for (const e of events) {
      const { payload, header } = signed(e);
      await fetch(opts.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
    }
  }

  let latency = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const text = await read(req);
    // The Checkout page a browser test goes through: one button, as Stripe's page has a pay button.
    const payPath = /^\/pay\/(\w+)$/.exec(url.pathname);
    if (payPath) {
      const session = sessions.get(payPath[1]);
      if (!session) {
        res.writeHead(404).end();
        return;
      }
      if (req.method === 'POST') {
        const events = pay(payPath[1]);
        // Stripe redirects first and delivers soon after: the app must wait for the webhook.
        res.writeHead(303, {
          location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', payPath[1]),
        });
        res.end();
        // Late enough for the page back from Checkout to show that it waits.
        setTimeout(() => void deliver(events), 1500);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        page(
          'Test Checkout',
          `<h1>Test Checkout</h1><p>${String((session.line_items as { price: string }[])[0].price)}</p>` +
            `<form method="post"><button type="submit">Pay</button></form>`,
        ),
      );
      return;
    }
    if (!url.pathname.startsWith('/v1/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Stripe test', `<h1>${url.pathname}</h1>`));
      return;
    }
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    const body = parseStripeForm(text);
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    calls.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey: key });
    const replayKey = key ? `${req.method} ${url.pathname} ${key}` : null;
    const replayed = replayKey ? replays.get(replayKey) : undefined;
    const answer = replayed ?? api(req.method ?? 'GET', url.pathname, body);
    if (replayKey && !replayed) replays.set(replayKey, structuredClone(answer));
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(answer.body));
  }

  function signed(e: Stripe.Event, secret = opts.webhookSecret) {
    const payload = JSON.stringify(e);
    return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    calls,
    sessions,
    subscriptions,
    pay,
    setLatency(ms) {
      latency = ms;
    },
    refund(invoice, amountCents = invoice.amountCents) {
      const chargeId = `ch_${invoice.id}`;
      const refunds = (refundsOf.get(chargeId) ?? []).concat({
        id: id('re'),
        object: 'refund',
        amount: amountCents,
        charge: chargeId,
        created: nowS(),
        status: 'succeeded',
      });
      refundsOf.set(chargeId, refunds);
      return event('charge.refunded', {
        id: chargeId,
        object: 'charge',
        customer: invoice.customer,
        invoice: invoice.id,
        amount: invoice.amountCents,
        amount_refunded: refunds.reduce((n, r) => n + r.amount, 0),
        refunded: refunds.reduce((n, r) => n + r.amount, 0) >= invoice.amountCents,
        refunds: { object: 'list', data: refunds },
      });
    },
    failRenewal(subscriptionId, status) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const failed = event('invoice.payment_failed', {
        id: id('in'),
        object: 'invoice',
        customer: sub.customer,
        subscription: sub.id,
        amount_paid: 0,
        status: 'open',
        lines: { object: 'list', data: [] },
      });
      sub.status = status;
      if (status === 'canceled') {
        sub.canceled_at = nowS();
        sub.ended_at = nowS();
      }
      return [
        failed,
        event(status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated', sub),
      ];
    },
    takeEvents() {
      const out = queued;
      queued = [];
      return out;
    },
    signed,
    webhookUrl: opts.webhookUrl ?? null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
