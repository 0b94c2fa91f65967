import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';
import { type Client, clientFor } from './test/members';
import { MAX_JSON_DEPTH } from './json-body';

/**
 * Hostile input to every route the API documents (the OpenAPI document is built from the same contracts
 * that validate requests, so no route is forgotten): generated JSON bodies, query strings and path
 * parameters, as an anonymous visitor, a user and an administrator. No answer may be a 5xx.
 * Seeded and bounded: the same cases every run, well under a minute.
 */
const SEED = 20261125;
const RUNS_PER_ROUTE = 4;

// Values that have broken servers: NUL and lone surrogates (PostgreSQL refuses them), dates out of range,
// numbers past every integer type, huge and empty strings, wrong types, deep nesting.
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '10000-01-01',
    '0000-00-00',
    '9999-12-31T23:59:59+14:00',
    '-1',
    '1e309',
    '99999999999999999999999',
    '9223372036854775808',
    'NaN',
    '../../etc/passwd',
    '%00',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    'x'.repeat(5000),
    '',
    ' ',
    'eyJzIjoibmV3ZXN0IiwiayI6IjAwMDAtMDEtMDEgMDA6MDA6MDAiLCJpIjoxfQ',
    'WyI5OTk5OTk5OTk5OTk5OTk5OTk5OTkiLCJ4Il0',
    '00000000-0000-0000-0000-000000000000',
    'data:image/jpeg;base64,AAAA',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -0, 0.1),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Percent-encoding; a lone surrogate cannot be encoded as UTF-8, so it goes as the bytes of one (invalid UTF-8). */
const encode = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};

interface Route {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body: string[];
}

