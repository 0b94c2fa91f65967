import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from './images/test-fixtures';
import { photoForm } from './modules/analysis/test-multipart';
import { clientFor, type Client } from './modules/collection/test-kit';
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
