import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionNeed } from '../../../contracts/collections';
import { analyze, withoutModel } from '../../test/analyses';
import { createHostedTestApp, type HostedTestApp } from '../../test/billing';
import { testDbKinds } from '../../test/databases';
import type { TestApp } from '../../test/harness';
import { jpeg } from '../../test/images';
import { joinAs, member, setPlan, type Member } from '../../test/members';
import { photoForm } from '../../test/multipart';
import { savedObject } from '../../test/objects';

/**
 * Every route of the app, each with a member of every role and a non-member (issue 34, decision 037).
 *
 * The routes come from the app itself (`printRoutes`): a route the table below does not classify fails the
 * first test, so a new endpoint cannot go untested by role. Each route is public, personal (the person's
 * own account, sign-in, administration), a special case tested further down, or of the collection's data
 * with the need its handler asks of `inCollection` (read, edit, own):
 * - a member whose role allows it gets `ok`; one whose role does not gets 403 ROLE_FORBIDDEN and the
 *   collection is left as it was;
 * - D, a member of no one's collection but their own, gets 404 on everything of A's collection; a route
 *   with no id of A's in it (a list, a create, a setting) answers D's own collection (`outsider: 'own'`):
 *   nothing of A's in its body and A's collection unchanged.
 */

type Role = 'founder' | 'owner' | 'editor' | 'viewer' | 'outsider';
const roleOf: Record<Exclude<Role, 'outsider'>, 'owner' | 'editor' | 'viewer'> = {
  founder: 'owner',
  owner: 'owner',
  editor: 'editor',
  viewer: 'viewer',
};

/** Every name A's collection holds carries this mark: D's answers must never show it. */
const MARK = 'Zqxa';

interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** a multipart upload of these photos (the capture's form) */
  photos?: Buffer[];
}

/** What A's collection holds, made before the table's requests; `fresh` makes one more of a kind for a delete. */
interface Fixture {
  houseId: number;
  roomId: number;
  objectId: number;
  photoUrl: string;
  comparableId: number;
  shareId: number;
  analysisId: string;
  reportId: string;
  checkoutId: string;
  viewerId: string;
  founderId: string;
  photo: Buffer;
  fresh: {
    object(): Promise<number>;
    room(): Promise<number>;
    house(): Promise<number>;
    valuation(): Promise<number>;
    comparable(): Promise<number>;
    share(): Promise<number>;
    invitation(): Promise<number>;
    member(): Promise<string>;
    email(): string;
  };
}

interface Scoped {
  need: CollectionNeed;
  /** the request, built anew for each caller (a delete gets a row of its own) */
  req: (fx: Fixture) => Req | Promise<Req>;
  /** what a member whose role allows it gets */
  ok: number;
  /** D's answer is of D's own collection (a list, a create, a setting), not a 404 */
  outsider?: 'own';
  /** a queued report file: wait until it is ready (a collection prepares three at a time) */
  queued?: true;
}
type Classified = 'public' | 'personal' | { special: string } | Scoped;

const get = (url: string): Req => ({ method: 'GET', url });
const today = new Date().toISOString().slice(0, 10);