function routesOf(doc: any): Route[] {
  const out: Route[] = [];
  for (const [path, ops] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(ops)) {
      const parameters: any[] = op.parameters ?? [];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  return out;
}

describe('fuzzing every route with hostile input', () => {
  let t: TestApp;
  let user: Client;
  let admin: Client;
  let routes: Route[];
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      ADMIN_EMAILS: [
        'fuzz-admin@example.com',
        ...Array.from({ length: 40 }, (_, i) => `fuzz-admin-${i + 1}@example.com`),
      ].join(','),
    });
    user = await clientFor(t, 'fuzz-user@example.com');
    admin = await clientFor(t, 'fuzz-admin@example.com');
    routes = routesOf((await t.app.inject({ url: '/api/docs' })).json());
  });
  afterAll(() => t.close());

  it('documents the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('never answers 5xx', async () => {
    const failures: string[] = [];
    for (const [i, route] of routes.entries()) {
      const request = fc.record({
        who: fc.constantFrom<(Client | null)[]>(null, user, admin),
        params: fc.tuple(...route.params.map(() => hostileString)),
        query: fc.dictionary(fc.constantFrom(...route.query, 'cursor', 'limit', 'q'), hostileString, {
          maxKeys: 3,
        }),
        body: fc.oneof(
          fc.dictionary(fc.constantFrom(...route.body, 'x'), hostileValue, { maxKeys: 5 }),
          hostileValue,
        ),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ who, params, query, body }) => {
          let url = route.path;
          route.params.forEach((name, k) => (url = url.replace(`{${name}}`, encode(params[k]))));
          const qs = Object.entries(query as Record<string, string>)
            .map(([k, v]) => `${encode(k)}=${encode(v)}`)
            .join('&');
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: qs ? `${url}?${qs}` : url,
            headers: who ? { cookie: who.cookie } : {},
            ...(route.method === 'GET' || route.method === 'HEAD'
              ? {}
              : {
                  payload: JSON.stringify(body),
                  headers: { 'content-type': 'application/json', ...(who ? { cookie: who.cookie } : {}) },
                }),
          });
          if (res.statusCode >= 500)
            failures.push(
              `${route.method} ${url}?${qs} ${JSON.stringify(body).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          return true;
        }),
        { seed: SEED + i, numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx when every documented field holds one hostile value', async () => {
    const failures: string[] = [];
    const values = fc
      .sample(hostileString, { seed: SEED, numRuns: 12 })
      .concat(['\u0000', 'a\ud800', '0000-01-01', '10000-01-01', '99999999999999999999999']);
    let fresh = 0;
    // A route that ends the session (logout, account deletion) must not turn the rest into anonymous calls.
    const signedIn = async (c: Client, asAdmin: boolean) => {
      const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: c.cookie } });
      if (me.statusCode === 200) return c;
      return clientFor(t, asAdmin ? `fuzz-admin-${++fresh}@example.com` : `fuzz-user-${++fresh}@example.com`);
    };
    for (const route of routes) {
      for (const asAdmin of [false, true]) {
        const who = await signedIn(asAdmin ? admin : user, asAdmin);
        if (asAdmin) admin = who;
        else user = who;
        for (const v of values) {
          let url = route.path;
          for (const name of route.params) url = url.replace(`{${name}}`, encode(v));
          const qs = [...route.query, 'cursor'].map((k) => `${k}=${encode(v)}`).join('&');
          const body = Object.fromEntries(route.body.map((k) => [k, v]));
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: `${url}?${qs}`,
            headers: { cookie: who.cookie, 'content-type': 'application/json' },
            ...(route.method === 'GET' ? {} : { payload: JSON.stringify(body) }),
          });
          if (res.statusCode >= 500)
            failures.push(
              `${route.method} ${url}?${qs.slice(0, 80)} ${JSON.stringify(body).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  // Nesting ten thousand deep used to overflow the stack of the walk over every body: a 500 on every
  // route, the anonymous ones included. Refused now from the raw text, before anything parses it.
  const deepArrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const deepObjects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  const deepMixed = (n: number) => '[{"a":'.repeat(n / 2) + '1' + '}]'.repeat(n / 2);
  const deepBodies = [deepArrays(10_000), deepObjects(10_000), deepMixed(10_000)];
  const anonymousRoutes = [
    '/api/auth/login',
    '/api/auth/register',
    '/api/auth/verify-email',
    '/api/auth/resend-verification',
    '/api/auth/forgot-password',
    '/api/auth/reset-password',
    '/api/auth/sign-in-code',
    '/api/auth/sign-in-code/verify',
  ];
  const send = (method: string, url: string, payload: string, cookie?: string) =>
    t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    });
  const stillAnswers = async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const login = await send(
      'POST',
      '/api/auth/login',
      JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    );
    // Read and judged: wrong credentials, or the address's login budget spent by the fuzzing.
    expect([401, 429]).toContain(login.statusCode);
  };

  it('refuses a body nested too deep on the anonymous routes with a clear 400', async () => {
    for (const url of anonymousRoutes) {
      for (const payload of [...deepBodies, deepArrays(100_000)]) {
        const res = await send('POST', url, payload);
        expect(res.statusCode, `${url} ${payload.slice(0, 12)}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', details: { maxDepth: MAX_JSON_DEPTH } });
      }
    }
    await stillAnswers();
  });

  it('refuses a body nested too deep on every route, signed in or not: 4xx, never 5xx', async () => {
    const user = await clientFor(t, 'fuzz-deep@example.com');
    const failures: string[] = [];
    for (const route of routes.filter((r) => !['GET', 'HEAD'].includes(r.method))) {
      for (const who of [undefined, user.cookie]) {
        for (const payload of deepBodies) {
          const url = route.path.replace(/\{[^}]+\}/g, '1');
          const res = await send(route.method, url, payload, who);
          const refused = res.statusCode === 400 && res.json().details?.maxDepth === MAX_JSON_DEPTH;
          // Every route that reads a JSON body refuses it for its depth; some turn the caller away before
          // reading it (401 for a visitor, 403 for a user on an administrator's route), as good.
          const turnedAway = [401, 403].includes(res.statusCode);
          if (res.statusCode >= 500 || (who && route.body.length > 0 && !refused && !turnedAway))
            failures.push(
              `${route.method} ${url} ${who ? 'user' : 'anonymous'} → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    await stillAnswers();
  });

  it('takes a body exactly as deep as allowed, and brackets inside strings do not count', async () => {
    const nested = (n: number): unknown => (n === 0 ? 1 : [nested(n - 1)]);
    // The body object is the first level: 63 arrays inside it make 64.
    const login = (extra: unknown, password = 'wrong-password') =>
      send('POST', '/api/auth/login', JSON.stringify({ email: 'deep@example.com', password, extra }));
    // Past the parser either way: wrong credentials, or the address's login budget spent.
    const judged = [401, 429];
    expect(judged).toContain((await login(nested(MAX_JSON_DEPTH - 1))).statusCode);
    const tooDeep = await login(nested(MAX_JSON_DEPTH));
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().details).toEqual({ maxDepth: MAX_JSON_DEPTH });
    expect(judged).toContain((await login('x', '['.repeat(100) + '"{'.repeat(14))).statusCode);

    const user = await clientFor(t, 'fuzz-brackets@example.com');
    const description = `[{"${'[{'.repeat(900)}`;
    const res = await user.call('POST', '/api/feature-requests', { description });
    expect(res.status).toBe(201);
    expect(res.body.description).toBe(description);
  });

  it('refuses bodies past the size limit with 413 on the anonymous routes too', async () => {
    const huge = JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(3 * 1024 * 1024) });
    const justUnder = JSON.stringify({
      email: 'big@example.com',
      password: 'x'.repeat(2 * 1024 * 1024 - 100),
    });
    for (const url of anonymousRoutes) {
      const res = await send('POST', url, huge);
      expect(res.statusCode, url).toBe(413);
      expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
      // Read, then judged by the route (a field it does not take is dropped): no 413, no 5xx.
      const under = await send('POST', url, justUnder);
      expect(under.statusCode, url).not.toBe(413);
      expect(under.statusCode, url).toBeLessThan(500);
    }
    await stillAnswers();
  });

  it('reads a cursor that decodes to deeply nested JSON as a bad cursor, not a crash', async () => {
    const cursor = Buffer.from(deepArrays(5000)).toString('base64url');
    const owner = await clientFor(t, 'fuzz-cursor@example.com');
    const objects = await owner.call('GET', `/api/objects?cursor=${cursor}`);
    expect(objects.status).toBe(400);
    const users = await t.app.inject({
      url: `/api/admin/users?cursor=${cursor}`,
      headers: { cookie: admin.cookie },
    });
    expect(users.statusCode).toBeLessThan(500);
  });

  it('refuses text that cannot be stored with a clear 400, storing nothing', async () => {
    // A user of its own: the fuzzing above may have logged the others out or deleted them.
    const user = await clientFor(t, 'fuzz-text@example.com');
    for (const [url, payload] of [
      ['/api/rooms', { name: 'Salon\u0000', type: 'custom' }],
      ['/api/feature-requests', { description: 'Plus de \ud800 couleurs' }],
    ] as const) {
      const res = await user.call('POST', url, payload);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_TEXT');
    }
    expect((await user.call('GET', '/api/rooms')).body).toEqual([]);
    expect((await user.call('GET', '/api/objects?since=0000-01-01')).status).toBe(400);
  });
});
