import { readdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../src/server/test/s3-server';
import { ensureBuilt } from './support/build';
import { startServer, type RunningServer } from './support/server';
import { codeFromMail, startMailCatcher, type MailCatcher } from './support/smtp';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Every file under a folder (none expected: photos go to the bucket). */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

// Two compiled server processes behind one imaginary load balancer: one PostgreSQL database, one
// S3-compatible bucket, one session secret, each with its own DATA_DIR.
describe.skipIf(!adminUrl)('two instances on PostgreSQL and an S3-compatible bucket', () => {
  let s3: TestS3;
  let mail: MailCatcher;
  let a: RunningServer;
  let b: RunningServer;
  let dbName: string;

  beforeAll(async () => {
    ensureBuilt();
    s3 = await startTestS3('photos');
    mail = await startMailCatcher();
    dbName = `trouvaille_two_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const env = {
      ...s3.env,
      DATABASE_URL: url.toString(),
      STORAGE_URL: 's3://photos/trouvaille',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      SMTP_URL: mail.url,
    };
    a = await startServer(env);
    b = await startServer(env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await mail?.close();
    await s3?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('serve one user interchangeably: session, rooms, objects, photos and deletes', async () => {
    const email = `two.${Date.now()}@example.com`;
    const password = 'two-instances-1';
    const post = (srv: RunningServer, p: string, body: unknown, cookie = '') =>
      fetch(`${srv.url}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: srv.url, cookie },
        body: JSON.stringify(body),
      });

    expect((await post(a, '/api/auth/register', { email, password })).status).toBe(201);
    const code = codeFromMail(await mail.waitFor(email));
    expect((await post(b, '/api/auth/verify-email', { email, code })).status).toBe(200);
    const login = await post(a, '/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const get = (srv: RunningServer, p: string) => fetch(`${srv.url}${p}`, { headers: { cookie } });

    expect((await (await get(b, '/api/auth/user')).json()).email).toBe(email);
    const room = await (await post(a, '/api/rooms', { name: 'Salon', type: 'living_room' }, cookie)).json();
    const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#a63' } })
      .jpeg()
      .toBuffer();
    const made = await post(
      b,
      '/api/objects',
      { name: 'Vase', roomId: room.id, imageUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
      cookie,
    );
    expect(made.status).toBe(201);
    const object = await made.json();

    expect((await (await get(a, '/api/objects')).json()).map((o: { id: number }) => o.id)).toEqual([
      object.id,
    ]);
    const photo = await get(a, object.imageUrl);
    expect(photo.status).toBe(200);
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(100);

    const removed = await fetch(`${b.url}/api/objects/${object.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: b.url },
    });
    expect(removed.status).toBeLessThan(300);
    expect(await (await get(a, '/api/objects')).json()).toEqual([]);
    expect((await get(a, object.imageUrl)).status).toBe(404);

    for (const srv of [a, b]) expect(filesUnder(path.join(srv.dataDir, 'images'))).toEqual([]);
    for (const srv of [a, b]) expect((await fetch(`${srv.url}/api/health/ready`)).status).toBe(200);
  });
});
