import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where photo bytes live (docs/product.md#outside-services: files by default, an S3-compatible store as the
 * scale option).
 */
export interface ImageStorage {
  /** Where the bytes go, for logs and the start-up line (never a secret). */
  describe(): string;
  put(key: string, data: Buffer): Promise<void>;
  /** null when the key holds nothing */
  get(key: string): Promise<Buffer | null>;
  /** Stores a file from disk without reading it whole into memory (a dossier can weigh hundreds of MB). */
  putFile(key: string, file: string): Promise<void>;
  /** The bytes as a stream, for answers too large to hold in memory; null when the key holds nothing. */
  stream(key: string): Promise<Readable | null>;
  /** Deleting a missing key is not an error: cleanup paths call it without knowing what was written. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Removes every key under `prefix/` (account deletion): stray temporary files and photos whose row was
   * lost go too, and nothing of the folder is left. A missing prefix is not an error.
   */
  deleteAll(prefix: string): Promise<void>;
  /** Every key, or every key under `prefix/`, in no particular order (migration, backup). */
  list(prefix?: string): AsyncIterable<string>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
  /** Removes partial writes older than `olderThanMs` that a crash left behind; how many were removed. */
  sweepTemporary(olderThanMs: number): Promise<number>;
}

// Keys are built by the server (user id / photo id), never taken from a request; the check still refuses
// anything that could climb out of the root.
const keyPattern = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** Files under `root` (DATA_DIR/images by default), written atomically: temp file in the same folder, then rename. */
export function createFileStorage(root: string): ImageStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(base, ...key.split('/'));
  };
  // Folders known to exist: one mkdir per user folder rather than per file.
  const folders = new Set<string>();
  /** Every file under `dir`, with its key relative to the root (temporary files included). */
  async function* files(dir: string, rel: string): AsyncIterable<{ key: string; file: string }> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries) {
      const key = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) yield* files(path.join(dir, e.name), key);
      else if (e.isFile()) yield { key, file: path.join(dir, e.name) };
    }
  }
  // A write in progress (or left by a crash) is not a photo.
  const isTemporary = (name: string) => name.endsWith('.tmp');

  return {
    describe: () => base,
    async put(key, data) {
      const file = fileOf(key);
      const folder = path.dirname(file);
      if (!folders.has(folder)) {
        await mkdir(folder, { recursive: true });
        folders.add(folder);
      }
      // Same directory so rename is atomic; a reader never sees a half-written photo.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, data, { flag: 'wx', mode: 0o600 }).catch(async (err: NodeJS.ErrnoException) => {
          // The folder was removed since we created it (e.g. an account's photos deleted): once more.
          if (err.code !== 'ENOENT') throw err;
          await mkdir(folder, { recursive: true });
          await writeFile(tmp, data, { flag: 'wx', mode: 0o600 });
        });
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      folders.add(path.dirname(file));
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await copyFile(source, tmp);
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async stream(key) {
      try {
        // Opened first, so a missing file is null here rather than an error on the stream later.
        const handle = await open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deleteAll(prefix) {
      const folder = fileOf(prefix);
      await rm(folder, { recursive: true, force: true });
      // Forget it was made: the next put into it creates it again.
      for (const known of folders)
        if (known === folder || known.startsWith(`${folder}${path.sep}`)) folders.delete(known);
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async *list(prefix) {
      for await (const f of files(prefix ? fileOf(prefix) : base, prefix ?? ''))
        if (!isTemporary(f.key)) yield f.key;
    },
    async check() {
      await mkdir(base, { recursive: true });
    },
    async sweepTemporary(olderThanMs) {
      const before = Date.now() - olderThanMs;
      let removed = 0;
      for await (const f of files(base, '')) {
        if (!isTemporary(f.key)) continue;
        const s = await stat(f.file).catch(() => null);
        if (s && s.mtimeMs < before) {
          await rm(f.file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
