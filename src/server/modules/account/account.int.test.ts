import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, like, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as fx from '../../test/images';
import { featureRequests, ledger, photos, rateLimit, user, verification } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { filesUnder, type TestApp, withTestApp } from '../../test/harness';
import { as, member, type Member } from '../../test/members';
import { flagForReview } from '../admin/flags';
import { analyze, withoutModel } from '../../test/analyses';
import { imagesDir } from '../../test/photos';
import { savedObject } from '../../test/objects';
import { recordPurchase } from '../../test/billing';

describe.each(testDbKinds())('account settings on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = () => member(t, `acc${++n}-${kind}@example.com`);
  const db = () => t.database.db;
  const userRow = async (id: string) => (await db().select().from(user).where(eq(user.id, id)))[0];

  /** Every table with a user_id column, and how many of its rows name this user. */
  async function rowsNaming(userId: string): Promise<Record<string, number>> {
    const tables = (await db().execute(sql`select table_name from information_schema.columns
      where column_name = 'user_id' and table_schema = current_schema() order by table_name`)) as unknown as {
      rows: { table_name: string }[];
    };
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables.rows) {
      const r = (await db().execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
      )) as unknown as { rows: { n: number }[] };
      counts[table] = Number(r.rows[0].n);
    }
    return counts;
  }

  // The embedded analyzer's no-model answer: real analyses, the same on every machine.
  withTestApp((app) => (t = app), kind, withoutModel);

  it('answers 401 to the anonymous', async () => {
    const anon = as(t, null);
    expect((await anon.patch('/api/auth/user', { firstName: 'X' })).statusCode).toBe(401);
    expect((await anon.delete('/api/auth/user', { password: 'x' })).statusCode).toBe(401);
    expect((await anon.post('/api/auth/confirm-email-change', { code: 'ABC123' })).statusCode).toBe(401);
    expect((await anon.delete('/api/auth/user/pending-email')).statusCode).toBe(401);
    expect((await anon.post('/api/feature-requests', { description: 'x' })).statusCode).toBe(401);
  });

  it('saves profile and preferences and answers the updated user', async () => {
    const m = await fresh();
    const res = await as(t, m).patch('/api/auth/user', {
      firstName: '  Ada ',
      lastName: 'Lovelace',
      username: 'ada.l',
      language: 'en',
      defaultCurrency: 'USD',
      preferredUnits: 'imperial',
      notifications: true,
      emailNotifications: false,
      theme: 'dark',
      email: m.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: m.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada.l',
      language: 'en',
      preferredCurrency: 'USD',
      preferredUnits: 'imperial',
      pendingEmail: null,
    });
    expect((await userRow(m.id)).name).toBe('Ada Lovelace');
    const cleared = await as(t, m).patch('/api/auth/user', { firstName: '', username: null });
    expect(cleared.json()).toMatchObject({ firstName: null, username: null, lastName: 'Lovelace' });
  });

  it('refuses a bad profile with 400 and changes nothing', async () => {
    const m = await fresh();
    const before = await userRow(m.id);
    const bad = [
      { theme: 'light' },
      { preferredCurrency: 'JPY' },
      { preferredUnits: 'furlongs', firstName: 'Zed' },
      { language: 'de' },
      { role: 'admin' },
      { planId: 'pro-expert' },
      { firstName: 'x'.repeat(101) },
      { username: 'a' },
      { email: 'not-an-email' },
      { preferredCurrency: 'EUR', defaultCurrency: 'GBP' },
    ];
    for (const body of bad) {
      const res = await as(t, m).patch('/api/auth/user', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await userRow(m.id)).toEqual(before);
  });

  it('changes the email only after the code mailed to the new address comes back', async () => {
    const m = await fresh();
    const other = await fresh();
    await as(t, m).patch('/api/auth/user', { language: 'en' });
    const newEmail = `new-${m.email}`;
    const asked = await as(t, m).patch('/api/auth/user', {
      email: newEmail.toUpperCase(),
      firstName: 'Grace',
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ email: m.email, pendingEmail: newEmail, firstName: 'Grace' });
    expect((await as(t, m).get('/api/auth/user')).json().pendingEmail).toBe(newEmail);
    expect((await as(t, other).get('/api/auth/user')).json().pendingEmail).toBeNull();
    const mail = (await t.mails(newEmail)).at(-1)!;
    expect(mail.subject).toBe('Confirm your new Trouvaille email address');
    const code = await t.lastCode(newEmail);

    // Not applied yet: the old address still signs in, the new one does not.
    expect((await userRow(m.id)).email).toBe(m.email);
    // Another user cannot use the code, and a wrong code is refused.
    expect((await as(t, other).post('/api/auth/confirm-email-change', { code })).statusCode).toBe(400);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const bad = await as(t, m).post('/api/auth/confirm-email-change', { code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_CODE');

    const ok = await as(t, m).post('/api/auth/confirm-email-change', { code: code.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    expect((await t.mails(m.email)).at(-1)!.text).toContain(newEmail);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: m.email, password: m.password },
      remoteAddress: m.ip,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: newEmail, password: m.password },
      remoteAddress: m.ip,
    });
    expect(newLogin.statusCode).toBe(200);
    expect((await as(t, other).get('/api/auth/user')).json().email).toBe(other.email);
  });

  it('refuses an address another account uses, without mailing it, and can drop a pending change', async () => {
    const m = await fresh();
    const other = await fresh();
    const before = (await t.mails(other.email)).length;
    const taken = await as(t, m).patch('/api/auth/user', { email: other.email, firstName: 'Nope' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'This email address is already in use', code: 'EMAIL_TAKEN' });
    expect((await t.mails(other.email)).length).toBe(before);
    expect((await userRow(m.id)).firstName).toBeNull();

    await as(t, m).patch('/api/auth/user', { email: `later-${m.email}` });
    const dropped = await as(t, m).delete('/api/auth/user/pending-email');
    expect(dropped.json().pendingEmail).toBeNull();
    const code = await t.lastCode(`later-${m.email}`);
    expect((await as(t, m).post('/api/auth/confirm-email-change', { code })).statusCode).toBe(400);
  });

  it('stores a feature request with its author; blank or too long is refused', async () => {
    const m = await fresh();
    const r = as(t, m);
    expect((await r.post('/api/feature-requests', { description: '   ' })).statusCode).toBe(400);
    expect((await r.post('/api/feature-requests', { description: 'x'.repeat(2001) })).statusCode).toBe(400);
    const ok = await r.post('/api/feature-requests', { description: '  Dark mode for the camera  ' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().description).toBe('Dark mode for the camera');
    const rows = await db().select().from(featureRequests).where(eq(featureRequests.userId, m.id));
    expect(rows.map((x) => x.description)).toEqual(['Dark mode for the camera']);
  });

  it('deletes nothing on a wrong password; the right one deletes the account, every row and every photo', async () => {
    const m: Member = await fresh();
    const other = await fresh();
    const r = as(t, m);
    // Something in every table that holds a user's data.
    await recordPurchase(db(), m.id, 'pro-debutant');
    await r.post('/api/feature-requests', { description: 'Keep me' });
    await r.patch('/api/auth/user', { email: `pending-${m.email}` });
    const analysis = (await analyze(t, m.cookie, [await fx.jpeg(), await fx.png()])).json();
    const house = (await r.post('/api/houses', { name: 'Chalet' })).json();
    const room = (
      await r.post('/api/rooms', { name: 'Salon', type: 'living_room', houseId: house.id })
    ).json();
    const saved = await r.post(
      '/api/objects',
      savedObject({ roomId: room.id, imageUrl: analysis.imageUrl, analysisId: analysis.analysisId }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    await flagForReview(db(), {
      userId: m.id,
      kind: 'analysis',
      refId: analysis.analysisId,
      reason: 'ivory',
    });
    const othersPhoto = (await analyze(t, other.cookie, [await fx.jpeg()])).json().imageUrl;

    const before = await rowsNaming(m.id);
    for (const table of [
      'accounts',
      'analyses',
      'feature_requests',
      'flags',
      'houses',
      'ledger',
      'objects',
      'photos',
      'rooms',
      'sessions',
      'subscriptions',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const photoRows = await db().select().from(photos).where(eq(photos.userId, m.id));
    const folders = [...new Set(photoRows.map((p) => path.join(imagesDir(t), path.dirname(p.storageKey))))];
    expect(folders).toHaveLength(1);
    expect(existsSync(folders[0])).toBe(true);
    const photoIds = photoRows.map((p) => p.id);

    const wrong = await r.delete('/api/auth/user', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect(await userRow(m.id)).toBeDefined();
    expect(await rowsNaming(m.id)).toEqual(before);
    expect((await r.get(analysis.imageUrl)).statusCode).toBe(200);
    // Someone else's password does not work either.
    expect((await r.delete('/api/auth/user', { password: other.password.toUpperCase() })).statusCode).toBe(
      400,
    );

    const ok = await r.delete('/api/auth/user', { password: m.password });
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers['set-cookie'])).toMatch(/session_token=;/);
    expect((await r.get('/api/auth/user')).statusCode).toBe(401);

    // No row of any table names the user, whatever tables exist by now; the image folder is gone.
    expect(await userRow(m.id)).toBeUndefined();
    const after = await rowsNaming(m.id);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(existsSync(folders[0])).toBe(false);
    expect(filesUnder(imagesDir(t)).filter((f) => photoIds.some((id) => f.includes(id)))).toEqual([]);
    const codes = await db()
      .select()
      .from(verification)
      .where(or(like(verification.identifier, `%${m.id}%`), like(verification.identifier, `%${m.email}`)));
    expect(codes).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(rateLimit)
        .where(like(rateLimit.key, `%${m.email}`)),
    ).toHaveLength(0);
    // Checked after the rows: a login attempt counts against the address even when no account has it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: m.email, password: m.password },
      remoteAddress: m.ip,
    });
    expect(login.statusCode).toBe(401);
    // Revenue survives, unlinked from the person.
    expect(
      (await db().select().from(ledger).where(eq(ledger.amountEur, 29))).some((l) => l.userId === null),
    ).toBe(true);
    // The other user keeps everything.
    expect((await as(t, other).get(othersPhoto)).statusCode).toBe(200);
    expect((await as(t, other).get('/api/auth/user')).statusCode).toBe(200);
  });
});
