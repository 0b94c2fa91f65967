import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits } from './rate-limits';
import { createTestApp, type TestApp } from '../../test/harness';

const register = (t: TestApp, i: number, remoteAddress: string, forwarded: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: `forged-${i}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct-horse-1',
    },
    remoteAddress,
    headers: { 'x-forwarded-for': forwarded },
  });

describe('forwarded client addresses', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp('pglite');
    proxied = await createTestApp('pglite', { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const tries = authRateLimits.register.max + 4;

  it('are ignored by default: inventing an address per request does not dodge the sign-up limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < tries; i++)
      statuses.push((await register(direct, i, '10.50.0.1', `198.51.100.${i + 1}`)).statusCode);
    expect(statuses.slice(0, authRateLimits.register.max).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(authRateLimits.register.max)).toEqual(Array(4).fill(429));
  });

  it('are believed from the trusted proxy hop only: clients behind one proxy are limited one by one', async () => {
    // Behind one proxy (TRUST_PROXY=1) the proxy's address is shared by every client; each client is its own.
    for (let i = 0; i < tries; i++)
      expect((await register(proxied, i, '10.60.0.1', `203.0.113.${i + 1}`)).statusCode).toBe(201);
    // A client that prepends a forged address is still known by the address the proxy saw.
    const statuses: number[] = [];
    for (let i = 0; i < tries; i++) {
      statuses.push(
        (await register(proxied, 100 + i, '10.60.0.1', `192.0.2.${i + 1}, 203.0.113.200`)).statusCode,
      );
    }
    expect(statuses.slice(authRateLimits.register.max)).toEqual(Array(4).fill(429));
  });
});
