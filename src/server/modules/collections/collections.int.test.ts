import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionInvitations } from '../../db/schema';
import { sameDatabase, testDbKinds } from '../../test/databases';
import { createTestApp, withTestApp, type TestApp } from '../../test/harness';
import { jpeg } from '../../test/images';
import { readPhoto } from '../../test/photos';
import { as, clientFor, joinAs, setPlan, type Client } from '../../test/members';
import { savedObject } from '../../test/objects';

/** Issue 34 from outside: a collection kept by several people, each by their role (decision 037). */
describe.each(testDbKinds())('collections with members on %s', (kind) => {
  let t: TestApp;
  let a: Client; // founder, owner
  let b: Client; // editor
  let c: Client; // viewer
  let d: Client; // not a member
  withTestApp(async (app) => {
    t = app;
    a = await clientFor(t, `col-a-${kind}@example.com`);
    b = await clientFor(t, `col-b-${kind}@example.com`);
    c = await clientFor(t, `col-c-${kind}@example.com`);
    d = await clientFor(t, `col-d-${kind}@example.com`);
    await joinAs(t, a, b, 'editor');
    await joinAs(t, a, c, 'viewer');
  }, kind);

  const photo = async () => `data:image/jpeg;base64,${(await jpeg()).toString('base64')}`;

  it('lists each person’s collections, the invited one current after accepting', async () => {
    const bs = await b.call('GET', '/api/collections');
    expect(bs.status).toBe(200);
    const names = bs.body.collections.map(
      (x: { own: boolean; current: boolean; role: string; id: string }) => [
        x.own,
        x.current,
        x.role,
        x.id === a.id,
      ],
    );
    expect(names).toEqual([
      [true, false, 'owner', false],
      [false, true, 'editor', true],
    ]);
    const members = await a.call('GET', '/api/collections/current/members');
    expect(members.body.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [a.email, 'owner'],
      [b.email, 'editor'],
      [c.email, 'viewer'],
    ]);
    expect(
      members.body.invitations.map((i: { status: string; invitedBy: string }) => [i.status, i.invitedBy]),
    ).toEqual([
      ['used', a.email.split('@')[0]],
      ['used', a.email.split('@')[0]],
    ]);
    // The mail, in the inviter's language, names the unnamed collection after its founder.
    const mail = (await t.mails(b.email)).at(-1)!;
    expect(mail.text).toContain(`rejoindre la collection de ${a.email.split('@')[0]} comme éditeur`);
    // The account answers with the current collection's plan: A's, while B works on A's collection.
    await setPlan(t, a.email, 'patrimoine-collection');
    expect((await b.call('GET', '/api/auth/user')).body.subscriptionPlan).toBe('patrimoine-collection');
    await b.call('POST', `/api/collections/${b.id}/switch`);
    expect((await b.call('GET', '/api/auth/user')).body.subscriptionPlan).toBe('patrimoine-gratuit');
    await b.call('POST', `/api/collections/${a.id}/switch`);
    await setPlan(t, a.email, 'patrimoine-gratuit');
    // A viewer sees the members, not the invitations (owners manage them).
    expect((await c.call('GET', '/api/collections/current/members')).body.invitations).toEqual([]);
  });

  it('lets an editor add and edit what the owner sees; the viewer reads and every write of theirs is 403', async () => {
    const added = await b.call(
      'POST',
      '/api/objects',
      savedObject({ name: 'Commode', imageUrl: await photo() }),
    );
    expect(added.status).toBe(201);
    const id = added.body.id as number;
    expect(
      (await b.call('PATCH', `/api/objects/${id}`, { name: 'Commode Louis XV', notes: 'tiroir' })).status,
    ).toBe(200);
    const seen = await a.call('GET', `/api/objects/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.name).toBe('Commode Louis XV');
    expect((await c.call('GET', `/api/objects/${id}`)).body.name).toBe('Commode Louis XV');
    expect(await readPhoto(t, c, seen.body.imageUrl)).not.toBeNull();

    for (const [method, url, body] of [
      ['POST', '/api/objects', savedObject()],
      ['PATCH', `/api/objects/${id}`, { name: 'x' }],
      ['DELETE', `/api/objects/${id}`, undefined],
      ['POST', '/api/rooms', { name: 'Salon', type: 'living_room' }],
      ['POST', '/api/houses', { name: 'Maison' }],
      ['POST', `/api/objects/${id}/valuations`, { kind: 'sale', amount: 10, date: '2024-01-01' }],
      ['POST', '/api/shares', { scope: 'object', id }],
      ['POST', '/api/collections/current/invitations', { email: 'x@example.com', role: 'viewer' }],
    ] as const) {
      const res = await c.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code ?? res.body.error?.code ?? JSON.stringify(res.body)).toContain('ROLE_FORBIDDEN');
    }
    // An editor does not manage members.
    expect(
      (
        await b.call('POST', '/api/collections/current/invitations', {
          email: 'y@example.com',
          role: 'viewer',
        })
      ).status,
    ).toBe(403);

    // Who changed what: who added it, each field, old and new, who.
    const changes = await a.call('GET', `/api/objects/${id}/changes`);
    expect(changes.status).toBe(200);
    expect(changes.body.addedBy).toBe(b.email.split('@')[0]);
    expect(
      changes.body.changes.map((x: { field: string; oldValue: string; newValue: string }) => [
        x.field,
        x.oldValue,
        x.newValue,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['name', 'Commode', 'Commode Louis XV'],
        ['notes', null, 'tiroir'],
      ]),
    );
    // The value history names who recorded a figure.
    expect(
      (
        await a.call('POST', `/api/objects/${id}/valuations`, {
          kind: 'expert',
          amount: 2000,
          date: '2024-02-01',
        })
      ).status,
    ).toBe(201);
    const history = await c.call('GET', `/api/objects/${id}/valuations`);
    const by = (source: string) =>
      history.body.valuations.find((v: { source: string }) => v.source === source)?.recordedBy;
    expect([by('manual'), by('expert')]).toEqual([b.email.split('@')[0], a.email.split('@')[0]]);
  });

  it('records who moved the objects of a deleted room', async () => {
    const from = (await a.call('POST', '/api/rooms', { name: 'Grenier', type: 'custom' })).body;
    const to = (await a.call('POST', '/api/rooms', { name: 'Cave', type: 'custom' })).body;
    const obj = (await a.call('POST', '/api/objects', savedObject({ name: 'Malle', roomId: from.id }))).body;
    expect((await b.call('DELETE', `/api/rooms/${from.id}`, { moveToRoomId: to.id })).status).toBe(200);
    const changes = (await a.call('GET', `/api/objects/${obj.id}/changes`)).body.changes;
    expect(changes[0]).toMatchObject({
      field: 'roomId',
      oldValue: String(from.id),
      newValue: String(to.id),
      by: b.email.split('@')[0],
    });
  });

  it('gives a non-member 404 on everything of the collection, photos and PDFs included', async () => {
    const added = await a.call(
      'POST',
      '/api/objects',
      savedObject({ name: 'Miroir', imageUrl: await photo() }),
    );
    const id = added.body.id as number;
    expect(await readPhoto(t, d, added.body.imageUrl)).toBeNull();
    for (const url of [
      `/api/objects/${id}`,
      `/api/objects/${id}/changes`,
      `/api/objects/${id}/valuations`,
      `/api/objects/${id}/label.pdf`,
    ]) {
      expect((await d.call('GET', url)).status, url).toBe(404);
    }
    expect((await d.call('PATCH', `/api/objects/${id}`, { name: 'x' })).status).toBe(404);
    expect((await d.call('POST', `/api/collections/${a.id}/switch`)).status).toBe(404);
    const list = await d.call('GET', '/api/objects');
    expect(JSON.stringify(list.body)).not.toContain('Miroir');
  });

  it('keeps amounts from viewers when the owners say so', async () => {
    const added = await a.call('POST', '/api/objects', savedObject({ name: 'Vase' }));
    expect((await c.call('GET', `/api/objects/${added.body.id}`)).body.estimatedValueMin).toBe(800);
    const before = await t.app.inject({ url: '/api/objects', headers: { cookie: c.cookie } });
    expect(before.headers.etag).toBeTruthy();
    expect((await b.call('PATCH', '/api/collections/current', { hideAmountsFromViewers: true })).status).toBe(
      403,
    );
    expect((await a.call('PATCH', '/api/collections/current', { hideAmountsFromViewers: true })).status).toBe(
      200,
    );
    const hidden = await c.call('GET', `/api/objects/${added.body.id}`);
    expect(hidden.body.estimatedValueMin).toBeNull();
    expect(hidden.body.estimatedValueMax).toBeNull();
    // The list the viewer's browser kept from before is not "unchanged": it comes again, without amounts.
    const again = await t.app.inject({
      url: '/api/objects',
      headers: { cookie: c.cookie, 'if-none-match': String(before.headers.etag) },
    });
    expect(again.statusCode).toBe(200);
    const vase = again.json().find((o: { name: string }) => o.name === 'Vase');
    expect([vase.estimatedValueMin, vase.estimatedValueMax]).toEqual([null, null]);
    expect((await c.call('GET', '/api/export?format=json')).status).toBe(403);
    expect((await b.call('GET', `/api/objects/${added.body.id}`)).body.estimatedValueMin).toBe(800);
    await a.call('PATCH', '/api/collections/current', { hideAmountsFromViewers: false });
  });

  it('works on the collection a request names, if the person is a member of it', async () => {
    const named = (who: Client, collection: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: who.cookie, 'x-collection': collection } });
    // B's current collection is A's; a photo taken earlier in B's own is saved there.
    const own = await named(b, b.id, 'POST', '/api/objects', savedObject({ name: 'Lampe de B' }));
    expect(own.statusCode).toBe(201);
    expect((await a.call('GET', `/api/objects/${own.json().id}`)).status).toBe(404);
    expect((await b.call('GET', '/api/collections/current')).body.id).toBe(a.id);
    // Not a member: nothing; a viewer named in is still a viewer.
    expect((await named(d, a.id, 'GET', '/api/objects')).statusCode).toBe(404);
    expect((await named(c, a.id, 'POST', '/api/objects', savedObject())).statusCode).toBe(403);
  });

  it('refuses a removed member at their next request, on every instance', async () => {
    const e = await clientFor(t, `col-e-${kind}@example.com`);
    await joinAs(t, a, e, 'editor');
    const added = await a.call('POST', '/api/objects', savedObject({ name: 'Horloge' }));
    const other = await createTestApp(kind, {}, { database: await sameDatabase(t.database) });
    try {
      const onOther = () =>
        other.app.inject({ url: `/api/objects/${added.body.id}`, headers: { cookie: e.cookie } });
      expect((await onOther()).statusCode).toBe(200);
      expect((await a.call('DELETE', `/api/collections/current/members/${e.id}`)).status).toBe(204);
      expect((await onOther()).statusCode).toBe(404);
      expect((await e.call('GET', `/api/objects/${added.body.id}`)).status).toBe(404);
      // Back in their own collection, as its owner.
      const own = await e.call('GET', '/api/collections/current');
      expect([own.body.id, own.body.role]).toEqual([e.id, 'owner']);
    } finally {
      await other.close();
    }
  });

  it('always keeps an owner: the founder and the last owner stay', async () => {
    expect((await a.call('POST', '/api/collections/current/leave')).status).toBe(409);
    expect((await a.call('DELETE', `/api/collections/current/members/${a.id}`)).status).toBe(409);
    expect(
      (await a.call('PATCH', `/api/collections/current/members/${a.id}`, { role: 'viewer' })).status,
    ).toBe(409);
    // A second owner may step down; the viewer may leave; a member cannot be removed by a non-owner.
    expect(
      (await a.call('PATCH', `/api/collections/current/members/${b.id}`, { role: 'owner' })).status,
    ).toBe(200);
    expect(
      (await b.call('PATCH', `/api/collections/current/members/${b.id}`, { role: 'editor' })).status,
    ).toBe(200);
    expect((await b.call('DELETE', `/api/collections/current/members/${c.id}`)).status).toBe(403);
    // Their own collection cannot be left either.
    await b.call('POST', `/api/collections/${b.id}/switch`);
    expect((await b.call('POST', '/api/collections/current/leave')).status).toBe(409);
    await b.call('POST', `/api/collections/${a.id}/switch`);
  });

  it('makes invitations single use, expiring, revocable, and for the address invited', async () => {
    const f = await clientFor(t, `col-f-${kind}@example.com`);
    const g = await clientFor(t, `col-g-${kind}@example.com`);
    const { token } = await joinAs(t, a, f, 'viewer');
    // Used once: a second accept (by the same or anyone) is refused.
    expect((await f.call('POST', `/api/invitations/${token}/accept`)).status).toBe(410);
    expect((await g.call('POST', `/api/invitations/${token}/accept`)).status).toBe(403);
    expect((await as(t, null).get(`/api/invitations/${token}`)).json().status).toBe('used');
    expect((await as(t, null).get('/api/invitations/not-a-token')).statusCode).toBe(404);

    const invite = async () => {
      const res = await a.call('POST', '/api/collections/current/invitations', {
        email: g.email,
        role: 'editor',
      });
      expect(res.status).toBe(201);
      const mail = (await t.mails(g.email)).at(-1)!;
      return { id: res.body.id as number, token: mail.text.match(/\/invitations\/([\w-]+)/)![1] };
    };
    const revoked = await invite();
    expect((await d.call('DELETE', `/api/collections/current/invitations/${revoked.id}`)).status).toBe(404);
    expect((await a.call('DELETE', `/api/collections/current/invitations/${revoked.id}`)).status).toBe(204);
    expect((await g.call('POST', `/api/invitations/${revoked.token}/accept`)).status).toBe(410);

    const expired = await invite();
    await t.database.db
      .update(collectionInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(collectionInvitations.id, expired.id));
    expect((await as(t, null).get(`/api/invitations/${expired.token}`)).json().status).toBe('expired');
    expect((await g.call('POST', `/api/invitations/${expired.token}/accept`)).status).toBe(410);

    // Two accepts at once: one joins.
    const open = await invite();
    const both = await Promise.all([1, 2].map(() => g.call('POST', `/api/invitations/${open.token}/accept`)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 410]);
    expect(
      (await a.call('POST', '/api/collections/current/invitations', { email: g.email, role: 'viewer' }))
        .status,
    ).toBe(409);
  });
});