const routes: Record<string, Classified> = {
  // ------------------------------------------------------------------ public: no session needed
  'GET /api/docs': 'public',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/billing/config': 'public',
  'POST /api/billing/webhook': 'public',
  'GET /api/public/shares/:token': 'public',
  'GET /api/public/shares/:token/photos/:photoId': 'public',
  'GET /api/invitations/:token': 'public',

  // ------------------------------------------------------------------ personal: the person's own account
  'POST /api/auth/register': 'personal',
  'POST /api/auth/resend-verification': 'personal',
  'POST /api/auth/reset-password': 'personal',
  'POST /api/auth/verify-email': 'personal',
  'POST /api/auth/login': 'personal',
  'POST /api/auth/logout': 'personal',
  'POST /api/auth/sign-in-code': 'personal',
  'POST /api/auth/sign-in-code/verify': 'personal',
  'GET /api/auth/user': 'personal',
  'PATCH /api/auth/user': 'personal',
  'DELETE /api/auth/user': 'personal',
  'DELETE /api/auth/user/pending-email': 'personal',
  'POST /api/auth/forgot-password': 'personal',
  'POST /api/auth/change-password': 'personal',
  'POST /api/auth/confirm-email-change': 'personal',
  'GET /api/logout': 'personal',
  'POST /api/feature-requests': 'personal',
  'GET /api/collections': 'personal',
  'POST /api/invitations/:token/accept': 'personal',
  'GET /api/admin/stats': 'personal',
  'GET /api/admin/settings': 'personal',
  'PATCH /api/admin/settings': 'personal',
  'GET /api/admin/users': 'personal',
  'GET /api/admin/users/:id': 'personal',
  'POST /api/admin/users/:id/suspend': 'personal',
  'POST /api/admin/users/:id/reinstate': 'personal',
  'POST /api/admin/users/:id/plan': 'personal',
  'GET /api/admin/flagged-content': 'personal',
  'POST /api/admin/flags/:id/approve': 'personal',
  'POST /api/admin/flags/:id/reject': 'personal',
  'GET /api/admin/feature-requests': 'personal',
  'GET /api/admin/revenue': 'personal',

  // ------------------------------------------------------------------ tested on their own below
  'POST /api/collections/current/leave': { special: 'leaving takes the member out: fresh members below' },

  // ------------------------------------------------------------------ the collection's data
  // dashboard
  'GET /api/dashboard/stats': {
    need: 'read',
    ok: 200,
    outsider: 'own',
    req: () => get('/api/dashboard/stats'),
  },
  'GET /api/dashboard/value-history': {
    need: 'read',
    ok: 200,
    outsider: 'own',
    req: () => get('/api/dashboard/value-history'),
  },

  // houses
  'GET /api/houses': { need: 'read', ok: 200, outsider: 'own', req: () => get('/api/houses') },
  'POST /api/houses': {
    need: 'edit',
    ok: 201,
    outsider: 'own',
    req: () => ({ method: 'POST', url: '/api/houses', body: { name: 'Maison ajoutée' } }),
  },
  'PUT /api/houses/:id': {
    need: 'edit',
    ok: 200,
    req: (fx) => ({ method: 'PUT', url: `/api/houses/${fx.houseId}`, body: { name: `${MARK} Maison` } }),
  },
  'DELETE /api/houses/:id': {
    need: 'edit',
    ok: 200,
    req: async (fx) => ({ method: 'DELETE', url: `/api/houses/${await fx.fresh.house()}` }),
  },
  'GET /api/houses/:id/labels.pdf': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/houses/${fx.houseId}/labels.pdf`),
  },

  // rooms
  'GET /api/rooms': { need: 'read', ok: 200, outsider: 'own', req: () => get('/api/rooms') },
  'POST /api/rooms': {
    need: 'edit',
    ok: 201,
    outsider: 'own',
    req: () => ({ method: 'POST', url: '/api/rooms', body: { name: 'Pièce ajoutée', type: 'bedroom' } }),
  },
  'PATCH /api/rooms/:id': {
    need: 'edit',
    ok: 200,
    req: (fx) => ({ method: 'PATCH', url: `/api/rooms/${fx.roomId}`, body: { name: `${MARK} Salon` } }),
  },
  'PUT /api/rooms/:id': {
    need: 'edit',
    ok: 200,
    req: (fx) => ({
      method: 'PUT',
      url: `/api/rooms/${fx.roomId}`,
      body: { name: `${MARK} Salon`, type: 'living_room' },
    }),
  },
  'DELETE /api/rooms/:id': {
    need: 'edit',
    ok: 200,
    req: async (fx) => ({ method: 'DELETE', url: `/api/rooms/${await fx.fresh.room()}` }),
  },
  'GET /api/rooms/:id/labels.pdf': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/rooms/${fx.roomId}/labels.pdf`),
  },

  // objects
  'GET /api/objects': { need: 'read', ok: 200, outsider: 'own', req: () => get('/api/objects') },
  'GET /api/objects/room/:roomId': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/objects/room/${fx.roomId}`),
  },
  'POST /api/objects': {
    need: 'edit',
    ok: 201,
    outsider: 'own',
    req: () => ({ method: 'POST', url: '/api/objects', body: savedObject({ name: 'Objet ajouté' }) }),
  },
  'GET /api/objects/:id': { need: 'read', ok: 200, req: (fx) => get(`/api/objects/${fx.objectId}`) },
  'PATCH /api/objects/:id': {
    need: 'edit',
    ok: 200,
    req: (fx) => ({ method: 'PATCH', url: `/api/objects/${fx.objectId}`, body: { notes: 'vu' } }),
  },
  'DELETE /api/objects/:id': {
    need: 'edit',
    ok: 200,
    req: async (fx) => ({ method: 'DELETE', url: `/api/objects/${await fx.fresh.object()}` }),
  },
  'GET /api/objects/:id/changes': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/objects/${fx.objectId}/changes`),
  },
  'GET /api/objects/:id/label.pdf': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/objects/${fx.objectId}/label.pdf`),
  },

  // comparables
  'GET /api/objects/:id/comparables': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/objects/${fx.objectId}/comparables`),
  },
  'POST /api/objects/:id/comparables': {
    need: 'edit',
    ok: 201,
    req: (fx) => ({
      method: 'POST',
      url: `/api/objects/${fx.objectId}/comparables`,
      body: { title: 'Vente', price: 900, date: today, kind: 'sold' },
    }),
  },
  'PATCH /api/objects/:id/comparables/:comparableId': {
    need: 'edit',
    ok: 200,
    req: (fx) => ({
      method: 'PATCH',
      url: `/api/objects/${fx.objectId}/comparables/${fx.comparableId}`,
      body: { note: 'revu' },
    }),
  },
  'DELETE /api/objects/:id/comparables/:comparableId': {
    need: 'edit',
    ok: 200,
    req: async (fx) => ({
      method: 'DELETE',
      url: `/api/objects/${fx.objectId}/comparables/${await fx.fresh.comparable()}`,
    }),
  },

  // valuations
  'GET /api/objects/:id/valuations': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/objects/${fx.objectId}/valuations`),
  },
  'POST /api/objects/:id/valuations': {
    need: 'edit',
    ok: 201,
    req: (fx) => ({
      method: 'POST',
      url: `/api/objects/${fx.objectId}/valuations`,
      body: { kind: 'sale', amount: 10, date: '2024-01-01' },
    }),
  },
  'DELETE /api/objects/:id/valuations/:valuationId': {
    need: 'edit',
    ok: 200,
    req: async (fx) => ({
      method: 'DELETE',
      url: `/api/objects/${fx.objectId}/valuations/${await fx.fresh.valuation()}`,
    }),
  },

  // photos
  'GET /api/photos/:id': { need: 'read', ok: 200, req: (fx) => get(fx.photoUrl.split('?')[0]) },

  // appraisal
  'POST /api/analyze-complete': {
    need: 'edit',
    ok: 200,
    outsider: 'own',
    req: (fx) => ({ method: 'POST', url: '/api/analyze-complete', photos: [fx.photo] }),
  },
  'POST /api/reanalyze': {
    need: 'edit',
    ok: 200,
    req: (fx) => ({ method: 'POST', url: '/api/reanalyze', body: { analysisId: fx.analysisId } }),
  },
  'POST /api/analyze/:id/enhance': {
    need: 'edit',
    ok: 200,
    req: (fx) => ({ method: 'POST', url: `/api/analyze/${fx.analysisId}/enhance`, body: {} }),
  },
  'GET /api/analyses': { need: 'read', ok: 200, outsider: 'own', req: () => get('/api/analyses') },
  'GET /api/analyses/:id': { need: 'read', ok: 200, req: (fx) => get(`/api/analyses/${fx.analysisId}`) },
  // The fixture's analysis (no model) is unidentified: it offers no candidate and asks no question, so an
  // allowed member's choice or answer is refused by its content (400), past the role gate.
  'POST /api/analyses/:id/choose': {
    need: 'edit',
    ok: 400,
    req: (fx) => ({
      method: 'POST',
      url: `/api/analyses/${fx.analysisId}/choose`,
      body: { candidateId: 'x' },
    }),
  },
  'POST /api/analyses/:id/name': {
    need: 'edit',
    ok: 200,
    req: (fx) => ({
      method: 'POST',
      url: `/api/analyses/${fx.analysisId}/name`,
      body: { text: 'Gramophone', familyId: 'collectibles-other' },
    }),
  },
  'POST /api/analyses/:id/refine': {
    need: 'edit',
    ok: 400,
    req: (fx) => ({
      method: 'POST',
      url: `/api/analyses/${fx.analysisId}/refine`,
      body: { answers: { a: 'b' } },
    }),
  },
  'POST /api/analyses/:id/photos': {
    need: 'edit',
    ok: 200,
    req: (fx) => ({ method: 'POST', url: `/api/analyses/${fx.analysisId}/photos`, photos: [fx.photo] }),
  },
  'GET /api/object-types': {
    need: 'read',
    ok: 200,
    outsider: 'own',
    req: () => get('/api/object-types?q=vase'),
  },
  'POST /api/search-marketplace': {
    need: 'edit',
    ok: 200,
    req: (fx) => ({ method: 'POST', url: '/api/search-marketplace', body: { objectId: fx.objectId } }),
  },
  'GET /api/usage/stats': { need: 'read', ok: 200, outsider: 'own', req: () => get('/api/usage/stats') },

  // shares
  'GET /api/shares': { need: 'edit', ok: 200, outsider: 'own', req: () => get('/api/shares') },
  'POST /api/shares': {
    need: 'edit',
    ok: 201,
    req: (fx) => ({ method: 'POST', url: '/api/shares', body: { scope: 'object', id: fx.objectId } }),
  },
  'DELETE /api/shares/:id': {
    need: 'edit',
    ok: 200,
    req: async (fx) => ({ method: 'DELETE', url: `/api/shares/${await fx.fresh.share()}` }),
  },

  // export, import
  'GET /api/export': { need: 'read', ok: 200, outsider: 'own', req: () => get('/api/export?format=json') },
  'POST /api/import': {
    need: 'edit',
    ok: 200,
    outsider: 'own',
    req: () => ({
      method: 'POST',
      url: '/api/import',
      body: { version: 1, exportedAt: new Date().toISOString(), houses: [], rooms: [], objects: [] },
    }),
  },

  // reports
  'POST /api/reports/files': {
    need: 'read',
    ok: 202,
    queued: true,
    req: (fx) => ({
      method: 'POST',
      url: '/api/reports/files',
      body: { kind: 'dossier', houseId: fx.houseId },
    }),
  },
  'GET /api/reports/files/:id': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/reports/files/${fx.reportId}`),
  },
  'GET /api/reports/files/:id/download': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/reports/files/${fx.reportId}/download`),
  },
  'GET /api/reports/insurance.pdf': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/reports/insurance.pdf?houseId=${fx.houseId}`),
  },

  // plan and billing: the collection's
  'GET /api/subscription/current': {
    need: 'read',
    ok: 200,
    outsider: 'own',
    req: () => get('/api/subscription/current'),
  },
  'POST /api/subscription/upgrade': {
    need: 'own',
    ok: 200,
    outsider: 'own',
    req: () => ({ method: 'POST', url: '/api/subscription/upgrade', body: { planId: 'expert-commissaire' } }),
  },
  // No subscription to cancel (the plan was set, not bought): 409, past the role gate.
  'POST /api/subscription/cancel': {
    need: 'own',
    ok: 409,
    outsider: 'own',
    req: () => ({ method: 'POST', url: '/api/subscription/cancel' }),
  },
  'GET /api/billing/checkouts/:id': {
    need: 'read',
    ok: 200,
    req: (fx) => get(`/api/billing/checkouts/${fx.checkoutId}`),
  },
  'POST /api/billing/portal': {
    need: 'own',
    ok: 200,
    outsider: 'own',
    req: () => ({ method: 'POST', url: '/api/billing/portal' }),
  },

  // the collection itself: settings, members, invitations
  'GET /api/collections/current': {
    need: 'read',
    ok: 200,
    outsider: 'own',
    req: () => get('/api/collections/current'),
  },
  'PATCH /api/collections/current': {
    need: 'own',
    ok: 200,
    outsider: 'own',
    req: () => ({
      method: 'PATCH',
      url: '/api/collections/current',
      body: { hideAmountsFromViewers: false },
    }),
  },
  'POST /api/collections/:id/switch': {
    need: 'read',
    ok: 200,
    // A's collection is already each member's current one: switching to it again changes nothing.
    req: (fx) => ({ method: 'POST', url: `/api/collections/${fx.founderId}/switch` }),
  },
  'GET /api/collections/current/members': {
    need: 'read',
    ok: 200,
    outsider: 'own',
    req: () => get('/api/collections/current/members'),
  },
  'PATCH /api/collections/current/members/:userId': {
    need: 'own',
    ok: 200,
    req: (fx) => ({
      method: 'PATCH',
      url: `/api/collections/current/members/${fx.viewerId}`,
      body: { role: 'viewer' },
    }),
  },
  'DELETE /api/collections/current/members/:userId': {
    need: 'own',
    ok: 204,
    req: async (fx) => ({
      method: 'DELETE',
      url: `/api/collections/current/members/${await fx.fresh.member()}`,
    }),
  },
  'POST /api/collections/current/invitations': {
    need: 'own',
    ok: 201,
    outsider: 'own',
    req: (fx) => ({
      method: 'POST',
      url: '/api/collections/current/invitations',
      body: { email: fx.fresh.email(), role: 'viewer' },
    }),
  },
  'DELETE /api/collections/current/invitations/:id': {
    need: 'own',
    ok: 204,
    req: async (fx) => ({
      method: 'DELETE',
      url: `/api/collections/current/invitations/${await fx.fresh.invitation()}`,
    }),
  },
};

