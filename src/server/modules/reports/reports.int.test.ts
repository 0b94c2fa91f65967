import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, valuations } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { analysisIdFor } from '../../test/analyses';
import { analysisOf, savedObject } from '../../test/objects';
import { type Client, clientFor } from '../../test/members';
import { jpegDataUrl } from '../../test/images';
import { MAX_ACTIVE_PER_USER } from './queue';

/** The PDFs are read back with poppler and zbar, as a person (or an insurer) would see them. */

let work: string;
let files = 0;
const saved = (pdf: Buffer) => {
  const file = path.join(work, `r${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
};
// Spaces of every kind as one: French amounts hold narrow no-break spaces ("2 340 €").
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', [saved(pdf), '-'], { encoding: 'utf8' }).replace(/\s+/gu, ' ');
const pageCount = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [saved(pdf)], { encoding: 'utf8' }))![1]);
/**
 * Every QR code of a PDF, rendered as a printer would and decoded as a phone would: one label at a time
 * (zbar, given a whole sheet of 24 codes at once, misses some of them).
 */
async function qrCodes(pdf: Buffer, layout: 'sheet' | 'single'): Promise<string[]> {
  const prefix = path.join(work, `q${++files}`);
  execFileSync('pdftoppm', ['-png', '-r', '150', saved(pdf), prefix]);
  const pages = readdirSync(work)
    .filter((f) => f.startsWith(`${path.basename(prefix)}-`))
    .map((f) => path.join(work, f));
  const images: string[] = [];
  for (const page of pages) {
    if (layout === 'single') {
      images.push(page);
      continue;
    }
    // 3 × 8 labels of 70 × 37 mm from 0.5 mm below the top, at 150 dpi.
    const px = (mm: number) => Math.floor((mm / 25.4) * 150);
    for (let slot = 0; slot < 24; slot++) {
      const crop = `${page}.${slot}.png`;
      await sharp(page)
        .extract({
          left: px((slot % 3) * 70),
          top: px(0.5 + Math.floor(slot / 3) * 37),
          width: px(70) - 1,
          height: px(37) - 1,
        })
        .toFile(crop);
      images.push(crop);
    }
  }
  const run = spawnSync('zbarimg', ['--raw', '-q', ...images], { encoding: 'utf8' });
  return run.stdout.split('\n').filter(Boolean);
}

describe.each(testDbKinds())('reports on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let other: Client;
  let salon: { id: number };
  let chambre: { id: number };
  let houseId: number;
  const ids: Record<string, number> = {};

  const get = (c: Client | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: c ? { cookie: c.cookie } : {} });
  const pdf = async (c: Client, url: string) => {
    const res = await get(c, url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res;
  };

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'trouvaille-reports-'));
    t = await createTestApp(kind);
    owner = await clientFor(t, `reports-owner-${kind}@example.com`);
    other = await clientFor(t, `reports-other-${kind}@example.com`);
    await t.database.db
      .update(user)
      .set({ firstName: 'Hélène', lastName: 'Dupré' })
      .where(eq(user.id, owner.id));
    const [house] = (await owner.call('GET', '/api/houses')).body;
    houseId = house.id;
    expect(
      (
        await owner.call('PUT', `/api/houses/${houseId}`, {
          name: 'Maison de famille',
          address: '12 rue des Écoles',
          postalCode: '75005',
        })
      ).status,
    ).toBe(200);
    salon = (await owner.call('POST', '/api/rooms', { name: 'Grand salon', type: 'living_room' })).body;
    chambre = (await owner.call('POST', '/api/rooms', { name: 'Chambre d’été', type: 'bedroom' })).body;
    const add = async (
      name: string,
      roomId: number | null,
      low: number,
      high: number,
      extra: Record<string, unknown> = {},
    ) => {
      const res = await owner.call(
        'POST',
        '/api/objects',
        savedObject({ name, roomId, estimatedValueMin: low, estimatedValueMax: high, ...extra }),
      );
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    };
    await add('Commode Louis XV en noyer ciré', salon.id, 1200, 2500, {
      imageUrl: await jpegDataUrl(1600, 1200),
      notes: 'Achetée à Drouot en 1998, facture conservée.',
      author: 'Jean-François Œben',
    });
    await add('Pendule Louis XVI', salon.id, 800, 1500);
    await add('Théière en argent', chambre.id, 40, 90);
    await add('Vase Gallé', null, 300, 500);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes the whole collection in French by default: cover, rooms, objects, accents, totals', async () => {
    const res = await pdf(owner, '/api/reports/insurance.pdf?values=1');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="trouvaille-assurance-collection-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Dossier d’inventaire pour l’assurance');
    expect(text).toContain('Hélène Dupré');
    expect(text).toContain('12 rue des Écoles, 75005');
    for (const name of Object.keys(ids)) expect(text).toContain(name);
    for (const room of ['Grand salon', 'Chambre d’été', 'Sans pièce']) expect(text).toContain(room);
    expect(text).toContain('Jean-François Œben');
    expect(text).toContain('Achetée à Drouot en 1998');
    // 1200 + 800 + 40 + 300 and 2500 + 1500 + 90 + 500
    expect(text).toContain('2 340 €');
    expect(text).toContain('4 590 €');
    // The salon's own summary: two objects, 2 000 – 4 000 €.
    expect(text).toContain('2 objets · 2 000 € – 4 000 €');
    expect(text).toMatch(/Page 1 \/ \d+/);
    expect(res.rawPayload.length).toBeLessThan(2 * 1024 * 1024);
  });

  it('speaks English on request, with English amounts', async () => {
    const text = pdfText((await pdf(owner, '/api/reports/insurance.pdf?lang=en&values=1')).rawPayload);
    expect(text).toContain('Insurance inventory dossier');
    expect(text).not.toContain('Dossier d’inventaire');
    expect(text).toContain('Total of low estimates');
    expect(text).toContain('€2,340');
    expect(text).toContain('€4,590');
    expect(text).toContain('No room');
    expect(text).toContain('Théière en argent');
  });

  it('leaves every amount out with values=0', async () => {
    const text = pdfText((await pdf(owner, '/api/reports/insurance.pdf?values=0')).rawPayload);
    expect(text).toContain('Commode Louis XV en noyer ciré');
    expect(text).not.toContain('€');
    expect(text).not.toContain('2 340');
    expect(text).toContain('Montants masqués');
  });

  it('limits the dossier to a room or a house, and takes the typed address for the cover', async () => {
    const room = pdfText(
      (
        await pdf(
          owner,
          `/api/reports/insurance.pdf?roomId=${salon.id}&values=1&address=${encodeURIComponent('3 place du Marché, Lyon')}`,
        )
      ).rawPayload,
    );
    expect(room).toContain('Commode Louis XV en noyer ciré');
    expect(room).not.toContain('Théière');
    expect(room).toContain('3 place du Marché, Lyon');
    expect(room).toContain('2 000 €');

    const house = pdfText(
      (await pdf(owner, `/api/reports/insurance.pdf?houseId=${houseId}&lang=en`)).rawPayload,
    );
    expect(house).toContain('Maison de famille');
    expect(house).toContain('Théière en argent');
    // Objects in no room belong to no house.
    expect(house).not.toContain('Vase Gallé');
  });

  it('dates each estimate by the latest entry of its value history', async () => {
    await t.database.db.insert(valuations).values({
      userId: owner.id,
      objectId: ids['Pendule Louis XVI'],
      source: 'expert',
      low: 900,
      high: 900,
      valuedOn: '2031-03-14',
    });
    const text = pdfText(
      (await pdf(owner, `/api/reports/insurance.pdf?roomId=${salon.id}&values=1`)).rawPayload,
    );
    // The expert's figure is the value (it outranks the estimate), dated by its day.
    expect(text).toContain('Valeur retenue : 900 €');
    expect(text).toContain('Expertise du 14 mars 2031');
  });

  it('renders pages that poppler can draw, with the photo downsized', async () => {
    const file = saved((await pdf(owner, `/api/reports/insurance.pdf?roomId=${salon.id}`)).rawPayload);
    const prefix = path.join(work, 'page');
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '2', '-l', '2', file, prefix]);
    const png = readdirSync(work).find((f) => f.startsWith('page-'));
    expect(png).toBeDefined();
    expect(statSync(path.join(work, png!)).size).toBeGreaterThan(1000);
    // The 1600 px original is printed at 600 px at most.
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean);
    expect(images.length).toBe(1);
    const [, , , width, height] = images[0].trim().split(/\s+/);
    expect(Math.max(Number(width), Number(height))).toBeLessThanOrEqual(600);
  });

  it('prints QR labels that open each object, room by room and house by house', async () => {
    const room = await pdf(owner, `/api/rooms/${salon.id}/labels.pdf`);
    expect(room.headers['content-disposition']).toMatch(
      /^attachment; filename="trouvaille-etiquettes-grand-salon-.*\.pdf"$/,
    );
    const url = (name: string) => `http://localhost:3000/object/${ids[name]}`;
    expect((await qrCodes(room.rawPayload, 'sheet')).sort()).toEqual(
      [url('Commode Louis XV en noyer ciré'), url('Pendule Louis XVI')].sort(),
    );
    expect(pdfText(room.rawPayload)).toContain('Commode Louis XV en noyer ciré');

    const house = await pdf(owner, `/api/houses/${houseId}/labels.pdf?lang=en`);
    expect(await qrCodes(house.rawPayload, 'sheet')).toHaveLength(3);
    expect(house.headers['content-disposition']).toContain('trouvaille-labels-maison-de-famille');

    const one = await pdf(owner, `/api/objects/${ids['Théière en argent']}/label.pdf`);
    expect(await qrCodes(one.rawPayload, 'single')).toEqual([url('Théière en argent')]);
    const text = pdfText(one.rawPayload);
    expect(text).toContain('Théière en argent');
    expect(text).toContain('Chambre d’été');
  });

  it('starts another sheet past 24 labels', async () => {
    const many = await clientFor(t, `reports-many-${kind}@example.com`);
    const room = (await many.call('POST', '/api/rooms', { name: 'Grenier', type: 'custom' })).body;
    for (let i = 1; i <= 26; i++) {
      expect(
        (await many.call('POST', '/api/objects', savedObject({ name: `Objet ${i}`, roomId: room.id })))
          .status,
      ).toBe(201);
    }
    const sheet = (await pdf(many, `/api/rooms/${room.id}/labels.pdf`)).rawPayload;
    expect(pageCount(sheet)).toBe(2);
    expect(new Set(await qrCodes(sheet, 'sheet')).size).toBe(26);
  });

  it('gives another user a 404 for every report of the owner', async () => {
    const urls = [
      `/api/reports/insurance.pdf?roomId=${salon.id}`,
      `/api/reports/insurance.pdf?houseId=${houseId}`,
      `/api/rooms/${salon.id}/labels.pdf`,
      `/api/houses/${houseId}/labels.pdf`,
      `/api/objects/${ids['Commode Louis XV en noyer ciré']}/label.pdf`,
    ];
    for (const url of urls) {
      const res = await get(other, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // Their own whole-collection dossier holds nothing of the owner's.
    const text = pdfText((await pdf(other, '/api/reports/insurance.pdf')).rawPayload);
    expect(text).not.toContain('Commode');
    expect(text).toContain('Aucun objet');
  });

  it('prints under each estimate what it rests on, in the reader’s words, or that it is a rough guide', async () => {
    const c = await clientFor(t, `reports-basis-${kind}@example.com`);
    const summary = 'Based on 707 recorded prices (painting), 2017–2023, 2 sources';
    const analysisId = await analysisIdFor(
      t,
      c.id,
      'success',
      analysisOf({
        name: 'Huile sur toile',
        valuationBasis: { kind: 'observed', of: 'Painting', n: 707, sources: ['A', 'B'], summary },
      }),
    );
    expect((await c.call('POST', '/api/objects', savedObject({ analysisId }))).status).toBe(201);
    const roughId = await analysisIdFor(
      t,
      c.id,
      'success',
      analysisOf({
        name: 'Bibelot',
        valuationBasis: { kind: 'editorial', of: 'Trinket', n: 0, sources: [], summary: 'Rough guide' },
      }),
    );
    expect((await c.call('POST', '/api/objects', savedObject({ analysisId: roughId }))).status).toBe(201);
    expect((await c.call('POST', '/api/objects', savedObject({ name: 'Vase typé' }))).status).toBe(201);
    const fr = pdfText((await pdf(c, '/api/reports/insurance.pdf?values=1')).rawPayload);
    // The analysis's own sentence is in the language it was made in: the dossier says it in its own.
    expect(fr).not.toContain(summary);
    expect(fr).toContain('d’après 707 prix de vente relevés pour ce type d’objet');
    expect(fr).toContain('ordre de grandeur : aucune vente relevée pour ce type d’objet');
    expect(fr).toContain('Estimation saisie par le propriétaire');
    const en = pdfText((await pdf(c, '/api/reports/insurance.pdf?lang=en&values=1')).rawPayload);
    expect(en).toContain('based on 707 recorded sale prices of this kind of object');
    expect(en).toContain('rough guide: no recorded sales of this kind of object');
    expect(en).toContain('Estimate entered by the owner');
    // Amounts hidden: their basis too.
    const hidden = pdfText((await pdf(c, '/api/reports/insurance.pdf?values=0')).rawPayload);
    expect(hidden).not.toContain('707');
    expect(hidden).not.toContain('ordre de grandeur');
  });

  it('refuses malformed requests with 400 and anonymous ones with 401', async () => {
    const bad = [
      '/api/reports/insurance.pdf?roomId=abc',
      '/api/reports/insurance.pdf?houseId=-1',
      '/api/reports/insurance.pdf?lang=de',
      '/api/reports/insurance.pdf?values=2',
      `/api/reports/insurance.pdf?houseId=${houseId}&roomId=${salon.id}`,
      `/api/reports/insurance.pdf?address=${'x'.repeat(301)}`,
      '/api/rooms/abc/labels.pdf',
      '/api/houses/1.5/labels.pdf',
      '/api/objects/0/label.pdf',
      `/api/rooms/${salon.id}/labels.pdf?lang=xx`,
    ];
    for (const url of bad) {
      const res = await get(owner, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await get(null, '/api/reports/insurance.pdf')).statusCode).toBe(401);
    expect((await get(null, `/api/objects/${ids['Vase Gallé']}/label.pdf`)).statusCode).toBe(401);
  });

  describe('files prepared off the request path', () => {
    const post = (c: Client | null, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports/files',
        payload,
        headers: c ? { cookie: c.cookie } : {},
      });
    const until = async (c: Client, id: string) => {
      for (;;) {
        const res = await get(c, `/api/reports/files/${id}`);
        expect(res.statusCode).toBe(200);
        const file = res.json();
        if (file.status === 'ready' || file.status === 'failed') return file;
        expect(file.progress).toBeLessThan(100);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    it('queues a dossier, reports its progress, then hands over the file; only to its owner', async () => {
      const queued = await post(owner, { kind: 'dossier', lang: 'en', values: '0' });
      expect(queued.statusCode).toBe(202);
      const { id, status } = queued.json();
      expect(['queued', 'running']).toContain(status);
      // Not ready yet, or ready: never a half file.
      const early = await get(owner, `/api/reports/files/${id}/download`);
      expect([200, 409]).toContain(early.statusCode);

      const done = await until(owner, id);
      expect(done).toMatchObject({ status: 'ready', progress: 100, kind: 'dossier', error: null });
      expect(done.filename).toMatch(/^trouvaille-.*\.pdf$/);
      const file = await pdf(owner, `/api/reports/files/${id}/download`);
      expect(Number(file.headers['content-length'])).toBe(done.bytes);
      expect(pdfText(file.rawPayload)).toContain('Insurance inventory dossier');
      expect(pdfText(file.rawPayload)).not.toContain('€');

      // Another user: the same 404 as for a file that does not exist.
      for (const url of [`/api/reports/files/${id}`, `/api/reports/files/${id}/download`]) {
        expect((await get(other, url)).statusCode, url).toBe(404);
        expect((await get(null, url)).statusCode, url).toBe(401);
      }
      expect((await get(owner, '/api/reports/files/not-a-uuid')).statusCode).toBe(404);
      expect((await get(owner, `/api/reports/files/${randomUUID()}/download`)).statusCode).toBe(404);
    });

    it("builds a room's label sheet; another user's room is a 404 before anything is queued", async () => {
      const queued = await post(owner, { kind: 'labels', roomId: salon.id });
      expect(queued.statusCode).toBe(202);
      expect((await until(owner, queued.json().id)).status).toBe('ready');
      const codes = await qrCodes(
        (await pdf(owner, `/api/reports/files/${queued.json().id}/download`)).rawPayload,
        'sheet',
      );
      expect(codes).toHaveLength(2);

      expect((await post(other, { kind: 'labels', roomId: salon.id })).statusCode).toBe(404);
      expect((await post(other, { kind: 'dossier', houseId })).statusCode).toBe(404);
      expect((await post(null, { kind: 'dossier' })).statusCode).toBe(401);
      for (const bad of [
        { kind: 'labels' },
        { kind: 'labels', roomId: salon.id, houseId },
        { kind: 'dossier', roomId: salon.id, houseId },
        { kind: 'poster' },
        { kind: 'dossier', lang: 'de' },
        { kind: 'dossier', extra: 1 },
      ]) {
        const res = await post(owner, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      }
    });

    it('lets one user have a few files in preparation, not more', async () => {
      const c = await clientFor(t, `reports-queue-${kind}@example.com`);
      const answers = await Promise.all(
        Array.from({ length: MAX_ACTIVE_PER_USER + 3 }, () => post(c, { kind: 'dossier' })),
      );
      const accepted = answers.filter((a) => a.statusCode === 202);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(accepted.length).toBeGreaterThanOrEqual(MAX_ACTIVE_PER_USER);
      expect(accepted.length + refused.length).toBe(answers.length);
      for (const a of accepted) expect((await until(c, a.json().id)).status).toBe('ready');
      // Others were never held back by it: the owner's file still comes.
      const mine = await post(owner, { kind: 'dossier' });
      expect((await until(owner, mine.json().id)).status).toBe('ready');
    });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await get(null, '/api/docs')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/reports/insurance.pdf',
        '/api/rooms/{id}/labels.pdf',
        '/api/houses/{id}/labels.pdf',
        '/api/objects/{id}/label.pdf',
        '/api/reports/files',
        '/api/reports/files/{id}',
        '/api/reports/files/{id}/download',
      ]),
    );
  });
});
