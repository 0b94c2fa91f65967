import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openImageStorage } from '../images/open-storage';
import { type Client, clientFor } from '../test/members';
import { jpegDataUrl } from '../test/images';
import { readPhoto } from '../test/photos';
import { savedObject } from '../test/objects';
import { recordPurchase } from '../test/billing';
import { recordAnalysis } from '../test/analyses';
import { testDbKinds, type DbKind } from '../test/databases';
import { createTestApp, sessionCookie, type TestApp } from '../test/harness';
import { isEmpty, restoreBackup, writeBackup } from './archive';
import { createBackupRepository } from './repository';

const counts = async (t: TestApp) => {
  const repo = createBackupRepository(t.database.db);
  const out: Record<string, number> = {};
  for (const table of await repo.tables()) out[table.name] = await repo.count(t.database.db, table.name);
  return out;
};

async function backupTo(t: TestApp, file: string) {
  const out = createWriteStream(file);
  const result = await writeBackup({ db: t.database.db, storage: openImageStorage(t.config), out });
  if (!out.closed) await once(out, 'close');
  return result;
}

const restoreFrom = (t: TestApp, file: string) =>
  restoreBackup({ db: t.database.db, storage: openImageStorage(t.config), input: createReadStream(file) });

// Every pair of database kinds available: a PGlite backup restores into PostgreSQL and back.
const kinds = testDbKinds();
const pairs = kinds.flatMap((from) => kinds.map((to) => [from, to] as [DbKind, DbKind]));

describe.each(pairs)('backup from %s, restore into %s', (fromKind, toKind) => {
  let source: TestApp;
  let target: TestApp;
  let dir: string;
  let file: string;
  let owner: Client;
  let photoUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'trouvaille-backup-'));
    file = path.join(dir, 'backup.tar.gz');
    source = await createTestApp(fromKind);
    target = await createTestApp(toKind);
    owner = await clientFor(source, `owner-${fromKind}-${toKind}@example.com`);
    await clientFor(source, `friend-${fromKind}-${toKind}@example.com`);
    await recordPurchase(source.database.db, owner.id, 'patrimoine-collection');
    const house = await owner.call('POST', '/api/houses', { name: 'Maison de campagne — Été' });
    const room = await owner.call('POST', '/api/rooms', {
      name: 'Salle à manger',
      type: 'custom',
      houseId: house.body.id,
    });
    const obj = await owner.call(
      'POST',
      '/api/objects',
      savedObject({ roomId: room.body.id, imageUrl: await jpegDataUrl(90, 70) }),
    );
    expect(obj.status).toBe(201);
    photoUrl = obj.body.imageUrl;
    // A comparable (a table of its own, with its sequence) and the estimate it made.
    const comparable = await owner.call('POST', `/api/objects/${obj.body.id}/comparables`, {
      title: 'Pendule Lepaute, Drouot',
      price: 1200,
      date: '2024-03-01',
      kind: 'sold',
    });
    expect(comparable.status).toBe(201);
    await recordAnalysis(source.database.db, owner.id, { name: 'Pendule' });
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('brings back users, plans, ledger, houses, rooms, objects, analyses and photos, byte for byte', async () => {
    const made = await backupTo(source, file);
    expect(made.photos.length).toBe(2); // the photo and its thumbnail
    expect(await isEmpty(target.database.db, openImageStorage(target.config))).toBe(true);
    await restoreFrom(target, file);

    expect(await counts(target)).toEqual(await counts(source));
    // The owner logs in on the restored instance with the same password and finds everything.
    const login = await target.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'correct-horse-1' },
      remoteAddress: '10.77.0.1',
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login.headers['set-cookie']);
    const restoredOwner: Client = { ...owner, cookie, call: owner.call };
    const get = async (t: TestApp, c: string, url: string) =>
      (await t.app.inject({ url, headers: { cookie: c } })).json();
    for (const url of [
      '/api/objects',
      '/api/rooms',
      '/api/houses',
      '/api/subscription/current',
      '/api/dashboard/stats',
    ]) {
      expect(await get(target, cookie, url)).toEqual(await get(source, owner.cookie, url));
    }
    expect(await readPhoto(target, restoredOwner, photoUrl)).toEqual(
      await readPhoto(source, owner, photoUrl),
    );
    // New rows after a restore get new ids (identity sequences follow the restored ones).
    const room = await target.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { cookie },
      payload: { name: 'Grenier', type: 'custom' },
    });
    expect(room.statusCode).toBe(201);
  });

  it('refuses to restore into an instance that holds data', async () => {
    await expect(restoreFrom(target, file)).rejects.toThrow(/already holds data/);
  });
});

describe('a damaged archive', () => {
  it('restores nothing', async () => {
    const source = await createTestApp('pglite');
    const target = await createTestApp('pglite');
    const dir = mkdtempSync(path.join(tmpdir(), 'trouvaille-backup-'));
    try {
      const c = await clientFor(source, 'damaged@example.com');
      const room = await c.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' });
      await c.call(
        'POST',
        '/api/objects',
        savedObject({ roomId: room.body.id, imageUrl: await jpegDataUrl() }),
      );
      const file = path.join(dir, 'b.tar.gz');
      await backupTo(source, file);
      const bytes = readFileSync(file);
      writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
      await expect(restoreFrom(target, file)).rejects.toThrow();
      expect(await isEmpty(target.database.db, openImageStorage(target.config))).toBe(true);
    } finally {
      await source.close();
      await target.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
