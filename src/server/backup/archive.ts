import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Db } from '../db/client';
import { transactionOnce } from '../db/retry';
import type { ImageStorage } from '../images/storage';
import { appRoot } from '../paths';
import { createBackupRepository, MADE_BY_TRIGGERS, type TableInfo } from './repository';

export const BACKUP_FORMAT = 'trouvaille-backup/1';
const PAGE = 1000;

export interface Manifest {
  format: string;
  createdAt: string;
  /** The last database migration the data was written under. */
  migration: string;
  tables: Record<string, { rows: number; sha256: string }>;
}

export interface PhotoList {
  photos: { key: string; bytes: number; sha256: string }[];
}

export class BackupError extends Error {}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

function lastMigration(): string {
  const journal = JSON.parse(
    readFileSync(path.join(appRoot, 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
  );
  return journal.entries.at(-1).tag as string;
}

/**
 * One .tar.gz: manifest.json, then db/<nn>-<table>.jsonl (every table in foreign-key order, read in one
 * read-only snapshot), then photos/<key> (every stored photo and thumbnail), then photos.json with each
 * photo's size and SHA-256. Works from PGlite or PostgreSQL, files or S3.
 */
export async function writeBackup(opts: {
  db: Db;
  storage: ImageStorage;
  out: Writable;
}): Promise<Manifest & PhotoList> {
  const repo = createBackupRepository(opts.db);
  const tables = await repo.tables();
  const dumps: { table: TableInfo; body: Buffer }[] = [];
  await opts.db.transaction(
    async (tx) => {
      // Run again from the start after a lost connection (db/retry.ts): a first attempt's pages go.
      dumps.length = 0;
      for (const table of tables) {
        const lines: string[] = [];
        for (let offset = 0; ; offset += PAGE) {
          const page = await repo.page(tx as unknown as Db, table.name, offset, PAGE);
          lines.push(...page);
          if (page.length < PAGE) break;
        }
        dumps.push({ table, body: Buffer.from(lines.map((l) => `${l}\n`).join('')) });
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    migration: lastMigration(),
    tables: Object.fromEntries(
      dumps.map((d) => [
        d.table.name,
        { rows: d.body.length ? d.body.toString().split('\n').length - 1 : 0, sha256: sha256(d.body) },
      ]),
    ),
  };

  const pack = tar.pack();
  const gzip = createGzip();
  const done = pipeline(pack, gzip, opts.out);
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: body.length, mode: 0o600 }, body, (e) => (e ? reject(e) : resolve())),
    );

  const photos: PhotoList['photos'] = [];
  try {
    await add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const [i, d] of dumps.entries())
      await add(`db/${String(i).padStart(2, '0')}-${d.table.name}.jsonl`, d.body);
    for await (const key of opts.storage.list()) {
      const data = await opts.storage.get(key);
      if (!data) continue; // deleted since listed
      await add(`photos/${key}`, data);
      photos.push({ key, bytes: data.length, sha256: sha256(data) });
    }
    await add('photos.json', Buffer.from(JSON.stringify({ photos })));
    pack.finalize();
  } catch (err) {
    pack.destroy(err as Error);
    throw err;
  } finally {
    await done;
  }
  return { ...manifest, photos };
}

/** Whether the database holds any data row (operational tables aside): restore only goes into an empty instance. */
export async function isEmpty(db: Db, storage: ImageStorage): Promise<boolean> {
  const repo = createBackupRepository(db);
  for (const t of await repo.tables()) if ((await repo.count(db, t.name)) > 0) return false;
  for await (const _ of storage.list()) return false;
  return true;
}

const readAll = async (stream: AsyncIterable<unknown>) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Restores an archive into an empty instance, all or nothing: the rows in one transaction, each member
 * checked against the manifest's SHA-256; on any failure the transaction rolls back and the photos
 * written so far are removed.
 */
export async function restoreBackup(opts: {
  db: Db;
  storage: ImageStorage;
  input: Readable;
}): Promise<Manifest & PhotoList> {
  if (!(await isEmpty(opts.db, opts.storage))) {
    throw new BackupError(
      'This instance already holds data: restore only into an empty database and photo store.',
    );
  }
  const repo = createBackupRepository(opts.db);
  const tables = new Map((await repo.tables()).map((t) => [t.name, t]));
  const written: string[] = [];
  let manifest: Manifest | undefined;
  let photoList: PhotoList | undefined;
  const seen = new Map<string, { bytes: number; sha256: string }>();
  const extract = tar.extract();
  // tar-stream's iterator listens for entries only from the moment it is made: made after the reading
  // starts (below, once the transaction has begun), a first entry emitted meanwhile is lost and the
  // restore waits for it forever.
  const entries = extract[Symbol.asyncIterator]();
  const reading = pipeline(opts.input, createGunzip(), extract);
  try {
    // Once: the archive is a stream read as it goes, which a second attempt could not read again.
    await transactionOnce(opts.db, async (tx) => {
      const restored = new Set<string>();
      for await (const entry of { [Symbol.asyncIterator]: () => entries }) {
        const name = entry.header.name;
        const body = await readAll(entry);
        if (name === 'manifest.json') {
          manifest = JSON.parse(body.toString()) as Manifest;
          if (manifest.format !== BACKUP_FORMAT)
            throw new BackupError(`Not a Trouvaille backup (format ${manifest.format})`);
        } else if (name.startsWith('db/')) {
          if (!manifest) throw new BackupError('The archive does not start with its manifest');
          const tableName = name.replace(/^db\/\d+-/, '').replace(/\.jsonl$/, '');
          const expected = manifest.tables[tableName];
          if (!expected || sha256(body) !== expected.sha256)
            throw new BackupError(`${name} does not match the manifest`);
          const table = tables.get(tableName);
          if (!table)
            throw new BackupError(
              `The database has no table ${tableName}: restore with the version that made the backup`,
            );
          const rows = body
            .toString()
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l) as Record<string, unknown>);
          if (MADE_BY_TRIGGERS.has(tableName)) await repo.clear(tx as unknown as Db, table);
          for (let i = 0; i < rows.length; i += PAGE)
            await repo.insert(tx as unknown as Db, table, rows.slice(i, i + PAGE));
          await repo.resetSequences(tx as unknown as Db, table);
          restored.add(tableName);
        } else if (name.startsWith('photos/')) {
          const key = name.slice('photos/'.length);
          await opts.storage.put(key, body);
          written.push(key);
          seen.set(key, { bytes: body.length, sha256: sha256(body) });
        } else if (name === 'photos.json') {
          photoList = JSON.parse(body.toString()) as PhotoList;
        }
      }
      if (!manifest || !photoList)
        throw new BackupError('The archive is incomplete (manifest or photo list missing)');
      const missing = Object.keys(manifest.tables).filter((t) => !restored.has(t));
      if (missing.length) throw new BackupError(`The archive lacks the rows of ${missing.join(', ')}`);
      for (const p of photoList.photos) {
        const got = seen.get(p.key);
        if (!got || got.sha256 !== p.sha256)
          throw new BackupError(`Photo ${p.key} is missing or damaged in the archive`);
      }
    });
    await reading;
  } catch (err) {
    extract.destroy();
    await reading.catch(() => undefined);
    await Promise.allSettled(written.map((k) => opts.storage.delete(k)));
    throw err;
  }
  return { ...manifest!, ...photoList! };
}
