import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Client, clientFor, setPlan } from './test/members';
import { jpegDataUrl } from './test/images';
import { readPhoto } from './test/photos';
import { savedObject, saveObject } from './test/objects';
import { createTestApp, type TestApp } from './test/harness';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The app's pool names its connections so (db/client.ts): the killer spares its own and the checks'. */
const APP_NAME = 'trouvaille';
/** At least this many rounds of terminations, and at least this many writes under them. */
const KILL_ROUNDS = 30;
/**
 * Between two rounds, at least this long, and until every request in flight at the last round has been
 * answered: one retry rescues one loss, and a request that loses two in a row answers 503 by design
 * (db/retry.ts). A fixed pace alone let a slow request on a loaded machine meet two rounds.
 */
const KILL_EVERY_MS = 500;
const MIN_WRITES = 200;
/** A bound on the storm whatever the machine's speed. */
const STORM_MAX_MS = 60_000;

interface Answer {
  what: string;
  status: number;
  body?: unknown;
}

/**
 * PostgreSQL backends killed under the server's feet while it writes and reads: a connection lost before
 * a commit is retried on a fresh one (db/retry.ts), so every request is answered as if nothing happened —
 * no 5xx at all —, every write it acknowledged is in the database exactly once, and the probes say live
 * and ready throughout.
 */