/** `METHOD /path` of every /api route the app serves (HEAD, which Fastify adds to each GET, left out). */
function servedRoutes(t: TestApp): string[] {
  const served: string[] = [];
  const path: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = line.match(/^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!m) continue;
    path.length = m[1].length / 4;
    path.push(m[2]);
    const url = path.join('');
    for (const method of m[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && url.startsWith('/api/')) served.push(`${method} ${url}`);
    }
  }
  return served;
}

const scoped = Object.entries(routes).filter(
  (e): e is [string, Scoped] => typeof e[1] === 'object' && 'need' in e[1],
);

const allowed = (role: Role, need: CollectionNeed) =>
  role !== 'outsider' &&
  (need === 'read' || (need === 'edit' ? role !== 'viewer' : roleOf[role] === 'owner'));

describe.each(testDbKinds())('every route by role on %s', (kind) => {
  let h: HostedTestApp;
  let t: TestApp;
  const who = {} as Record<Role, Member>;
  let fx: Fixture;
  let n = 0;

  const send = async (m: Member, r: Req) => {
    const form = r.photos ? photoForm(r.photos) : undefined;
    const res = await t.app.inject({
      method: r.method,
      url: r.url,
      ...(form ? { payload: form.payload } : r.body !== undefined ? { payload: r.body as object } : {}),
      headers: { cookie: m.cookie, ...form?.headers },
      remoteAddress: m.ip,
    });
    let body: any;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, body, text: res.body };
  };
  const ok = async (m: Member, r: Req, status: number) => {
    const res = await send(m, r);
    if (res.status !== status)
      throw new Error(`${r.method} ${r.url}: ${res.status} ${res.text.slice(0, 300)}`);
    return res.body;
  };

  /** Waits until a queued report file is ready. */
  const readyFile = async (m: Member, id: string) => {
    for (let i = 0; i < 400; i++) {
      const status = (await ok(m, get(`/api/reports/files/${id}`), 200)).status;
      if (status === 'ready') return;
      if (status === 'failed') throw new Error(`report file ${id} failed`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`report file ${id} never ready`);
  };

  /** What A sees of A's collection: nothing a refused or outside request may change. */
  const snapshot = async () => {
    const a = who.founder;
    const urls = [
      '/api/houses',
      '/api/rooms',
      '/api/objects',
      `/api/objects/${fx.objectId}`,
      `/api/objects/${fx.objectId}/valuations`,
      `/api/objects/${fx.objectId}/comparables`,
      '/api/shares',
      '/api/analyses',
      '/api/usage/stats',
      '/api/subscription/current',
      '/api/collections/current',
      '/api/collections/current/members',
    ];
    const seen: Record<string, unknown> = {};
    for (const url of urls) seen[url] = await ok(a, get(url), 200);
    return seen;
  };

  beforeAll(async () => {
    h = await createHostedTestApp(kind, withoutModel);
    t = h.t;
    for (const role of ['founder', 'owner', 'editor', 'viewer', 'outsider'] as const) {
      who[role] = await member(
        t,
        `${role === 'founder' ? `${MARK.toLowerCase()}-` : ''}roles-${role}-${kind}@example.com`,
      );
    }
    const a = who.founder;
    // Enough houses and analyses for every request below; the upgrade then asks for a higher plan.
    await setPlan(t, a.email, 'pro-expert');
    await setPlan(t, who.outsider.email, 'pro-expert');
    await joinAs(t, a, who.owner, 'owner');
    await joinAs(t, a, who.editor, 'editor');
    await joinAs(t, a, who.viewer, 'viewer');

    const photo = await jpeg(320, 240);
    const dataUrl = `data:image/jpeg;base64,${photo.toString('base64')}`;
    const house = await ok(a, { method: 'POST', url: '/api/houses', body: { name: `${MARK} Maison` } }, 201);
    const room = await ok(
      a,
      {
        method: 'POST',
        url: '/api/rooms',
        body: { name: `${MARK} Salon`, type: 'living_room', houseId: house.id },
      },
      201,
    );
    const newObject = async () =>
      (
        await ok(
          a,
          {
            method: 'POST',
            url: '/api/objects',
            body: savedObject({ name: `${MARK} Commode ${++n}`, roomId: room.id, imageUrl: dataUrl }),
          },
          201,
        )
      ).id as number;
    const objectId = await newObject();
    const object = await ok(a, get(`/api/objects/${objectId}`), 200);
    const newComparable = async () =>
      (
        await ok(
          a,
          {
            method: 'POST',
            url: `/api/objects/${objectId}/comparables`,
            body: { title: `${MARK} vente`, price: 1000, date: today, kind: 'sold' },
          },
          201,
        )
      ).id as number;
    const newShare = async () =>
      (await ok(a, { method: 'POST', url: '/api/shares', body: { scope: 'object', id: objectId } }, 201))
        .id as number;
    const analysed = await analyze(t, a.cookie, [photo]);
    expect(analysed.statusCode, analysed.body).toBe(200);
    const report = await ok(a, { method: 'POST', url: '/api/reports/files', body: { kind: 'dossier' } }, 202);
    await readyFile(a, report.id);
    const upgraded = await ok(
      a,
      { method: 'POST', url: '/api/subscription/upgrade', body: { planId: 'expert-succession' } },
      200,
    );

    fx = {
      houseId: house.id,
      roomId: room.id,
      objectId,
      photoUrl: object.imageUrl,
      comparableId: await newComparable(),
      shareId: await newShare(),
      analysisId: analysed.json().analysisId,
      reportId: report.id,
      checkoutId: String(upgraded.checkoutUrl).split('/').pop()!,
      viewerId: who.viewer.id,
      founderId: a.id,
      photo,
      fresh: {
        object: newObject,
        room: async () =>
          (await ok(a, { method: 'POST', url: '/api/rooms', body: { name: 'Vide', type: 'custom' } }, 201))
            .id as number,
        house: async () =>
          (await ok(a, { method: 'POST', url: '/api/houses', body: { name: `Annexe ${++n}` } }, 201))
            .id as number,
        valuation: async () => {
          const ids = async () =>
            (await ok(a, get(`/api/objects/${objectId}/valuations`), 200)).valuations.map(
              (v: { id: number }) => v.id,
            );
          const before: number[] = await ids();
          await ok(
            a,
            {
              method: 'POST',
              url: `/api/objects/${objectId}/valuations`,
              body: { kind: 'expert', amount: 100 + ++n, date: '2024-03-01' },
            },
            201,
          );
          return (await ids()).find((id: number) => !before.includes(id)) as number;
        },
        comparable: newComparable,
        share: newShare,
        email: () => `invited-${++n}-${kind}@example.com`,
        invitation: async () =>
          (
            await ok(
              a,
              {
                method: 'POST',
                url: '/api/collections/current/invitations',
                body: { email: `revoked-${++n}-${kind}@example.com`, role: 'viewer' },
              },
              201,
            )
          ).id as number,
        member: async () => {
          const m = await member(t, `removed-${++n}-${kind}@example.com`);
          await joinAs(t, a, m, 'viewer');
          return m.id;
        },
      },
    };
  }, 120_000);
  afterAll(async () => h?.close());

  it('classifies every route the app serves, and no route it does not', () => {
    const served = servedRoutes(t);
    expect(served.length).toBeGreaterThan(80);
    const unclassified = served.filter((r) => !(r in routes));
    expect(unclassified, 'classify these routes in the table of roles.int.test.ts').toEqual([]);
    expect(Object.keys(routes).filter((r) => !served.includes(r))).toEqual([]);
  });

  it('lets an owner, an editor or a viewer leave (then 404 on the collection); the founder cannot, nor D', async () => {
    const url = `/api/objects/${fx.objectId}`;
    for (const role of ['owner', 'editor', 'viewer'] as const) {
      const m = await member(t, `leaver-${role}-${kind}@example.com`);
      await joinAs(t, who.founder, m, role);
      expect((await send(m, get(url))).status, role).toBe(200);
      const left = await send(m, { method: 'POST', url: '/api/collections/current/leave' });
      expect([left.status, left.body?.id, left.body?.own], role).toEqual([200, m.id, true]);
      expect((await send(m, get(url))).status, role).toBe(404);
      expect(
        (await send(m, { method: 'POST', url: `/api/collections/${who.founder.id}/switch` })).status,
      ).toBe(404);
    }
    for (const role of ['founder', 'outsider'] as const) {
      const refused = await send(who[role], { method: 'POST', url: '/api/collections/current/leave' });
      expect([refused.status, refused.body?.code], role).toEqual([409, 'OWN_COLLECTION']);
    }
  });

  it('counts a member’s analysis against the collection’s plan, not the member’s own', async () => {
    const usage = async (m: Member) =>
      (await ok(m, get('/api/usage/stats'), 200)).completeAnalysis.used as number;
    const e = await member(t, `analyst-${kind}@example.com`);
    await joinAs(t, who.founder, e, 'editor');
    const before = await usage(who.founder);
    expect(await usage(e)).toBe(before);
    const run = await send(e, { method: 'POST', url: '/api/analyze-complete', photos: [fx.photo] });
    expect(run.status, run.text).toBe(200);
    expect(await usage(who.founder)).toBe(before + 1);
    // The editor's own collection (their own plan) counted nothing.
    await ok(e, { method: 'POST', url: `/api/collections/${e.id}/switch` }, 200);
    expect(await usage(e)).toBe(0);
    // Nor may an editor or a viewer change the plan whose allowance they use.
    for (const role of ['editor', 'viewer'] as const) {
      const res = await send(who[role], {
        method: 'POST',
        url: '/api/subscription/upgrade',
        body: { planId: 'pro-etabli' },
      });
      expect([res.status, res.body?.code], role).toEqual([403, 'ROLE_FORBIDDEN']);
    }
  });

  it('refuses D every reference to A’s rooms, houses, objects, photos and analyses from D’s own collection', async () => {
    const d = who.outsider;
    const before = await snapshot();
    const own = async (r: Req) => (await ok(d, r, 201)).id as number;
    const dRoom = await own({
      method: 'POST',
      url: '/api/rooms',
      body: { name: 'Chambre de D', type: 'bedroom' },
    });
    const dObject = await own({
      method: 'POST',
      url: '/api/objects',
      body: savedObject({ name: 'Objet de D', roomId: dRoom }),
    });
    // 404 as for any id not of D's collection; a room's objects moved into A's room: 400, as into none.
    const refused: [string, Req, number?][] = [
      [
        'object into A’s room',
        { method: 'POST', url: '/api/objects', body: savedObject({ roomId: fx.roomId }) },
      ],
      [
        'object with A’s photo',
        { method: 'POST', url: '/api/objects', body: savedObject({ imageUrl: fx.photoUrl.split('?')[0] }) },
      ],
      [
        'object from A’s analysis',
        { method: 'POST', url: '/api/objects', body: savedObject({ analysisId: fx.analysisId }) },
      ],
      [
        'room in A’s house',
        { method: 'POST', url: '/api/rooms', body: { name: 'x', type: 'bedroom', houseId: fx.houseId } },
      ],
      [
        'own room moved to A’s house',
        { method: 'PATCH', url: `/api/rooms/${dRoom}`, body: { houseId: fx.houseId } },
      ],
      [
        'own object moved to A’s room',
        { method: 'PATCH', url: `/api/objects/${dObject}`, body: { roomId: fx.roomId } },
      ],
      [
        'own room emptied into A’s room',
        { method: 'DELETE', url: `/api/rooms/${dRoom}`, body: { moveToRoomId: fx.roomId } },
        400,
      ],
      ['share of A’s room', { method: 'POST', url: '/api/shares', body: { scope: 'room', id: fx.roomId } }],
      [
        'share of A’s house',
        { method: 'POST', url: '/api/shares', body: { scope: 'house', id: fx.houseId } },
      ],
      [
        'labels of A’s room',
        { method: 'POST', url: '/api/reports/files', body: { kind: 'labels', roomId: fx.roomId } },
      ],
      [
        'dossier of A’s room',
        { method: 'POST', url: '/api/reports/files', body: { kind: 'dossier', roomId: fx.roomId } },
      ],
      ['insurance PDF of A’s room', get(`/api/reports/insurance.pdf?roomId=${fx.roomId}`)],
      [
        're-analysis of A’s object',
        { method: 'POST', url: '/api/reanalyze', body: { objectId: fx.objectId } },
      ],
    ];
    for (const [what, r, status = 404] of refused) {
      const res = await send(d, r);
      expect(res.status, `${what}: ${res.status} ${res.text.slice(0, 200)}`).toBe(status);
      expect(res.text.toLowerCase(), what).not.toContain(MARK.toLowerCase());
    }
    // A's objects filtered by A's room: nothing.
    const filtered = await send(d, get(`/api/objects?roomId=${fx.roomId}`));
    expect(filtered.text.toLowerCase()).not.toContain(MARK.toLowerCase());
    // An import naming A's photo keeps the object, not the photo.
    const imported = await send(d, {
      method: 'POST',
      url: '/api/import',
      body: {
        version: 1,
        exportedAt: new Date().toISOString(),
        houses: [],
        rooms: [],
        objects: [{ id: 1, name: 'Importé', imageUrl: fx.photoUrl.split('?')[0] }],
      },
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.imagesSkipped).toBe(1);
    expect((await send(d, get(fx.photoUrl.split('?')[0]))).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the founder an owner, and lets no editor or viewer raise a role', async () => {
    const members = (url = '/api/collections/current/members') => ok(who.founder, get(url), 200);
    const before = await members();
    const tries: [Role, Req, number, string][] = [
      [
        'owner',
        {
          method: 'PATCH',
          url: `/api/collections/current/members/${who.founder.id}`,
          body: { role: 'editor' },
        },
        409,
        'OWN_COLLECTION',
      ],
      [
        'owner',
        { method: 'DELETE', url: `/api/collections/current/members/${who.founder.id}` },
        409,
        'OWN_COLLECTION',
      ],
      [
        'editor',
        {
          method: 'PATCH',
          url: `/api/collections/current/members/${who.editor.id}`,
          body: { role: 'owner' },
        },
        403,
        'ROLE_FORBIDDEN',
      ],
      [
        'viewer',
        {
          method: 'PATCH',
          url: `/api/collections/current/members/${who.viewer.id}`,
          body: { role: 'editor' },
        },
        403,
        'ROLE_FORBIDDEN',
      ],
      [
        'editor',
        { method: 'DELETE', url: `/api/collections/current/members/${who.viewer.id}` },
        403,
        'ROLE_FORBIDDEN',
      ],
      [
        'viewer',
        {
          method: 'POST',
          url: '/api/collections/current/invitations',
          body: { email: who.viewer.email, role: 'owner' },
        },
        403,
        'ROLE_FORBIDDEN',
      ],
    ];
    for (const [role, r, status, code] of tries) {
      const res = await send(who[role], r);
      expect([res.status, res.body?.code], `${role} ${r.method} ${r.url}`).toEqual([status, code]);
    }
    expect(await members()).toEqual(before);

    // An invitation is for the address it was sent to: D holding the link gets nothing.
    await ok(
      who.founder,
      {
        method: 'POST',
        url: '/api/collections/current/invitations',
        body: { email: `someone-${kind}@example.com`, role: 'owner' },
      },
      201,
    );
    const mail = (await t.mails(`someone-${kind}@example.com`)).at(-1)!;
    const token = mail.text.match(/\/invitations\/([\w-]+)/)![1];
    const taken = await send(who.outsider, { method: 'POST', url: `/api/invitations/${token}/accept` });
    expect([taken.status, taken.body?.code]).toEqual([403, 'INVITATION_OTHER_EMAIL']);
    expect((await send(who.outsider, get(`/api/objects/${fx.objectId}`))).status).toBe(404);
  });

  it('keeps every amount from a viewer on every route they read, once the owners hide them', async () => {
    const a = who.founder;
    // Figures no id, count or size reaches: any number this large in a viewer's answer is an amount.
    const rich = await ok(
      a,
      {
        method: 'POST',
        url: '/api/objects',
        body: savedObject({
          name: `${MARK} Tableau`,
          roomId: fx.roomId,
          estimatedValueMin: 271_828,
          estimatedValueMax: 314_159,
          acquisitionPrice: 161_803,
        }),
      },
      201,
    );
    await ok(
      a,
      {
        method: 'POST',
        url: `/api/objects/${rich.id}/valuations`,
        body: { kind: 'expert', amount: 141_421, date: '2024-06-01' },
      },
      201,
    );
    await ok(
      a,
      {
        method: 'POST',
        url: `/api/objects/${rich.id}/comparables`,
        body: { title: 'Vente', price: 173_205, date: today, kind: 'sold' },
      },
      201,
    );
    await ok(
      a,
      {
        method: 'PUT',
        url: `/api/houses/${fx.houseId}`,
        body: { name: `${MARK} Maison`, acquisitionPrice: 223_606 },
      },
      200,
    );
    const large = (value: unknown, key = ''): string[] => {
      if (Array.isArray(value)) return value.flatMap((v) => large(v, key));
      if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => large(v, k));
      if (typeof value === 'number' && value >= 100_000 && !['bytes', 'id'].includes(key))
        return [`${key}=${value}`];
      if (
        typeof value === 'string' &&
        /271\D?828|314\D?159|161\D?803|141\D?421|173\D?205|223\D?606/.test(value)
      )
        return [`${key}="${value.slice(0, 60)}"`];
      return [];
    };
    const reads = [
      ...scoped.filter(([, row]) => row.need === 'read'),
      ['rich object', { need: 'read', ok: 200, req: () => get(`/api/objects/${rich.id}`) }],
      ['its valuations', { need: 'read', ok: 200, req: () => get(`/api/objects/${rich.id}/valuations`) }],
      ['its comparables', { need: 'read', ok: 200, req: () => get(`/api/objects/${rich.id}/comparables`) }],
    ] as [string, Scoped][];

    // The owner's own answers carry them (else the check below proves nothing).
    const seenByOwner = new Set<string>();
    for (const [route, row] of reads) {
      const res = await send(a, await row.req(fx));
      if (res.body !== undefined && large(res.body).length > 0) seenByOwner.add(route);
    }
    expect([...seenByOwner]).toEqual(
      expect.arrayContaining([
        'GET /api/objects',
        'GET /api/dashboard/stats',
        'GET /api/houses',
        'rich object',
      ]),
    );

    await ok(
      a,
      { method: 'PATCH', url: '/api/collections/current', body: { hideAmountsFromViewers: true } },
      200,
    );
    try {
      const leaks: string[] = [];
      for (const [route, row] of reads) {
        if (route === 'GET /api/export') continue; // refused to such a viewer (the collections test)
        const res = await send(who.viewer, await row.req(fx));
        expect(res.status, `${route}: ${res.text.slice(0, 200)}`).toBeLessThan(300);
        if (res.body !== undefined) leaks.push(...large(res.body).map((l) => `${route}: ${l}`));
      }
      expect(leaks).toEqual([]);
      // The editor still sees them.
      expect((await ok(who.editor, get(`/api/objects/${rich.id}`), 200)).estimatedValueMin).toBeGreaterThan(
        100_000,
      );
    } finally {
      await ok(
        a,
        { method: 'PATCH', url: '/api/collections/current', body: { hideAmountsFromViewers: false } },
        200,
      );
    }
  });

  it.each(scoped)('%s', async (_route, row) => {
    for (const role of ['founder', 'owner', 'editor', 'viewer', 'outsider'] as const) {
      const req = await row.req(fx);
      const may = allowed(role, row.need);
      const before = may ? undefined : await snapshot();
      const res = await send(who[role], req);
      const got = `${role}: ${res.status} ${res.text.slice(0, 200)}`;
      if (may) {
        expect(res.status, got).toBe(row.ok);
        if (row.queued) await readyFile(who[role], res.body.id);
        continue;
      }
      if (role !== 'outsider') {
        expect([res.status, res.body?.code], got).toEqual([403, 'ROLE_FORBIDDEN']);
      } else if (row.outsider === 'own') {
        expect(res.status, got).toBe(row.ok);
        expect(res.text.toLowerCase(), got).not.toContain(MARK.toLowerCase());
      } else {
        expect(res.status, got).toBe(404);
      }
      expect(await snapshot(), `${role} changed A’s collection`).toEqual(before);
    }
  });
});
