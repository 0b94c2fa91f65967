import pg from 'pg';
import { isDatabaseUnavailable } from '../errors';
import type { Db } from './types';

/*
 * A PostgreSQL connection lost under a request (a backend terminated by an operator or a failover, a
 * server restart, a reset socket) costs the user nothing when the work cannot have taken effect: it runs
 * once more, on a connection known to be alive. Three places, one rule (docs/architecture.md, "Lost
 * database connections"):
 *
 * - `RetryingPool.query`, the pool that Drizzle runs single statements on: a read runs again; a write runs
 *   inside BEGIN … COMMIT so that a loss can be told apart from a success, and runs again when it did not
 *   commit.
 * - `TrackingClient`, every pooled connection: it knows whether the transaction it carries has sent its
 *   COMMIT. Before that a loss leaves nothing behind. During it the answer is lost, not the outcome: the
 *   client asks the server, on another connection, what became of the transaction's id
 *   (`pg_xact_status`): committed is a success, aborted is a loss like any other, unknown stays an error.
 * - `retryingTransactions(db)`: `db.transaction` runs the whole callback again when its attempt failed
 *   with such a loss. A callback may therefore run twice: it holds database work only (anything outside —
 *   a payment, a stream read once — goes before or after it, or the transaction is `transactionOnce`).
 *
 * One retry, no more: a database that drops two connections in a row is down, and the request answers
 * 503 UNAVAILABLE (errors.ts) as before. PGlite (one process, no network) never goes through here.
 */

/** Errors known to come from work that did not commit (nothing sent yet, or the transaction aborted). */
const uncommitted = new WeakSet<object>();

function markUncommitted<E>(err: E): E {
  if (err && typeof err === 'object') uncommitted.add(err);
  return err;
}

