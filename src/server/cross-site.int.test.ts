import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from './test/images';
import { photoForm } from './test/multipart';
import { type Client, clientFor } from './test/members';
import { testDbKinds } from './test/databases';
import { createTestApp, type TestApp } from './test/harness';

describe('cross-site writes', () => {
  let t: TestApp;
  let victim: Client;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    victim = await clientFor(t, 'victim@example.com');
  });
  afterAll(() => t.close());

  const analysesUsed = async () =>
    (await t.app.inject({ url: '/api/auth/user', headers: { cookie: victim.cookie } })).json()
      .analysisCount as number;

  it('refuses a multipart analysis posted from another site, spending nothing', async () => {
    const before = await analysesUsed();
    const form = photoForm([await jpeg()]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-complete',
      payload: form.payload,
      headers: { ...form.headers, cookie: victim.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE');
    expect(await analysesUsed()).toBe(before);
  });

  it('refuses any state change the browser marks cross-site, whatever its content type', async () => {
    for (const [headers, payload] of [
      [{ 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }, '{"name":"x","type":"custom"}'],
      [
        { 'content-type': 'application/json', origin: 'null' },
        { name: 'x', type: 'custom' },
      ],
      [
        { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000.evil.example' },
        'name=x',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/rooms',
        payload,
        headers: { ...headers, cookie: victim.cookie },
      });
      expect(res.statusCode).toBe(403);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      payload: { password: 'correct-horse-1' },
      headers: { cookie: victim.cookie, origin: 'https://evil.example' },
    });
    expect(del.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/rooms', headers: { cookie: victim.cookie } })).json()).toEqual(
      [],
    );
  });

  it('lets the app itself and non-browser clients write', async () => {
    const cases = [
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost' }, // the host the request was addressed to
      {},
    ];
    for (const [i, headers] of cases.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/rooms',
        payload: { name: `Salon ${i}`, type: 'living_room' },
        headers: { ...headers, cookie: victim.cookie },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('does not guard reads', async () => {
    const res = await t.app.inject({
      url: '/api/rooms',
      headers: { cookie: victim.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

// GET /api/logout is reached by navigation, and Lax cookies go with any top-level GET: a link, a redirect
// or a form on another site would end the session. Only the app's own navigations (or a typed address) may.
describe.each(testDbKinds())('logout by navigation on %s', (kind) => {
  let t: TestApp;
  let users = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signedIn = async () => (await clientFor(t, `leaving-${++users}@example.com`)).cookie;
  const stillSignedIn = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;
  type Headers = Record<string, string>;
  const logout = (cookie: string, headers: Headers, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: '/api/logout', headers: { ...headers, cookie } });

  it('does nothing for a navigation another site or origin started: home, session intact', async () => {
    const cookie = await signedIn();
    const foreign: Headers[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { referer: 'http://localhost:3000.evil.example/' },
      { referer: 'not a url' },
      // Headers that disagree: any sign of another origin is enough.
      { 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/' },
    ];
    for (const headers of foreign) {
      const res = await logout(cookie, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(res.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined();
      expect(await stillSignedIn(cookie), JSON.stringify(headers)).toBe(true);
    }
    expect((await logout(cookie, { 'sec-fetch-site': 'cross-site' }, 'HEAD')).statusCode).toBe(302);
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it("ends the session for the app's own navigation, as the logout button makes it", async () => {
    const cookie = await signedIn();
    const res = await logout(cookie, {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      referer: 'http://localhost:3000/dashboard',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?force_auth=true');
    expect(await stillSignedIn(cookie)).toBe(false);
  });

  it('ends the session for a typed address and for a client that sends no browser headers', async () => {
    const allowed: Headers[] = [
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      {},
      { referer: 'http://localhost/settings' }, // the host the request was addressed to
    ];
    for (const headers of allowed) {
      const cookie = await signedIn();
      const res = await logout(cookie, headers);
      expect(res.headers.location, JSON.stringify(headers)).toBe('/?force_auth=true');
      expect(await stillSignedIn(cookie), JSON.stringify(headers)).toBe(false);
    }
  });

  it('leaves POST /api/auth/logout as it was: the app may, another site may not', async () => {
    const cookie = await signedIn();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CROSS_SITE');
    expect(await stillSignedIn(cookie)).toBe(true);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect(await stillSignedIn(cookie)).toBe(false);
  });
});
