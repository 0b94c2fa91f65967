import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, jpegDataUrl, readPhoto, savedObject, type Client } from './modules/collection/test-kit';
import { createTestApp, type TestApp } from './test/harness';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL backends killed under the server's feet while it writes: the server keeps answering (a
 * failed request is a 503 the client may retry, never a crash), every write it acknowledged is in the
 * database, and nothing is half-written (an object acknowledged has its photo; a refused one left none).
 */
describe.skipIf(!adminUrl)('faults on PostgreSQL', () => {
  let t: TestApp;
  let user: Client;
  let killer: pg.Client;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    user = await clientFor(t, 'faults@example.com');
    killer = new pg.Client({ connectionString: adminUrl });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  it('keeps every acknowledged write and answers throughout', async () => {
    const dbName = (t.database as { url?: string }).url!.split('/').pop()!.split('?')[0];
    const room = (await user.call('POST', '/api/rooms', { name: 'Atelier', type: 'custom' })).body
      .id as number;
    const photo = await jpegDataUrl(48, 36);
    const acknowledgedRooms: number[] = [];
    const acknowledgedObjects: { id: number; imageUrl: string }[] = [];
    const statuses = new Map<number, number>();
    let stop = false;

    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const res =
          i % 2
            ? await user.call('POST', '/api/rooms', { name: `Pièce ${w}-${i}`, type: 'custom' })
            : await user.call(
                'POST',
                '/api/objects',
                savedObject({ name: `Objet ${w}-${i}`, roomId: room, imageUrl: photo }),
              );
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201 && i % 2) acknowledgedRooms.push(res.body.id);
        if (res.status === 201 && !(i % 2))
          acknowledgedObjects.push({ id: res.body.id, imageUrl: res.body.imageUrl });
      }
    };
    const kills = async () => {
      for (let k = 0; k < 8; k++) {
        await new Promise((r) => setTimeout(r, 150));
        await killer.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
      }
      stop = true;
    };
    await Promise.all([writer(1), writer(2), writer(3), kills()]);

    // Every answer was a success or an honest "try again": no crash, no 500.
    for (const status of statuses.keys()) expect([201, 503]).toContain(status);
    expect(statuses.get(201)).toBeGreaterThan(0);

    const check = new pg.Client({ connectionString: (t.database as { url?: string }).url });
    await check.connect();
    const rooms = new Set((await check.query('select id from rooms')).rows.map((r) => r.id as number));
    const objects = new Set((await check.query('select id from objects')).rows.map((r) => r.id as number));
    await check.end();
    for (const id of acknowledgedRooms) expect(rooms.has(id)).toBe(true);
    for (const o of acknowledgedObjects) {
      expect(objects.has(o.id)).toBe(true);
      expect(await readPhoto(t, user, o.imageUrl)).not.toBeNull();
    }
    // The server answers normally again once the database does.
    expect((await user.call('GET', '/api/objects')).status).toBe(200);
  }, 120_000);
});