/** A connection loss that left nothing committed: the work may run again. Drizzle wraps the driver's error. */
export function lostBeforeCommit(err: unknown): boolean {
  if (!isDatabaseUnavailable(err)) return false;
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (uncommitted.has(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** After a loss the pool's idle connections are suspect for this long (a killer or a restart takes them all). */
const SUSPECT_MS = 2_000;
/** How long a lost COMMIT's transaction may stay "in progress" (its backend still exiting) before we give up. */
const STATUS_WAIT_MS = 2_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A moment before the second attempt, so the loss of the pool's other connections has been read. */
const beforeRetry = () => pause(20 + Math.random() * 30);

type Warn = (message: string) => void;

interface Shared {
  suspectUntil: number;
  warn: Warn;
  /** committed | aborted | null (unknown): the fate of a transaction whose COMMIT answer was lost. */
  statusOf(xid: string): Promise<'committed' | 'aborted' | null>;
}

const isCommit = (text: string) => /^\s*commit\s*;?\s*$/i.test(text);
const isBegin = (text: string) => /^\s*(begin|start\s+transaction)\b/i.test(text);
const isRollback = (text: string) => /^\s*rollback\s*;?\s*$/i.test(text);

/** What `client.query` was asked without a callback: a text or a config, then values. */
type Args = [config: string | pg.QueryConfig, values?: unknown[]];

/** The callback and streaming forms (the pool's own, pg-cursor) pass through untouched. */
function plainCall(args: unknown[]): args is Args {
  const [config, values, callback] = args;
  return (
    (typeof config === 'string' || (typeof config === 'object' && config !== null)) &&
    typeof (config as { submit?: unknown }).submit !== 'function' &&
    typeof values !== 'function' &&
    typeof callback !== 'function'
  );
}

const textOf = (config: string | pg.QueryConfig) => (typeof config === 'string' ? config : config.text);

function trackingClient(shared: Shared) {
  return class TrackingClient extends pg.Client {
    /**
     * open: BEGIN sent, COMMIT not yet, so a loss aborted it. uncommitted: its COMMIT was lost and the
     * server said aborted. unsure: its COMMIT was lost and nobody knows. Errors are marked in the first two.
     */
    private tx: 'none' | 'open' | 'uncommitted' | 'unsure' = 'none';
    /** The loss a BEGIN met, answered by every later statement on this connection (see `begin`). */
    private lost: unknown;

    // Every overload of pg's query goes through here; only the promise form with a text is looked at.
    override query(...args: unknown[]): any {
      const base = super.query as (...a: unknown[]) => any;
      if (!plainCall(args)) return base.apply(this, args);
      if (this.lost) return Promise.reject(this.lost);
      const text = textOf(args[0]);
      if (this.tx === 'open' && isCommit(text)) return this.commit(base, args);
      if (isBegin(text)) return this.begin(base, args);
      return this.tracked(base, args, isRollback(text));
    }

    /**
     * Drizzle sends BEGIN before the try whose finally releases the connection: a BEGIN that threw would keep
     * the dead connection checked out for good, and ten of them starve the pool (every request then waits
     * forever). So a BEGIN lost with its connection answers as if it had begun; the next statement gets the
     * loss at once (marked: nothing can have committed), the transaction rolls back and releases as usual,
     * and the release drops the connection from the pool.
     */
    private async begin(base: (...a: unknown[]) => any, args: Args) {
      this.tx = 'open';
      try {
        return await this.tracked(base, args, false);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        this.lost = err;
        const self = this as unknown as { release?: (err?: unknown) => void };
        const release = self.release;
        if (release) self.release = (e?: unknown) => release(e ?? err);
        return { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] };
      }
    }

    private async tracked(base: (...a: unknown[]) => any, args: Args, rollback: boolean) {
      try {
        const result = await base.apply(this, args);
        if (rollback) this.tx = 'none';
        return result;
      } catch (err) {
        if (isDatabaseUnavailable(err)) {
          shared.suspectUntil = Date.now() + SUSPECT_MS;
          if (this.tx === 'open' || this.tx === 'uncommitted') markUncommitted(err);
        }
        if (rollback) this.tx = 'none';
        throw err;
      }
    }

    /**
     * COMMIT, preceded by the question that makes a lost answer recoverable: the transaction's id, null when
     * it wrote nothing (a read-only transaction lost at COMMIT has nothing to lose).
     */
    private async commit(base: (...a: unknown[]) => any, args: Args) {
      const [{ xid }] = (
        (await this.tracked(base, ['select pg_current_xact_id_if_assigned()::text as xid'], false)) as {
          rows: { xid: string | null }[];
        }
      ).rows;
      try {
        const result = await base.apply(this, args);
        this.tx = 'none';
        return result;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) {
          // Refused by the server (a deferred constraint, a serialisation failure): rolled back, as ever.
          this.tx = 'none';
          throw err;
        }
        shared.suspectUntil = Date.now() + SUSPECT_MS;
        const status = xid === null ? 'aborted' : await shared.statusOf(xid);
        if (status === 'committed') {
          shared.warn('PostgreSQL connection lost during COMMIT; the transaction had committed');
          this.tx = 'none';
          return { command: 'COMMIT', rowCount: null, oid: 0, rows: [], fields: [] };
        }
        this.tx = status === 'aborted' ? 'uncommitted' : 'unsure';
        if (status === 'aborted') markUncommitted(err);
        throw err;
      }
    }
  };
}

type Kind = 'read' | 'write' | 'other';

/**
 * read: a SELECT (or SHOW, VALUES) that names no write; running it twice changes nothing. write: DML, run in
 * its own transaction so that its fate is known. other (DDL, SET, VACUUM...): as it was, never again.
 */
function kindOf(text: string): Kind {
  if (/^\s*(select|show|values|table)\b/i.test(text))
    return /\b(insert|update|delete|merge|nextval|setval)\b/i.test(text) ? 'write' : 'read';
  if (/^\s*(insert|update|delete|merge|with)\b/i.test(text)) return 'write';
  return 'other';
}

/** node-postgres's Pool, whose statements and connections survive one lost connection (see the top). */
export class RetryingPool extends pg.Pool {
  private readonly shared: Shared;
  private readonly config: pg.PoolConfig;

  constructor(config: pg.PoolConfig, warn: Warn = (m) => console.warn(m)) {
    const shared: Shared = { suspectUntil: 0, warn, statusOf: async () => null };
    super({ ...config, Client: trackingClient(shared) });
    this.shared = shared;
    this.config = config;
    shared.statusOf = (xid) => this.statusOf(xid);
    const lost = (message: string) => {
      // Its neighbours in the pool were probably dropped too (a restart, a killer takes them all).
      shared.suspectUntil = Date.now() + SUSPECT_MS;
      warn(message);
    };
    // An idle connection dropped by the server (restart, admin termination) must not crash the process; the
    // pool replaces it on the next query (node-postgres's documented pattern).
    this.on('error', (err) => lost(`PostgreSQL idle connection closed: ${err.message}`));
    // A connection checked out (inside a transaction, between two statements) reports the same loss on
    // itself, and an 'error' event nobody listens to would end the process; its pending query fails alone.
    this.on('connect', (client) =>
      client.on('error', (err) => lost(`PostgreSQL connection lost while in use: ${err.message}`)),
    );
  }

  /** Promise form: a connection that answers. The callback form is pg-pool's own. */
  override connect(...args: unknown[]): any {
    const base = super.connect as (...a: unknown[]) => any;
    if (args.length) return base.apply(this, args);
    return this.alive(() => base.call(this) as Promise<pg.PoolClient>);
  }

  /**
   * Right after a loss, an idle connection handed out may be dead already, its end not yet read: each one is
   * asked `select 1` first (only then, so a healthy pool pays nothing). Nothing of the caller's was sent
   * when this fails, so its error is marked as retryable.
   */
  private async alive(acquire: () => Promise<pg.PoolClient>): Promise<pg.PoolClient> {
    try {
      if (Date.now() >= this.shared.suspectUntil) return await acquire();
      for (let tries = 0; ; tries++) {
        const client = await acquire();
        try {
          await client.query('select 1');
          return client;
        } catch (err) {
          client.release(err as Error);
          if (!isDatabaseUnavailable(err) || tries >= (this.options.max ?? 10)) throw err;
        }
      }
    } catch (err) {
      throw markUncommitted(err);
    }
  }

  override query(...args: unknown[]): any {
    const base = super.query as (...a: unknown[]) => any;
    if (!plainCall(args)) return base.apply(this, args);
    return this.statement(args);
  }

  private async statement(args: Args) {
    const kind = kindOf(textOf(args[0]));
    const work =
      kind === 'write'
        ? (client: pg.PoolClient) => ownTransaction(client, args)
        : (client: pg.PoolClient) => (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    try {
      return await this.onConnection(work);
    } catch (err) {
      const again =
        kind === 'read' ? isDatabaseUnavailable(err) : kind === 'write' ? lostBeforeCommit(err) : false;
      if (!again) throw err;
      this.shared.warn(`PostgreSQL connection lost; running the ${kind} again: ${(err as Error).message}`);
      await beforeRetry();
      return this.onConnection(work);
    }
  }

  private async onConnection<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.connect();
    let lost: Error | undefined;
    try {
      return await work(client);
    } catch (err) {
      if (isDatabaseUnavailable(err)) lost = err as Error;
      throw err;
    } finally {
      // A lost connection leaves the pool rather than wait for the next one to trip on it.
      client.release(lost);
    }
  }

  /**
   * The fate of a transaction whose COMMIT went unanswered, once its backend has finished with it. Asked on a
   * connection of its own, outside the pool: the asker still holds its pooled (dead) connection, and a pool
   * full of such askers waiting for a free one would never get it.
   */
  private async statusOf(xid: string): Promise<'committed' | 'aborted' | null> {
    const until = Date.now() + STATUS_WAIT_MS;
    while (Date.now() < until) {
      const asker = new pg.Client({ ...this.config, connectionTimeoutMillis: 1_000 });
      asker.on('error', () => undefined);
      try {
        await asker.connect();
        const { rows } = await asker.query<{ status: string | null }>(
          'select pg_xact_status($1::xid8) as status',
          [xid],
        );
        const status = rows[0]?.status;
        if (status === 'committed' || status === 'aborted') return status;
        if (status !== 'in progress') return null; // too old to be known: cannot change a moment later
      } catch {
        // the database is away: ask again until the deadline
      } finally {
        await asker.end().catch(() => undefined);
      }
      await pause(50);
    }
    return null;
  }
}

/** BEGIN, the statement, COMMIT: a single write whose loss can be told from its success. */
async function ownTransaction(client: pg.PoolClient, args: Args) {
  await client.query('begin');
  try {
    const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

/** Each retrying database's own single-attempt transaction (for `transactionOnce`). */
const singleAttempt = new WeakMap<Db, Db['transaction']>();

/** `db.transaction` that runs its callback once more after a connection loss that left nothing committed. */
export function retryingTransactions(db: Db, warn: Warn = (m) => console.warn(m)): Db {
  const once = db.transaction.bind(db) as Db['transaction'];
  singleAttempt.set(db, once);
  db.transaction = (async (
    work: Parameters<Db['transaction']>[0],
    config?: Parameters<Db['transaction']>[1],
  ) => {
    try {
      return await once(work, config);
    } catch (err) {
      if (!lostBeforeCommit(err)) throw err;
      warn(`PostgreSQL connection lost; running the transaction again: ${(err as Error).message}`);
      await beforeRetry();
      return once(work, config);
    }
  }) as Db['transaction'];
  return db;
}

/**
 * A transaction whose work must not run twice: it calls out (a payment provider) or reads a stream once.
 * A connection loss fails it (503), as any loss did before.
 */
export function transactionOnce<T>(
  db: Db,
  work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
  config?: Parameters<Db['transaction']>[1],
): Promise<T> {
  const once = singleAttempt.get(db);
  return once ? once(work, config) : db.transaction(work, config);
}
