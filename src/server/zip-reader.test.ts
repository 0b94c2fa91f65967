import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { AppError } from './errors';
import { openZip, type ZipLimits } from './zip-reader';

const dir = mkdtempSync(path.join(tmpdir(), 'zip-reader-'));
let n = 0;

/** A ZIP of these entries on disk (deflated). */
async function zipFile(entries: [string, Buffer | string][]): Promise<string> {
  const zip = new ZipFile();
  for (const [name, data] of entries) {
    if (name.endsWith('/')) zip.addEmptyDirectory(name);
    else zip.addBuffer(Buffer.from(data), name);
  }
  zip.end();
  const parts: Buffer[] = [];
  for await (const c of zip.outputStream) parts.push(c as Buffer);
  const file = path.join(dir, `${++n}.zip`);
  writeFileSync(file, Buffer.concat(parts));
  return file;
}

const limits = (over: Partial<ZipLimits> = {}): ZipLimits => ({
  entries: 10,
  totalBytes: 1000,
  entryBytes: (name) => (name.startsWith('skip/') ? null : 100),
  ...over,
});

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  const err = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { status: (err as AppError).status, message: (err as AppError).message };
}

describe('openZip', () => {
  it('reads the entries it knows and skips the others unread', async () => {
    const file = await zipFile([
      ['a.txt', 'hello'],
      ['dir/', ''],
      ['skip/big.bin', 'x'.repeat(500)],
    ]);
    const zip = await openZip(file, limits());
    expect(zip.names()).toEqual(['a.txt']);
    expect((await zip.read('a.txt', 100)).toString()).toBe('hello');
    expect((await refusal(() => zip.read('skip/big.bin', 1000))).status).toBe(400);
    zip.close();
  });

  it('refuses too many entries, too much in all, an entry too large, and reads past a limit', async () => {
    const many = await zipFile(Array.from({ length: 11 }, (_, i): [string, string] => [`${i}.txt`, 'x']));
    expect((await refusal(() => openZip(many, limits()))).status).toBe(413);
    const total = await zipFile(
      Array.from({ length: 9 }, (_, i): [string, string] => [`skip/${i}`, 'x'.repeat(120)]),
    );
    expect((await refusal(() => openZip(total, limits()))).status).toBe(413);
    const one = await zipFile([['a.txt', 'x'.repeat(101)]]);
    expect((await refusal(() => openZip(one, limits()))).message).toMatch(/a\.txt is too large/);
    const fine = await openZip(await zipFile([['a.txt', 'x'.repeat(60)]]), limits());
    expect((await refusal(() => fine.read('a.txt', 50))).status).toBe(413);
    fine.close();
  });

  it('refuses what is not a ZIP, and names that leave the archive', async () => {
    const junk = path.join(dir, 'junk.zip');
    writeFileSync(junk, 'not a zip');
    expect((await refusal(() => openZip(junk, limits()))).status).toBe(400);
    const file = await zipFile([['zz/evil.txt', 'x']]);
    const bytes = readFileSync(file).toString('latin1').replaceAll('zz/evil.txt', '../evil.txt');
    writeFileSync(file, Buffer.from(bytes, 'latin1'));
    expect((await refusal(() => openZip(file, limits()))).status).toBe(400);
  });
});
