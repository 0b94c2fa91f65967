import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from '../images/storage';
import { testDbKinds, type DbKind } from '../test/databases';
import { createTestApp, nextTestAddress, sessionCookie } from '../test/harness';
import { jpeg } from '../test/images';
import { migrationsFolder, openDatabase, openPglite, type Database } from './client';

/**
 * Issue 34: "the migration carries every row and photo of a database made before it" (decision 037).
 * A database is built with the migrations up to 0019 only and filled as the app of then left it, through
 * SQL; then the app opens it, which applies 0020 and every later migration. Every row of every table is
 * still there and unchanged (the new columns aside), every account founded its collection and owns it,
 * who added each object and recorded each valuation is its account, an account made afterwards gets its
 * collection from the trigger, and an old account signs in and reads its objects and the photo bytes.
 */

const BEFORE = 19; // the last migration before collections with members

/** The migrations folder as it stood at 0019: the same files, the journal cut after it. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'trouvaille-mig-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** A database of `kind` at 0019, reachable by plain SQL, then opened by the app as it is today. */
interface OldDatabase {
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** closes the SQL handle and opens the database as the app does: every migration applied */
  openMigrated(): Promise<Database>;
  /** drops what was made (PostgreSQL) */
  drop(): Promise<void>;
}

async function oldDatabase(kind: DbKind, folder: string): Promise<OldDatabase> {
  if (kind === 'pglite') {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: folder });
    return {
      query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
      async openMigrated() {
        const dump = await client.dumpDataDir('none');
        await client.close();
        return openPglite({ from: dump });
      },
      drop: async () => {},
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `trouvaille_mig20_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await migrate(drizzle(client), { migrationsFolder: folder });
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    async openMigrated() {
      await client.end();
      return openDatabase({ url: url.toString() });
    },
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

interface OldUser {
  id: string;
  email: string;
  firstName: string | null;
  name: string | null;
  objects: number;
}

const PASSWORD = 'correct-horse-1';

/** Every table's rows as JSON, sorted, keeping only `columns` of each (the columns it had before). */
async function tableRows(
  query: (text: string) => Promise<Record<string, unknown>[]>,
  columns: Map<string, string[]>,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [table, cols] of columns) {
    const rows = await query(`select to_jsonb(x)::text as j from "${table}" x`);
    out[table] = rows
      .map((r) => {
        const row = JSON.parse(String(r.j)) as Record<string, unknown>;
        return JSON.stringify(Object.fromEntries(cols.map((c) => [c, row[c]])));
      })
      .sort();
  }
  return out;
}

describe.each(testDbKinds())('migration 0020 (collections with members) on %s', (kind) => {
  it('carries every row and photo of a database made before it', { timeout: 120_000 }, async () => {
    const folder = migrationsUpTo(BEFORE);
    const old = await oldDatabase(kind, folder);
    let database: Database | undefined;
    try {
      const applied = await old.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied[0].n).toBe(BEFORE + 1);

      // ------------------------------------------------------------ the app of then, as it left its rows
      const photoBytes = await jpeg(320, 240);
      const thumbBytes = await jpeg(64, 48);
      const files = new Map<string, Buffer>();
      const passwordHash = await hash(PASSWORD, { algorithm: 2 });
      const users: OldUser[] = [
        {
          id: 'olduser1',
          email: 'marie.curie@example.com',
          firstName: 'Marie',
          name: 'Marie C.',
          objects: 3,
        },
        {
          id: 'olduser2',
          email: 'pierre@example.com',
          firstName: null,
          name: 'Pierre Curie',
          objects: 2,
        },
        {
          id: 'olduser3',
          email: 'irene.joliot@example.com',
          firstName: '',
          name: '',
          objects: 0,
        },
      ];
      const photoOf = new Map<string, string>(); // user id → one of their photo urls
      for (const u of users) {
        await old.query(
          `insert into users (id, name, first_name, email, email_verified, created_at) values ($1, $2, $3, $4, true, now() - interval '400 days')`,
          [u.id, u.name, u.firstName, u.email],
        );
        await old.query(
          `insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) values ($1, $2, 'credential', $2, $3, now(), now())`,
          [`acc-${u.id}`, u.id, passwordHash],
        );
        if (u.objects === 0) continue;
        const [house] = await old.query(
          `insert into houses (user_id, name, is_main) values ($1, 'Maison de famille', true) returning id`,
          [u.id],
        );
        const [room] = await old.query(
          `insert into rooms (user_id, house_id, name, type) values ($1, $2, 'Salon', 'living_room') returning id`,
          [u.id, house.id],
        );
        const [analysis] = await old.query(
          `insert into analyses (user_id, kind, provider, model, language, status, result) values ($1, 'complete', 'embedded', 'none', 'fr', 'success', '{"name":"Pendule"}') returning id`,
          [u.id],
        );
        await old.query(
          `insert into analysis_follow_ups (user_id, analysis_id, kind, counted) values ($1, $2, 'enhance', false)`,
          [u.id, analysis.id],
        );
        for (let i = 1; i <= u.objects; i++) {
          const photoId = randomUUID();
          const key = `${u.id}/${photoId}.jpg`;
          const thumbKey = `${u.id}/${photoId}.thumb.webp`;
          files.set(key, photoBytes);
          files.set(thumbKey, thumbBytes);
          await old.query(
            `insert into photos (id, user_id, storage_key, thumbnail_key, width, height, bytes) values ($1, $2, $3, $4, 320, 240, $5)`,
            [photoId, u.id, key, thumbKey, photoBytes.length],
          );
          photoOf.set(u.id, `/api/photos/${photoId}`);
          const [object] = await old.query(
            `insert into objects (user_id, room_id, name, estimated_value_min, estimated_value_max, image_url, photo_ids, analysis_id, created_at, updated_at)
             values ($1, $2, $3, 800, 1500, $4, $5, $6, now() - interval '30 days', now() - interval '20 days') returning id`,
            [u.id, room.id, `Objet ${i} de ${u.id}`, `/api/photos/${photoId}`, [photoId], analysis.id],
          );
          await old.query(
            `insert into valuations (user_id, object_id, source, low, high, valued_on, value_kind) values ($1, $2, 'expert', 900, 1200, '2024-05-01', 'market')`,
            [u.id, object.id],
          );
          await old.query(
            `insert into comparables (user_id, object_id, title, price, price_eur, sold_on, kind) values ($1, $2, 'Vente Drouot', 1000, 1000, '2024-04-01', 'sold')`,
            [u.id, object.id],
          );
          await old.query(
            `insert into shares (id, user_id, token, scope, target_id) values ($1, $2, $3, 'object', $4)`,
            [randomUUID(), u.id, randomBytes(16).toString('hex'), object.id],
          );
        }
        await old.query(
          `insert into report_files (user_id, kind, params, status) values ($1, 'dossier', '{"kind":"dossier"}', 'queued')`,
          [u.id],
        );
      }

      // What each table had: its columns and its rows.
      const columns = new Map<string, string[]>();
      for (const r of await old.query(
        `select table_name as t, array_agg(column_name::text order by ordinal_position) as c from information_schema.columns where table_schema = 'public' group by table_name`,
      )) {
        columns.set(String(r.t), r.c as string[]);
      }
      expect([...columns.keys()]).not.toContain('collections');
      // Filling `added_by` updates every object, which bumps its collection's version (the cached lists
      // are read again): the one value the migration may change.
      columns.set(
        'users',
        columns.get('users')!.filter((c) => c !== 'collection_version'),
      );
      const versions = async (q: (text: string) => Promise<Record<string, unknown>[]>) =>
        (await q(`select id, collection_version::int as v from users order by id`)).map((r) => [r.id, r.v]);
      const versionsBefore = await versions(old.query);
      const before = await tableRows(old.query, columns);
      const counts = (rows: Record<string, string[]>) =>
        Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
      for (const table of [
        'users',
        'houses',
        'rooms',
        'objects',
        'photos',
        'valuations',
        'comparables',
        'analyses',
        'shares',
        'report_files',
      ]) {
        expect(counts(before)[table], table).toBeGreaterThan(0);
      }

      // ------------------------------------------------------------ the app of today opens it
      database = await old.openMigrated();
      const db = database.db;
      const query = async (text: string) =>
        ((await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;

      const after = await tableRows(query, columns);
      expect(counts(after)).toEqual(counts(before));
      for (const table of columns.keys()) expect(after[table], table).toEqual(before[table]);
      const versionsAfter = await versions(query);
      versionsAfter.forEach(([id, v], i) => {
        expect(versionsBefore[i][0]).toBe(id);
        expect(Number(v), String(id)).toBeGreaterThanOrEqual(Number(versionsBefore[i][1]));
      });

      // Every account founded its collection and owns it alone (its name is the screens' business).
      const collections = await query(`select id from collections order by id`);
      expect(collections.map((c) => c.id)).toEqual(users.map((u) => u.id));
      const members = await query(
        `select collection_id, user_id, role from collection_members order by collection_id`,
      );
      expect(members.map((m) => [m.collection_id, m.user_id, m.role])).toEqual(
        users.map((u) => [u.id, u.id, 'owner']),
      );
      // Who added each object and recorded each valuation: the account they belonged to.
      expect(
        await query(`select count(*)::int as n from objects where added_by is distinct from user_id`),
      ).toEqual([{ n: 0 }]);
      expect(
        await query(`select count(*)::int as n from valuations where recorded_by is distinct from user_id`),
      ).toEqual([{ n: 0 }]);

      // An account made afterwards, by whatever path, founds its own collection.
      await query(`insert into users (id, name, email) values ('newuser', 'Ève', 'eve@example.com')`);
      expect(
        await query(
          `select m.user_id, m.role from collections c join collection_members m on m.collection_id = c.id where c.id = 'newuser'`,
        ),
      ).toEqual([{ user_id: 'newuser', role: 'owner' }]);

      // ------------------------------------------------------------ an old account signs in and reads
      const t = await createTestApp(kind, {}, { database });
      database = undefined; // the test app closes it
      try {
        const storage = createFileStorage(path.join(t.dataDir, 'images'));
        for (const [key, data] of files) await storage.put(key, data);
        const marie = users[0];
        const ip = nextTestAddress();
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: marie.email, password: PASSWORD },
          remoteAddress: ip,
        });
        expect(login.statusCode, login.body).toBe(200);
        const cookie = sessionCookie(login.headers['set-cookie']);
        const read = (url: string) =>
          t.app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: ip });
        const current = (await read('/api/collections/current')).json();
        expect([current.id, current.role, current.own]).toEqual([marie.id, 'owner', true]);
        const objects = (await read('/api/objects')).json();
        expect(objects.map((o: { name: string }) => o.name).sort()).toEqual([
          'Objet 1 de olduser1',
          'Objet 2 de olduser1',
          'Objet 3 de olduser1',
        ]);
        const photo = await read(photoOf.get(marie.id)!);
        expect(photo.statusCode).toBe(200);
        expect(Buffer.compare(photo.rawPayload, photoBytes)).toBe(0);
        const thumb = await read(`${photoOf.get(marie.id)!}?variant=thumb`);
        expect(Buffer.compare(thumb.rawPayload, thumbBytes)).toBe(0);
        // Another old account's photo stays theirs.
        expect((await read(photoOf.get(users[1].id)!)).statusCode).toBe(404);
        const valuations = (await read(`/api/objects/${objects[0].id}/valuations`)).json();
        const recordedBy = valuations.valuations.find(
          (v: { source: string }) => v.source === 'expert',
        ).recordedBy;
        const changes = (await read(`/api/objects/${objects[0].id}/changes`)).json();
        // The value history and the object's page name who recorded and who added: the account of then.
        expect([recordedBy, changes.addedBy]).toEqual(['Marie', 'Marie']);
      } finally {
        await t.close();
      }
    } finally {
      await database?.close();
      await old.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
