import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { amountInText } from '../../../contracts/currency';
import { shares } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { type Client, clientFor, setPlan } from '../../test/members';
import { jpegDataUrl } from '../../test/images';
import { savedObject } from '../../test/objects';

describe.each(testDbKinds())('share links on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async () => clientFor(t, `share${++n}-${kind}@example.com`);
  const addRoom = async (c: Client, name: string, extra: Record<string, unknown> = {}) => {
    const res = await c.call('POST', '/api/rooms', { name, type: 'living_room', ...extra });
    expect(res.status).toBe(201);
    return res.body;
  };
  const addObject = async (c: Client, roomId: number, extra: Record<string, unknown> = {}) => {
    const res = await c.call('POST', '/api/objects', savedObject({ roomId, ...extra }));
    expect(res.status).toBe(201);
    return res.body;
  };
  /** A visitor: no cookie, no session, just the URL. */
  const visit = (url: string) => t.app.inject({ method: 'GET', url });
  /** Every number in a JSON answer except ids: with values hidden there must be none. */
  const amountsIn = (json: unknown): number[] =>
    Array.isArray(json)
      ? json.flatMap(amountsIn)
      : json && typeof json === 'object'
        ? Object.entries(json).flatMap(([k, v]) => (k === 'id' ? [] : amountsIn(v)))
        : typeof json === 'number'
          ? [json]
          : [];
  const tokenOf = (shareUrl: string) => new URL(shareUrl).pathname.split('/').pop()!;

  /** A room with two photographed objects, another room with a third, and a link to the first room. */
  async function sharedRoom(showValues = false) {
    const owner = await fresh();
    const salon = await addRoom(owner, 'Salon partagé');
    const bureau = await addRoom(owner, 'Bureau privé');
    const clock = await addObject(owner, salon.id, {
      name: 'Pendule dorée',
      notes: 'clé sous le vase',
      imageUrl: await jpegDataUrl(),
      additionalImages: [await jpegDataUrl(40, 40)],
      acquisitionPrice: 4321,
    });
    const vase = await addObject(owner, salon.id, { name: 'Vase Gallé' });
    const desk = await addObject(owner, bureau.id, {
      name: 'Secrétaire Empire',
      imageUrl: await jpegDataUrl(),
    });
    const res = await owner.call('POST', '/api/shares', { scope: 'room', id: salon.id, showValues });
    expect(res.status).toBe(201);
    return { owner, salon, bureau, clock, vase, desk, share: res.body, token: tokenOf(res.body.url) };
  }

  withTestApp((app) => (t = app), kind);

  it('creates, lists and revokes links', async () => {
    const { owner, salon, clock, share, token } = await sharedRoom();
    expect(share).toMatchObject({
      scope: 'room',
      targetId: salon.id,
      targetName: 'Salon partagé',
      showValues: false,
      expiresAt: null,
    });
    expect(share.url).toBe(`${t.config.APP_URL}/s/${token}`);
    // 32 random bytes, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const expiresAt = new Date(Date.now() + 7 * 86400_000).toISOString();
    const second = await owner.call('POST', '/api/shares', {
      scope: 'object',
      id: clock.id,
      expiresAt,
      showValues: true,
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      scope: 'object',
      targetName: 'Pendule dorée',
      showValues: true,
      expiresAt,
    });
    expect(tokenOf(second.body.url)).not.toBe(token);

    const list = await owner.call('GET', '/api/shares');
    expect(list.status).toBe(200);
    expect(list.body.map((s: any) => s.id).sort()).toEqual([share.id, second.body.id].sort());

    expect((await owner.call('DELETE', `/api/shares/${share.id}`)).body).toEqual({ ok: true });
    expect((await owner.call('GET', '/api/shares')).body.map((s: any) => s.id)).toEqual([second.body.id]);
    expect((await owner.call('DELETE', `/api/shares/${share.id}`)).status).toBe(404);
    expect((await owner.call('DELETE', '/api/shares/not-a-uuid')).status).toBe(404);
  });

  it('refuses a past expiry and malformed bodies with 400, and anonymous callers with 401', async () => {
    const owner = await fresh();
    const room = await addRoom(owner, 'Cuisine');
    const past = new Date(Date.now() - 1000).toISOString();
    const refused = await owner.call('POST', '/api/shares', { scope: 'room', id: room.id, expiresAt: past });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION');
    for (const body of [
      { scope: 'garden', id: room.id },
      { scope: 'room', id: -1 },
      { scope: 'room', id: room.id, expiresAt: 'tomorrow' },
    ]) {
      expect((await owner.call('POST', '/api/shares', body)).status).toBe(400);
    }
    expect((await owner.call('GET', '/api/shares')).body).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/shares' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/shares', payload: { scope: 'room', id: room.id } }))
        .statusCode,
    ).toBe(401);
  });

  it('shows a visitor without cookies the shared room and nothing else', async () => {
    const { clock, vase, desk, token } = await sharedRoom();
    const res = await visit(`/api/public/shares/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = res.json();
    expect(body.scope).toBe('room');
    expect(body.room.name).toBe('Salon partagé');
    expect(body.room.objects.map((o: any) => o.name)).toEqual(['Pendule dorée', 'Vase Gallé']);
    expect(body.room.objects[0]).toMatchObject({
      description: clock.description,
      category: clock.category,
      period: clock.period,
      style: clock.style,
      condition: clock.condition,
      keyCharacteristics: clock.keyCharacteristics,
    });
    expect(body.room.objects[0].photos).toHaveLength(2);
    expect(body.room.objects[1]).toMatchObject({ id: vase.id, photos: [] });
    // Nothing of the other room, the owner, the notes, the acquisition or the analysis.
    const text = res.body;
    for (const absent of [
      'Secrétaire Empire',
      'Bureau privé',
      'clé sous le vase',
      'userId',
      'email',
      'notes',
      'acquisition',
      'analysisId',
      '/api/photos/',
    ]) {
      expect(text).not.toContain(absent);
    }
    expect(body.room.objects.map((o: any) => o.id)).not.toContain(desk.id);
    expect(amountsIn(body)).toEqual([]);
  });

  it('serves the photos of shared objects only, to anyone holding the link', async () => {
    const { owner, clock, desk, token } = await sharedRoom();
    const shared = (await visit(`/api/public/shares/${token}`)).json().room.objects[0].photos;
    for (const p of shared) {
      const full = await visit(p.url);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/jpeg');
      expect(full.headers['cache-control']).toBe('no-store');
      expect(full.headers['referrer-policy']).toBe('no-referrer');
      const thumb = await visit(p.thumbnailUrl);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
    }
    // The other room's photo: the owner's, but not in the share.
    const deskPhoto = desk.imageUrl.split('/').pop();
    expect(clock.imageUrl).not.toBe(desk.imageUrl);
    const other = await visit(`/api/public/shares/${token}/photos/${deskPhoto}`);
    expect(other.statusCode).toBe(404);
    expect(other.headers['cache-control']).toBe('no-store');
    // Another user's photo through this link, and nonsense ids.
    const stranger = await fresh();
    const room = await addRoom(stranger, 'Ailleurs');
    const theirs = await addObject(stranger, room.id, { imageUrl: await jpegDataUrl() });
    expect(
      (await visit(`/api/public/shares/${token}/photos/${theirs.imageUrl.split('/').pop()}`)).statusCode,
    ).toBe(404);
    expect((await visit(`/api/public/shares/${token}/photos/not-a-photo`)).statusCode).toBe(404);
    // The owner's own photo URL still needs the owner's cookie.
    expect((await visit(desk.imageUrl)).statusCode).toBe(401);
    expect(owner.id).toBeTruthy();
  });

  it('answers 404 at once after revocation, page and photos alike', async () => {
    const { owner, share, token } = await sharedRoom();
    const photo = (await visit(`/api/public/shares/${token}`)).json().room.objects[0].photos[0].url;
    expect((await visit(photo)).statusCode).toBe(200);
    expect((await owner.call('DELETE', `/api/shares/${share.id}`)).status).toBe(200);
    const page = await visit(`/api/public/shares/${token}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().code).toBe('NOT_FOUND');
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await visit(photo)).statusCode).toBe(404);
    expect((await visit('/api/public/shares/garbage')).statusCode).toBe(404);
  });

  it('answers 404 for an expired link, photos included', async () => {
    const { share, token } = await sharedRoom();
    const photo = (await visit(`/api/public/shares/${token}`)).json().room.objects[0].photos[0].url;
    await t.database.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.id, share.id));
    expect((await visit(`/api/public/shares/${token}`)).statusCode).toBe(404);
    expect((await visit(photo)).statusCode).toBe(404);
  });

  it('answers 404 once the target is deleted, and drops the link from the list', async () => {
    const { owner, clock, vase } = await sharedRoom();
    const res = await owner.call('POST', '/api/shares', { scope: 'object', id: vase.id });
    const token = tokenOf(res.body.url);
    expect((await visit(`/api/public/shares/${token}`)).json().object.name).toBe('Vase Gallé');
    expect((await owner.call('DELETE', `/api/objects/${vase.id}`)).status).toBe(200);
    expect((await visit(`/api/public/shares/${token}`)).statusCode).toBe(404);
    expect((await owner.call('GET', '/api/shares')).body.map((s: any) => s.targetId)).not.toContain(vase.id);
    expect(clock.id).toBeTruthy();
  });

  it('shares a house: its rooms and their objects, nothing of another house', async () => {
    const { owner, clock, desk } = await sharedRoom();
    const [main] = (await owner.call('GET', '/api/houses')).body;
    await setPlan(t, owner.email, 'patrimoine-collection');
    const second = await owner.call('POST', '/api/houses', { name: 'Maison de campagne', type: 'secondary' });
    expect(second.status).toBe(201);
    const barn = await addRoom(owner, 'Grange', { houseId: second.body.id });
    await addObject(owner, barn.id, { name: 'Charrette ancienne' });
    const loose = await owner.call(
      'POST',
      '/api/objects',
      savedObject({ name: 'Objet sans pièce', roomId: null }),
    );
    expect(loose.status).toBe(201);
    const res = await owner.call('POST', '/api/shares', { scope: 'house', id: main.id, showValues: true });
    expect(res.status).toBe(201);
    const visited = await visit(`/api/public/shares/${tokenOf(res.body.url)}`);
    const body = visited.json();
    expect(body.scope).toBe('house');
    expect(body.house.name).toBe(main.name);
    expect(body.house.rooms.map((r: any) => r.name)).toEqual(['Bureau privé', 'Salon partagé']);
    expect(body.house.rooms[0].objects.map((o: any) => o.id)).toEqual([desk.id]);
    expect(body.house.rooms[1].objects[0]).toMatchObject({
      id: clock.id,
      value: { min: 800, max: 1500, currency: 'EUR' },
    });
    for (const absent of ['Objet sans pièce', 'Maison de campagne', 'Grange', 'Charrette ancienne']) {
      expect(visited.body).not.toContain(absent);
    }
    // A photo of any shared room is served through the house link.
    expect((await visit(body.house.rooms[0].objects[0].photos[0].url)).statusCode).toBe(200);
  });

  it('sends no amounts when values are hidden, and the range when shown', async () => {
    const hidden = await sharedRoom(false);
    const description = 'Achetée 1 200 € à Drouot. Cadran signé.';
    expect(
      (await hidden.owner.call('PATCH', `/api/objects/${hidden.clock.id}`, { description })).status,
    ).toBe(200);
    const res = await visit(`/api/public/shares/${hidden.token}`);
    expect(res.json().showValues).toBe(false);
    expect(res.json().room.objects.every((o: any) => o.value === undefined)).toBe(true);
    expect(amountsIn(res.json())).toEqual([]);
    for (const key of ['estimatedValue', 'acquisitionPrice', '"value"']) expect(res.body).not.toContain(key);
    // Nor in the owner's own words.
    expect(res.body).not.toMatch(amountInText());
    expect(res.body).toContain('Achetée **** à Drouot. Cadran signé.');

    const shown = await sharedRoom(true);
    await shown.owner.call('PATCH', `/api/objects/${shown.clock.id}`, { description });
    const objects = (await visit(`/api/public/shares/${shown.token}`)).json().room.objects;
    expect(objects[0].value).toEqual({ min: 800, max: 1500, currency: 'EUR' });
    expect(objects[0].description).toBe(description);
  });

  it("gives a second user nothing: no list, no revoke, no share of the first user's targets", async () => {
    const { owner, salon, clock, share, token } = await sharedRoom();
    const [main] = (await owner.call('GET', '/api/houses')).body;
    const other = await fresh();
    expect((await other.call('GET', '/api/shares')).body).toEqual([]);
    const revoke = await other.call('DELETE', `/api/shares/${share.id}`);
    expect(revoke.status).toBe(404);
    expect(revoke.body.code).toBe('NOT_FOUND');
    for (const [scope, id] of [
      ['room', salon.id],
      ['object', clock.id],
      ['house', main.id],
    ] as const) {
      const res = await other.call('POST', '/api/shares', { scope, id });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await other.call('GET', '/api/shares')).body).toEqual([]);
    // The first user's link still works, and his list is intact.
    expect((await visit(`/api/public/shares/${token}`)).statusCode).toBe(200);
    expect((await owner.call('GET', '/api/shares')).body.map((s: any) => s.id)).toEqual([share.id]);
  });

  it('lets a visitor GET across sites but refuses a cross-site revoke', async () => {
    const { owner, share, token } = await sharedRoom();
    const fromElsewhere = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/public/shares/${token}`,
      headers: fromElsewhere,
    });
    expect(read.statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/shares/${share.id}`,
      headers: { ...fromElsewhere, cookie: owner.cookie },
    });
    expect(revoke.statusCode).toBe(403);
    expect((await visit(`/api/public/shares/${token}`)).statusCode).toBe(200);
  });
});
