import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema';
import { nextTestAddress, signedInUser, type TestApp } from './harness';

/**
 * A signed-in test user with a client address of their own (the per-address sign-up limit never bites:
 * a file may sign up as many users as it needs). `signedInUser` (harness.ts) is the one way in.
 */
export interface Member {
  id: string;
  email: string;
  password: string;
  cookie: string;
  ip: string;
}

export async function member(t: TestApp, email: string, password = 'correct-horse-1'): Promise<Member> {
  const ip = nextTestAddress();
  const cookie = await signedInUser(t, email, password, ip);
  const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie }, remoteAddress: ip });
  if (me.statusCode !== 200) throw new Error(`me ${me.statusCode} ${me.body}`);
  return { id: me.json().id, email, password, cookie, ip };
}

/** A request as `who` (null: anonymous). */
export function as(t: TestApp, who: Member | null) {
  const send = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      headers: who ? { cookie: who.cookie } : {},
      remoteAddress: who?.ip ?? nextTestAddress(),
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: unknown) => send('POST', url, payload),
    patch: (url: string, payload?: unknown) => send('PATCH', url, payload),
    delete: (url: string, payload?: unknown) => send('DELETE', url, payload),
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A member whose `call` answers the status and the parsed body (the collection's tests read both). */
export interface Client extends Member {
  call(method: Method, url: string, payload?: unknown): Promise<{ status: number; body: any; bytes: number }>;
}

export async function clientFor(t: TestApp, email: string): Promise<Client> {
  const m = await member(t, email);
  return {
    ...m,
    async call(method, url, payload) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: m.cookie },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
      return {
        status: res.statusCode,
        body: res.body ? res.json() : undefined,
        bytes: res.rawPayload.length,
      };
    },
  };
}

/** A GET with a bare session cookie (from `signedInUser`). */
export function get(t: TestApp, cookie: string, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
}

/** A JSON POST with a bare session cookie (from `signedInUser`). */
export function postJson(t: TestApp, cookie: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
}

/** The user's plan, set in the database as an admin or a payment would leave it; the user by e-mail. */
export async function setPlan(t: TestApp, email: string, planId: string) {
  await t.database.db.update(user).set({ planId }).where(eq(user.email, email));
}

/** The user's language, as the account's settings would leave it; the user by e-mail. */
export async function setLanguage(t: TestApp, email: string, language: 'fr' | 'en') {
  await t.database.db.update(user).set({ language }).where(eq(user.email, email));
}

/**
 * `owner` invites `who` into the owner's current collection with `role`, through the mail the outbox
 * really wrote, and `who` accepts: the collection becomes `who`'s current one (decision 037).
 */
export async function joinAs(t: TestApp, owner: Member, who: Member, role: 'owner' | 'editor' | 'viewer') {
  const invited = await as(t, owner).post('/api/collections/current/invitations', { email: who.email, role });
  if (invited.statusCode !== 201) throw new Error(`invite ${invited.statusCode} ${invited.body}`);
  const mail = (await t.mails(who.email)).at(-1);
  const token = mail?.text.match(/\/invitations\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${who.email}`);
  const accepted = await as(t, who).post(`/api/invitations/${token}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept ${accepted.statusCode} ${accepted.body}`);
  return { invitationId: invited.json().id as number, token };
}
