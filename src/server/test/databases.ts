import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, openPglite, type Database } from '../db/client';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database per test app: in-memory PGlite, or a throw-away database on the
 * TEST_DATABASE_URL server (dropped on close), so test files never see each other's rows.
 */
export async function openTestDatabase(kind: DbKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openPglite({ from: await migratedCopy() });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `trouvaille_t_${randomBytes(6).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: adminUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  await adminClient.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // The pool's end resolves before its connections have closed; dropping under them makes each one
      // report a termination. Wait (briefly) until the server has let them go.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Another instance's view of the same database: its own connection pool on PostgreSQL; on PGlite (one
 * process only) the same handle, never closed by the second user.
 */
export async function sameDatabase(database: Database & { url?: string }): Promise<Database> {
  if (database.url) return openDatabase({ url: database.url });
  return { ...database, close: async () => {} };
}

let copy: Promise<Blob> | undefined;

/**
 * A freshly migrated PGlite, dumped once and kept in the temp folder under a hash of the migrations: each
 * test file is its own process, and starting from this copy skips initdb and the migrations (about 1 s
 * instead of 3 per database). A changed migration gives another name, so a stale copy is never used.
 */
function migratedCopy(): Promise<Blob> {
  copy ??= (async () => {
    const hash = createHash('sha256');
    for (const f of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
      if (f.endsWith('.sql') || f.endsWith('.json'))
        hash.update(f).update(readFileSync(path.join(migrationsFolder, f)));
    }
    const file = path.join(tmpdir(), `trouvaille-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const fresh = await openPglite({});
      const dump = await fresh.dump();
      await fresh.close();
      // Written aside then renamed: another test file reading at the same time sees all of it or nothing.
      const aside = `${file}.${process.pid}`;
      writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
      renameSync(aside, file);
      return dump;
    }
  })();
  return copy;
}
