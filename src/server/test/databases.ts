import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

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
  if (kind === 'pglite') return openDatabase({});
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
