import { describe, expect, it } from 'vitest';
import { latestAcquisitionDate } from '../../../contracts/collection';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { analysisIdFor } from '../../test/analyses';
import { analysisOf, saveObject } from '../../test/objects';
import { clientFor } from '../../test/members';
import { jpegDataUrl } from '../../test/images';
import { photoExists, photoGone } from '../../test/photos';

/** The day after the latest "today" anywhere: never a valid acquisition date. */
const tomorrowEverywhere = () => {
  const d = new Date(`${latestAcquisitionDate()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe.each(testDbKinds())('insurance details on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async () => clientFor(t, `insurance${++n}-${kind}@example.com`);

  withTestApp((app) => (t = app), kind);

  it('saves and returns dimensions, materials, serial number, marks and the condition level', async () => {
    const c = await fresh();
    const saved = await saveObject(c, {
      dimensions: '  H 42 × L 30 cm ',
      materials: 'Bronze doré, marbre',
      serialNumber: 'SN-1234',
      marks: 'Lepaute à Paris',
      condition: 'Bon état',
      acquisitionPrice: '1200.50',
      acquisitionDate: '2019-05-04',
    });
    expect(saved).toMatchObject({
      dimensions: 'H 42 × L 30 cm',
      materials: 'Bronze doré, marbre',
      serialNumber: 'SN-1234',
      marks: 'Lepaute à Paris',
      condition: 'good',
      acquisitionPrice: 1200.5,
      acquisitionDate: '2019-05-04',
      receiptPhotoIds: [],
    });
    const patched = await c.call('PATCH', `/api/objects/${saved.id}`, {
      condition: 'poor',
      serialNumber: '',
      materials: 'Bronze',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ condition: 'poor', serialNumber: '', materials: 'Bronze' });
    const read = (await c.call('GET', `/api/objects/${saved.id}`)).body;
    expect(read).toMatchObject({ condition: 'poor', dimensions: 'H 42 × L 30 cm', marks: 'Lepaute à Paris' });
    // Unknown is the empty level, in either language.
    for (const unknown of ['', 'Inconnu', 'Unknown']) {
      const res = await c.call('PATCH', `/api/objects/${saved.id}`, { condition: unknown });
      expect(res.body.condition).toBe('');
    }
  });

  it('refuses a condition naming no level and fields past their length, saving nothing', async () => {
    const c = await fresh();
    const saved = await saveObject(c, { serialNumber: 'A1' });
    for (const body of [
      { condition: 'shiny' },
      { serialNumber: 'x'.repeat(101) },
      { dimensions: 'x'.repeat(301) },
      { materials: 'x'.repeat(301) },
      { marks: 'x'.repeat(1001) },
    ]) {
      const res = await c.call('PATCH', `/api/objects/${saved.id}`, { ...body, name: 'Changed' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    const read = (await c.call('GET', `/api/objects/${saved.id}`)).body;
    expect(read).toMatchObject({ name: saved.name, serialNumber: 'A1' });
  });

  it('refuses an acquisition date in the future on objects and houses, with its own code', async () => {
    const c = await fresh();
    const future = tomorrowEverywhere();
    const created = await c.call('POST', '/api/objects', { name: 'Vase', acquisitionDate: future });
    expect(created.status).toBe(400);
    expect(created.body.code).toBe('DATE_IN_FUTURE');
    expect((await c.call('GET', '/api/objects')).body).toEqual([]);

    const saved = await saveObject(c, { acquisitionDate: '2020-01-01' });
    const patched = await c.call('PATCH', `/api/objects/${saved.id}`, { acquisitionDate: future });
    expect(patched.status).toBe(400);
    expect(patched.body.code).toBe('DATE_IN_FUTURE');
    expect((await c.call('GET', `/api/objects/${saved.id}`)).body.acquisitionDate).toBe('2020-01-01');
    // Today, wherever the owner is, is not the future.
    const today = new Date().toISOString().slice(0, 10);
    expect((await c.call('PATCH', `/api/objects/${saved.id}`, { acquisitionDate: today })).status).toBe(200);

    const [house] = (await c.call('GET', '/api/houses')).body;
    const put = await c.call('PUT', `/api/houses/${house.id}`, { name: house.name, acquisitionDate: future });
    expect(put.status).toBe(400);
    expect(put.body.code).toBe('DATE_IN_FUTURE');
    const ok = await c.call('PUT', `/api/houses/${house.id}`, {
      name: house.name,
      acquisitionDate: '2001-02-03',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.acquisitionDate).toBe('2001-02-03');
  });

  it('keeps receipts apart from the photos, deletes a removed one, and shows them to nobody else', async () => {
    const owner = await fresh();
    const other = await fresh();
    const saved = await saveObject(owner, { imageUrl: await jpegDataUrl() });
    const added = await owner.call('PATCH', `/api/objects/${saved.id}`, {
      receipts: [await jpegDataUrl(80, 60), await jpegDataUrl(90, 70)],
    });
    expect(added.status).toBe(200);
    const [first, second] = added.body.receiptPhotoIds as string[];
    expect(added.body.receiptPhotoIds).toHaveLength(2);
    // Receipts are not the object's photos: its image and list stay as they were.
    expect(added.body.imageUrl).toBe(saved.imageUrl);
    expect(added.body.additionalImages).toEqual([]);
    expect(await photoExists(t, owner, `/api/photos/${first}`)).toBe(true);
    expect(await photoExists(t, other, `/api/photos/${first}`)).toBe(false);

    // Another user can neither read the object nor touch its receipts, nor attach the owner's receipt.
    expect((await other.call('GET', `/api/objects/${saved.id}`)).status).toBe(404);
    expect((await other.call('PATCH', `/api/objects/${saved.id}`, { receipts: [] })).status).toBe(404);
    const theirs = await saveObject(other);
    const stolen = await other.call('PATCH', `/api/objects/${theirs.id}`, {
      receipts: [`/api/photos/${first}`],
    });
    expect(stolen.status).toBe(404);

    const removed = await owner.call('PATCH', `/api/objects/${saved.id}`, {
      receipts: [`/api/photos/${second}`],
    });
    expect(removed.body.receiptPhotoIds).toEqual([second]);
    expect(await photoGone(t, `/api/photos/${first}`)).toBe(true);
    expect(await photoExists(t, owner, `/api/photos/${second}`)).toBe(true);

    const tooMany = await owner.call('PATCH', `/api/objects/${saved.id}`, {
      receipts: Array.from({ length: 11 }, () => `/api/photos/${second}`),
    });
    expect(tooMany.status).toBe(400);

    expect((await owner.call('DELETE', `/api/objects/${saved.id}`)).status).toBe(200);
    expect(await photoGone(t, `/api/photos/${second}`)).toBe(true);
  });

  it('fills the marks and the condition level from what the analysis read', async () => {
    const c = await fresh();
    const analysisId = await analysisIdFor(
      t,
      c.id,
      'success',
      analysisOf({
        condition: "Bon, petites traces d'usage",
        textRead: 'LEPAUTE A PARIS',
        marksRecognised: [
          { id: 'lepaute', name: 'Lepaute', kind: 'maker', from: 'photo-text', read: 'LEPAUTE' },
          { id: 'poincon', name: 'Poinçon Minerve', kind: 'hallmark', from: 'photo-text', read: 'A' },
        ],
      }),
    );
    const saved = await saveObject(c, { analysisId, condition: '', marks: '' });
    expect(saved.condition).toBe('good');
    expect(saved.marks).toBe('LEPAUTE A PARIS — Poinçon Minerve');
    // What the owner typed stands over the reading.
    const own = await saveObject(c, { analysisId, condition: 'fair', marks: 'Signé au dos' });
    expect(own).toMatchObject({ condition: 'fair', marks: 'Signé au dos' });
  });
});
