import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { appRoot } from '../paths';
import { RetryingPool, retryingTransactions } from './retry';
import * as schema from './schema';
import type { Db } from './types';

export type { Db, Schema } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One round trip (readiness): throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const ping = async (db: Db) => void (await db.execute(sql`select 1`));

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 7_412_390_001;

export const migrationsFolder = path.join(appRoot, 'src/server/db/migrations');

/** `url` set: PostgreSQL. Otherwise PGlite, file-backed in `dataDir` (or in memory when dataDir is null). */
export async function openDatabase(opts: { url?: string; dataDir?: string | null }): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite({ dataDir: opts.dataDir });
}

async function openPostgres(url: string): Promise<Database> {
  // Named, so an operator sees the app's connections in pg_stat_activity (and the fault tests find them);
  // an application_name in DATABASE_URL wins. The pool and its connections survive one lost connection
  // per unit of work (retry.ts).
  const pool = new RetryingPool({ connectionString: url, max: 10, application_name: 'trouvaille' });
  const db = retryingTransactions(drizzlePg(pool, { schema }) as unknown as Db);
  // Instances starting together must not apply the same migration twice: the first holds a session
  // lock while it migrates; the others wait, then find nothing left to apply.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(pool), { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  return { db, kind: 'postgres', ping: () => ping(db), close: () => endPool(pool) };
}

/**
 * The embedded PostgreSQL, file-backed in `dataDir` (in memory without one). `from` starts it from another
 * one's `dump()` (a tarball of its data folder), which skips PGlite's initdb: the tests open a migrated
 * database per app this way in a third of the time.
 */
export async function openPglite(opts: {
  dataDir?: string | null;
  from?: Blob;
}): Promise<Database & { dump(): Promise<Blob> }> {
  // Imported only when chosen: PGlite's module alone is ~40 MB of a PostgreSQL-backed server's memory.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({ dataDir: dir, loadDataDir: opts.from });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * pool.end() waits for every checked-out connection to come back; one whose backend was killed mid-query can
 * take its time to do so (the fault test's clean-up waited past two minutes). Closing is bounded: after
 * 10 s the pool is left to the process's exit, and the log says so.
 */
async function endPool(pool: { end(): Promise<void> }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), 10_000);
    timer.unref();
  });
  const ended = await Promise.race([pool.end().then(() => 'ended' as const), late]);
  clearTimeout(timer);
  if (ended === 'late')
    console.warn('PostgreSQL pool: connections still out after 10 s; closing without them');
}
