import type { InjectOptions } from 'fastify';
import { nextTestAddress, signedInUser, type TestApp } from './harness';

/** A signed-in test user with a client address of their own. */
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
