import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, badRequest } from './errors';

export interface ZipLimits {
  /** Entries in the central directory, folders included. */
  entries: number;
  /** Every entry's uncompressed size, together. */
  totalBytes: number;
  /** The most an entry of this name may hold uncompressed; null: an entry the reader skips (never inflated). */
  entryBytes(name: string): number | null;
}

export interface OpenedZip {
  /** File entries by name (folders are left out). */
  names(): string[];
  has(name: string): boolean;
  /** The entry's bytes, at most `maxBytes` of them (an entry that lies about its size fails as it reads). */
  read(name: string, maxBytes: number): Promise<Buffer>;
  close(): void;
}

const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);
const notAZip = () => badRequest('This file is not a readable ZIP archive');

/**
 * A ZIP a user sent, checked before any entry is inflated: a bounded number of entries, each and all of
 * them within a size, names that stay inside the archive (no absolute path, no "..", no backslash), nothing
 * encrypted, no name twice. yauzl checks what the entries then really inflate to against the sizes they
 * declared, so a zip bomb that under-declares fails while it is read, within `maxBytes`.
 */
export async function openZip(file: string, limits: ZipLimits): Promise<OpenedZip> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (err, z) => (err || !z ? reject(notAZip()) : resolve(z)),
    ),
  );
  try {
    if (zip.entryCount > limits.entries) {
      throw tooLarge(`This archive holds ${zip.entryCount} entries: at most ${limits.entries} are read`);
    }
    const entries = await listEntries(zip, limits);
    return {
      names: () => [...entries.keys()],
      has: (name) => entries.has(name),
      read: (name, maxBytes) => {
        const entry = entries.get(name);
        if (!entry) return Promise.reject(badRequest(`The archive has no ${name}`));
        return readEntry(zip, entry, Math.min(maxBytes, limits.entryBytes(name) ?? 0));
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}

function listEntries(zip: ZipFile, limits: ZipLimits): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let total = 0;
    const fail = (err: AppError) => {
      zip.removeAllListeners('entry');
      reject(err);
    };
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName;
      if (name.endsWith('/')) return zip.readEntry();
      if (entry.isEncrypted()) return fail(badRequest(`${name} is encrypted`));
      if (entries.has(name)) return fail(badRequest(`${name} is in the archive twice`));
      total += entry.uncompressedSize;
      if (total > limits.totalBytes) return fail(tooLarge('The archive is too large once uncompressed'));
      const max = limits.entryBytes(name);
      if (max !== null && entry.uncompressedSize > max) {
        return fail(tooLarge(`${name} is too large once uncompressed`));
      }
      if (max !== null) entries.set(name, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    // Absolute names, "..", backslashes, a broken central directory: yauzl refuses them here.
    zip.once('error', (err: Error) => reject(badRequest(`This ZIP archive cannot be read: ${err.message}`)));
    zip.readEntry();
  });
}

function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  if (entry.uncompressedSize > maxBytes) {
    return Promise.reject(tooLarge(`${entry.fileName} is too large once uncompressed`));
  }
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(badRequest(`${entry.fileName} cannot be read`));
      const parts: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          stream.destroy();
          reject(tooLarge(`${entry.fileName} is too large once uncompressed`));
          return;
        }
        parts.push(chunk);
      });
      stream.once('error', (e: Error) =>
        reject(badRequest(`${entry.fileName} cannot be read: ${e.message}`)),
      );
      stream.once('end', () => resolve(Buffer.concat(parts, size)));
    });
  });
}
