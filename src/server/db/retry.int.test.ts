import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../errors';
import type { Db } from './client';
import { RetryingPool, retryingTransactions, transactionOnce } from './retry';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP proxy between the pool and PostgreSQL that cuts a connection at a chosen byte: on the way up (the
 * server never receives the message) or on the way down (the server did the work, the answer is lost).
 * This puts a loss exactly where it is ambiguous, which killing backends only does by chance.
 */
async function cuttingProxy(target: URL) {
  const traps: { way: 'up' | 'down'; marker: Buffer }[] = [];
  const sockets = new Set<net.Socket>();
  const hit = (way: 'up' | 'down', chunk: Buffer) => {
    const i = traps.findIndex((t) => t.way === way && chunk.includes(t.marker));
    if (i < 0) return false;
    traps.splice(i, 1);
    return true;
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        cut();
      });
    }
    client.on('data', (chunk: Buffer) => (hit('up', chunk) ? cut() : upstream.write(chunk)));
    upstream.on('data', (chunk: Buffer) => (hit('down', chunk) ? cut() : client.write(chunk)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    /** Cuts the connection that next carries `marker` that way, once per call. */
    trap(way: 'up' | 'down', marker: string) {
      traps.push({ way, marker: Buffer.from(marker) });
    },
    pending: () => traps.length,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!adminUrl)('a lost PostgreSQL connection', () => {
  const name = `trouvaille_retry_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let check: pg.Client;
  let proxy: Awaited<ReturnType<typeof cuttingProxy>>;
  let pool: RetryingPool;
  let db: Db;
  const warnings: string[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    await check.query('create table items (id serial primary key, k text not null unique)');
    proxy = await cuttingProxy(url);
    pool = new RetryingPool({ connectionString: proxy.url, max: 4 }, (m) => warnings.push(m));
    db = retryingTransactions(drizzle(pool) as unknown as Db, (m) => warnings.push(m));
  });
  afterAll(async () => {
    await pool?.end();
    await proxy?.close();
    await check?.end();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });
  afterEach(() => {
    expect(proxy.pending()).toBe(0); // every cut the test asked for happened
    warnings.length = 0;
  });

  const rowsOf = async (k: string) =>
    (await check.query('select count(*)::int as n from items where k = $1', [k])).rows[0].n as number;
  const insert = (tx: Db, k: string) => tx.execute(sql`insert into items (k) values (${k})`);
  const key = () => `k-${randomBytes(4).toString('hex')}`;
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
  /**
   * Runs, through `transact`, a transaction that inserts `k` and counts how many times it ran; `outcome` is
   * its answer ('done') or the error it ended with.
   */
  async function insertRuns(k: string, transact: (work: (tx: Tx) => Promise<string>) => Promise<string>) {
    let runs = 0;
    const outcome = await transact(async (tx) => {
      runs++;
      await insert(tx as unknown as Db, k);
      return 'done';
    }).then(
      (done) => done,
      (err: unknown) => err,
    );
    return { runs, outcome };
  }
  const inTransaction = (work: (tx: Tx) => Promise<string>) => db.transaction(work);

  it('runs a read again on a fresh connection', async () => {
    proxy.trap('up', 'lost_read_marker');
    const { rows } = (await db.execute(sql`select 42 as lost_read_marker`)) as unknown as {
      rows: unknown[];
    };
    expect(rows).toEqual([{ lost_read_marker: 42 }]);
    expect(warnings.filter((w) => /running the read again/.test(w))).toHaveLength(1);
  });

  it('runs a transaction again when the loss came before COMMIT', async () => {
    const k = key();
    proxy.trap('up', `insert into items`);
    const { runs, outcome } = await insertRuns(k, inTransaction);
    expect(outcome).toBe('done');
    expect(runs).toBe(2);
    expect(await rowsOf(k)).toBe(1);
  });

  it('answers success, without running it again, when COMMIT went through and only its answer was lost', async () => {
    const k = key();
    proxy.trap('down', 'COMMIT\0');
    const { runs, outcome } = await insertRuns(k, inTransaction);
    expect(outcome).toBe('done');
    expect(runs).toBe(1);
    expect(await rowsOf(k)).toBe(1);
    expect(warnings.join('\n')).toMatch(/had committed/);
  });

  it('runs it again when COMMIT never reached the server (the server says aborted)', async () => {
    const k = key();
    proxy.trap('up', 'commit\0');
    const { runs } = await insertRuns(k, inTransaction);
    expect(runs).toBe(2);
    expect(await rowsOf(k)).toBe(1);
  });

  it('gives a connection whose BEGIN was lost back to the pool, which never runs dry', async () => {
    // More losses than the pool has connections: one kept checked out each time would leave none.
    for (let i = 0; i < 6; i++) {
      const k = key();
      proxy.trap('up', 'begin\0');
      const { runs } = await insertRuns(k, inTransaction);
      expect(runs).toBe(2);
      expect(await rowsOf(k)).toBe(1);
    }
    expect(pool.totalCount - pool.idleCount).toBe(0);
  }, 20_000);

  it('keeps a single write exactly once, whichever side of its commit the loss falls', async () => {
    const before = key();
    proxy.trap('up', `insert into items`);
    await insert(db, before);
    expect(await rowsOf(before)).toBe(1);

    const after = key();
    proxy.trap('down', 'COMMIT\0');
    await insert(db, after);
    expect(await rowsOf(after)).toBe(1);
  });

  it('retries once only: a second loss is the error the client sees (503)', async () => {
    const k = key();
    proxy.trap('up', `insert into items`);
    proxy.trap('up', `insert into items`);
    const { runs, outcome: failed } = await insertRuns(k, inTransaction);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect(runs).toBe(2);
    expect(await rowsOf(k)).toBe(0);
  });

  it('never runs a transactionOnce twice', async () => {
    const k = key();
    proxy.trap('up', `insert into items`);
    const { runs, outcome: failed } = await insertRuns(k, (work) => transactionOnce(db, work));
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect(runs).toBe(1);
    expect(await rowsOf(k)).toBe(0);
  });

  it('does not retry what the server refused', async () => {
    const k = key();
    await insert(db, k);
    const { runs, outcome: failed } = await insertRuns(k, inTransaction);
    expect(failed).not.toBe('done');
    expect(isDatabaseUnavailable(failed)).toBe(false);
    expect(runs).toBe(1);
    expect(warnings).toEqual([]);
  });
});