describe.skipIf(!adminUrl)('faults on PostgreSQL', () => {
  let t: TestApp;
  let user: Client;
  let killer: pg.Client;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    user = await clientFor(t, 'faults@example.com');
    // Room for a few hundred rooms and objects: the plan's limits are not what is tested here.
    await setPlan(t, user.email, 'pro-expert');
    killer = new pg.Client({ connectionString: adminUrl });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  it('answers every request and keeps every acknowledged write exactly once', async () => {
    const url = (t.database as { url?: string }).url!;
    const dbName = new URL(url).pathname.slice(1);
    const room = (await user.call('POST', '/api/rooms', { name: 'Atelier', type: 'custom' })).body
      .id as number;
    const photo = await jpegDataUrl(48, 36);
    // The first readiness check loads the model (seconds of CPU); the storm is about the database.
    for (let i = 0; i < 120 && (await t.app.inject({ url: '/api/health/ready' })).statusCode !== 200; i++)
      await new Promise((r) => setTimeout(r, 500));

    const answers: Answer[] = [];
    /** Requests not answered yet, so a round of kills waits for the ones the previous round hit. */
    const inFlight = new Set<Promise<unknown>>();
    const tracked = <T>(request: Promise<T>): Promise<T> => {
      inFlight.add(request);
      return request.finally(() => inFlight.delete(request));
    };
    const call = (...args: Parameters<Client['call']>) => tracked(user.call(...args));
    const note = (what: string, res: { status: number; body?: unknown }) =>
      answers.push({ what, status: res.status, body: res.body });
    const rooms = new Map<string, number>();
    const objects = new Map<string, { id: number; imageUrl: string }>();
    /** Each writer edits its own object, one edit after the other: the last acknowledged is what stays. */
    const lastEdit = new Map<number, string>();
    let writes = 0;
    let killed = 0;
    let stop = false;

    const edited: number[] = [];
    for (const w of [1, 2, 3]) edited[w] = (await saveObject(user, { name: `Édité ${w}`, roomId: room })).id;

    const writer = async (w: number) => {
      const mine = edited[w];
      for (let i = 0; !stop; i++) {
        if (i % 4 === 0) {
          const name = `Pièce ${w}-${i}`;
          const res = await call('POST', '/api/rooms', { name, type: 'custom' });
          note('POST /api/rooms', res);
          if (res.status === 201) rooms.set(name, res.body.id);
        } else if (i % 4 === 1) {
          const name = `Objet ${w}-${i}`;
          const res = await call(
            'POST',
            '/api/objects',
            savedObject({ name, roomId: room, imageUrl: photo }),
          );
          note('POST /api/objects', res);
          if (res.status === 201) objects.set(name, { id: res.body.id, imageUrl: res.body.imageUrl });
        } else if (i % 4 === 2) {
          // A new range writes the object and a valuation in one transaction.
          const description = `Édition ${w}-${i}`;
          const res = await call('PATCH', `/api/objects/${mine}`, {
            description,
            estimatedValueMin: 100 + i,
            estimatedValueMax: 200 + i,
          });
          note('PATCH /api/objects/:id', res);
          if (res.status === 200) lastEdit.set(mine, description);
        } else {
          note('GET /api/objects', await call('GET', '/api/objects'));
          note('GET /api/objects/:id', await call('GET', `/api/objects/${mine}`));
          continue;
        }
        writes++;
      }
    };
    const reader = async () => {
      while (!stop) note('GET /api/rooms', await call('GET', '/api/rooms'));
    };
    const probes = async () => {
      while (!stop) {
        for (const path of ['/api/health/live', '/api/health/ready']) {
          const res = await tracked(t.app.inject({ url: path }));
          note(path, { status: res.statusCode, body: res.json() });
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const kills = async () => {
      const started = Date.now();
      for (let k = 0; (k < KILL_ROUNDS || writes < MIN_WRITES) && Date.now() - started < STORM_MAX_MS; k++) {
        const hit = [...inFlight];
        await Promise.all([new Promise((r) => setTimeout(r, KILL_EVERY_MS)), Promise.allSettled(hit)]);
        const { rowCount } = await killer.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid() and application_name = $2`,
          [dbName, APP_NAME],
        );
        killed += rowCount ?? 0;
      }
      stop = true;
    };
    // The pool says what it ran again (and keeps the test's output readable).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let warnings: string[] = [];
    try {
      await Promise.all([writer(1), writer(2), writer(3), reader(), probes(), kills()]);
    } finally {
      warnings = warn.mock.calls.map(([m]) => String(m));
      warn.mockRestore();
    }
    const rescued = warnings.filter((m) => /running the \w+ again|had committed/.test(m));

    // The storm happened: backends were terminated under a few hundred writes, and work in flight was lost.
    expect(killed).toBeGreaterThanOrEqual(KILL_ROUNDS);
    expect(writes).toBeGreaterThanOrEqual(MIN_WRITES);
    expect(rescued.length).toBeGreaterThan(0);
    // Not one 5xx, and every answer the one a quiet database gives.
    const expected: Record<string, number> = {
      'POST /api/rooms': 201,
      'POST /api/objects': 201,
      'PATCH /api/objects/:id': 200,
    };
    const wrong = answers.filter((a) => a.status !== (expected[a.what] ?? 200));
    expect(wrong.slice(0, 5), `${wrong.length} of ${answers.length} answers`).toEqual([]);
    for (const a of answers.filter((x) => x.what === '/api/health/ready'))
      expect(a.body).toMatchObject({ status: 'ready', checks: { database: 'ok' } });

    // Every acknowledged write is there, once; nothing else was written.
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const roomRows = (await check.query(`select id, name from rooms where name like 'Pièce %'`)).rows;
      expect(roomRows.length).toBe(rooms.size);
      for (const r of roomRows) expect(rooms.get(r.name)).toBe(r.id);
      const objectRows = (await check.query(`select id, name from objects where name like 'Objet %'`)).rows;
      expect(objectRows.length).toBe(objects.size);
      for (const o of objectRows) expect(objects.get(o.name)?.id).toBe(o.id);
      for (const [id, description] of lastEdit) {
        const { rows } = await check.query('select description from objects where id = $1', [id]);
        expect(rows[0].description).toBe(description);
      }
    } finally {
      await check.end();
    }
    for (const o of objects.values()) expect(await readPhoto(t, user, o.imageUrl)).not.toBeNull();
    expect((await user.call('GET', '/api/objects')).status).toBe(200);
  }, 180_000);
});
