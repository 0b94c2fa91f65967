import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { user } from './db/schema';
import { registerErrorHandler } from './errors';
import { registerIdempotency } from './idempotency';
import { createIdempotencyRepository } from './idempotency-repository';
import type { SessionUser } from './modules/auth/guard';
import { openTestDatabase, testDbKinds } from './test/databases';

/**
 * The hooks' timing on their own: a bare app whose one idempotent route waits until the test lets it
 * finish, so a repeat can be caught while the first request runs. The app's routes are tested in
 * idempotency.int.test.ts.
 */
describe.each(testDbKinds())('idempotency hooks on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let runs = 0;
  const gates = new Map<string, Promise<void>>();
  let n = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(user).values([{ id: 'u1', email: 'u1@example.com' }]);
    app = Fastify();
    registerErrorHandler(app);
    app.addHook('onRequest', async (request) => {
      request.user = { id: 'u1' } as SessionUser;
    });
    registerIdempotency(app, createIdempotencyRepository(database.db), { waitMs: 300 });
    app.post<{ Body: { name: string; fail?: number } }>(
      '/things',
      { config: { idempotent: true } },
      async (request, reply) => {
        runs++;
        await gates.get(request.body.name);
        if (request.body.fail) return reply.code(request.body.fail).send({ error: 'no', code: 'INTERNAL' });
        return reply.code(201).send({ run: runs, name: request.body.name });
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (key: string, body: object) =>
    app.inject({ method: 'POST', url: '/things', payload: body, headers: { 'idempotency-key': key } });

  it('answers 409 IDEMPOTENCY_IN_PROGRESS to a repeat that waited too long, then replays the answer', async () => {
    const key = `slow-${++n}`;
    let open!: () => void;
    gates.set('slow', new Promise<void>((resolve) => (open = resolve)));
    const before = runs;
    const first = post(key, { name: 'slow' });
    // Until the first request holds the key and runs.
    while (runs === before) await new Promise((resolve) => setTimeout(resolve, 10));
    const waited = await post(key, { name: 'slow' });
    expect(waited.statusCode).toBe(409);
    expect(waited.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    open();
    const answer = await first;
    expect(answer.statusCode).toBe(201);
    const replayed = await post(key, { name: 'slow' });
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toBe(answer.body);
    expect(runs).toBe(before + 1);
  });

  it('a repeat waiting for the first gets its answer as soon as it is kept', async () => {
    const key = `wait-${++n}`;
    let open!: () => void;
    gates.set('wait', new Promise<void>((resolve) => (open = resolve)));
    const first = post(key, { name: 'wait' });
    const second = post(key, { name: 'wait' });
    setTimeout(open, 100);
    const [a, b] = await Promise.all([first, second]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.body).toBe(a.body);
    // Whichever claimed the key ran; the other got its answer.
    expect([a, b].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
  });

  it('gives the key back after a 5xx or a 4xx: the next request with it runs', async () => {
    for (const status of [500, 409]) {
      const key = `fail-${status}-${++n}`;
      expect((await post(key, { name: 'x', fail: status })).statusCode).toBe(status);
      const again = await post(key, { name: 'x' });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
    }
  });
});
