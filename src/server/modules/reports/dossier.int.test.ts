import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects, user } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { analysisIdFor } from '../../test/analyses';
import { analysisOf, savedObject } from '../../test/objects';
import { type Client, clientFor } from '../../test/members';
import { jpegDataUrl } from '../../test/images';
import { allTexts } from './copy';
import { frenchSpacingFaults } from '../../../contracts/french-typography';

/**
 * The insurance dossier of a house of 40 objects, read back as an insurer would (pdftotext): the owner and
 * the policy, each object under the number its QR label prints, what each value rests on, the objects
 * without an estimate, the declaration; every word in the reader's language; amounts only when asked for.
 */

let work: string;
let files = 0;
const saved = (pdf: Buffer) => {
  const file = path.join(work, `d${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
};
// Spaces of every kind as one: French amounts hold narrow no-break spaces ("2 340 €").
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', [saved(pdf), '-'], { encoding: 'utf8' }).replace(/\s+/gu, ' ');

const OWNER = 'Hélène Dupré-Martin';
const POLICY = 'MRH-2026-004417';

describe.each(testDbKinds())('the insurance dossier of a house on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let houseId: number;
  const ids: number[] = [];
  const unestimated: number[] = [];
  let expertId = 0;
  let saleId = 0;
  let analysedId = 0;
  let replacementId = 0;
  // The totals the dossier must print: each object's value by the precedence rule.
  let low = 0;
  let high = 0;

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
  const pdf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.rawPayload;
  };

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'trouvaille-dossier-'));
    t = await createTestApp(kind);
    owner = await clientFor(t, `dossier-house-${kind}@example.com`);
    await t.database.db
      .update(user)
      .set({
        firstName: 'Hélène',
        fullName: OWNER,
        phone: '+33 6 12 34 56 78',
        insurer: 'Mutuelle du Patrimoine',
        policyNumber: POLICY,
      })
      .where(eq(user.id, owner.id));
    const [house] = (await owner.call('GET', '/api/houses')).body;
    houseId = house.id;
    await owner.call('PUT', `/api/houses/${houseId}`, {
      name: 'Maison de Honfleur',
      address: '4 quai Sainte-Catherine',
      postalCode: '14600',
    });
    const rooms: number[] = [];
    for (const [name, type] of [
      ['🛋️ Grand salon', 'living_room'],
      ['Cuisine', 'kitchen'],
      ['Chambre d’amis ★', 'bedroom'],
      ['Bureau', 'study'],
    ])
      rooms.push((await owner.call('POST', '/api/rooms', { name, type })).body.id);

    const photo = await jpegDataUrl(800, 600);
    const analysisId = await analysisIdFor(
      t,
      owner.id,
      'success',
      analysisOf({
        name: 'Pendule portique',
        estimatedValueMin: 600,
        estimatedValueMax: 1200,
        valuationBasis: {
          kind: 'observed',
          of: 'Mantel clock',
          n: 143,
          from: '2015',
          to: '2024',
          sources: ['A', 'B'],
          summary: 'Based on 143 recorded prices (mantel clock), 2015–2024, 2 sources',
        },
        keyCharacteristics: {
          materials: ['bronze'],
          decorativeStyle: [],
          specificFeatures: ['Text read on the photo: “LEPAUTE A PARIS”'],
          dimensions: '',
        },
        period: 'XIXe siècle',
      }),
    );
    for (let i = 0; i < 40; i++) {
      const noEstimate = i % 13 === 5;
      const body =
        i === 0
          ? savedObject({ analysisId, roomId: rooms[0], imageUrl: photo, additionalImages: [photo, photo] })
          : savedObject({
              name: `Objet ${i + 1} de la maison`,
              roomId: rooms[i % rooms.length],
              estimatedValueMin: noEstimate ? null : 100 + i * 10,
              estimatedValueMax: noEstimate ? null : 200 + i * 10,
              imageUrl: i < 3 ? photo : null,
            });
      const res = await owner.call('POST', '/api/objects', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.id);
      if (noEstimate) unestimated.push(res.body.id);
    }
    analysedId = ids[0];
    expertId = ids[1];
    saleId = ids[2];
    // What the owner states of two objects, receipts included.
    const receipt = (await owner.call('POST', '/api/objects', savedObject({ imageUrl: photo }))).body;
    const receiptId = /\/api\/photos\/([0-9a-f-]{36})/.exec(receipt.imageUrl)![1];
    await t.database.db
      .update(objects)
      .set({
        dimensions: 'H. 52 cm, l. 38 cm',
        materials: 'Bronze doré, marbre',
        serialNumber: 'SN-1789-B',
        marks: 'Signé au cadran',
        condition: 'good',
        acquisitionPrice: 750,
        acquisitionDate: '2012-06-15',
        receiptPhotoIds: [receiptId],
      })
      .where(eq(objects.id, analysedId));
    await t.database.db.update(objects).set({ condition: 'fair' }).where(eq(objects.id, expertId));
    await t.database.db.update(objects).set({ condition: '' }).where(eq(objects.id, ids[4]));
    // The receipt's own object is not in the house.
    expect((await owner.call('DELETE', `/api/objects/${receipt.id}`)).status).toBe(200);

    const record = (id: number, body: object) => owner.call('POST', `/api/objects/${id}/valuations`, body);
    expect(
      (await record(expertId, { kind: 'expert', amount: 4200, date: '2025-09-12', note: 'Cabinet Lenoir' }))
        .status,
    ).toBe(201);
    expect((await record(saleId, { kind: 'expert', amount: 900, date: '2024-01-01' })).status).toBe(201);
    expect((await record(saleId, { kind: 'sale', amount: 1500, date: '2023-03-03' })).status).toBe(201);
    // An expert's replacement value: totalled apart from the market values.
    replacementId = ids.slice(3).find((id) => !unestimated.includes(id))!;
    const insured = { kind: 'expert', amount: 6000, date: '2025-10-05', note: 'Assurances Vernet' };
    expect((await record(replacementId, { ...insured, valueKind: 'replacement' })).status).toBe(201);

    for (const id of ids) {
      const o = (await owner.call('GET', `/api/objects/${id}`)).body;
      if (id === expertId) {
        low += 4200;
        high += 4200;
      } else if (id === saleId) {
        low += 1500;
        high += 1500;
      } else if (id === replacementId) {
        continue;
      } else if (o.estimatedValueMin !== null) {
        low += o.estimatedValueMin;
        high += o.estimatedValueMax;
      }
    }
  });
  afterAll(async () => {
    await t?.close();
    // DOSSIER_KEEP=1 keeps the PDFs, to look at their pages (pdftoppm).
    if (process.env.DOSSIER_KEEP) console.log(`dossiers kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  });

  it('has French typography in every French text of the dossier', () => {
    expect(allTexts('fr').flatMap(frenchSpacingFaults)).toEqual([]);
  });

  it('carries, in French, the owner, the policy, every item under its label number, bases and declaration', async () => {
    const text = pdfText(await pdf(`/api/reports/insurance.pdf?houseId=${houseId}&values=1`));
    for (const expected of [
      'Dossier d’inventaire pour l’assurance',
      OWNER,
      '+33 6 12 34 56 78',
      'Mutuelle du Patrimoine',
      `N° de contrat ${POLICY}`,
      '4 quai Sainte-Catherine, 14600',
      'Nombre d’objets 40',
      'Valeur de marché',
      `Je soussigné(e), ${OWNER}, déclare que les 40 objets énumérés dans ce dossier sont en ma possession`,
      'Fait à',
      'Signature',
      // What each value rests on, dated.
      'Expertise du 12 septembre 2025 · valeur de marché · Cabinet Lenoir',
      'Expertise du 5 octobre 2025 · valeur de remplacement · Assurances Vernet',
      'Vente enregistrée du 3 mars 2023',
      'Estimation par l’analyse des photos',
      'd’après 143 prix de vente relevés pour ce type d’objet (2015–2024)',
      'Estimation saisie par le propriétaire',
      // What the owner stated, and what the analysis read.
      'H. 52 cm, l. 38 cm',
      'Bronze doré, marbre',
      'SN-1789-B',
      'Signé au cadran',
      '« LEPAUTE A PARIS »',
      'État : Bon',
      'État : Moyen',
      'État : Non renseigné',
      '750 € le 15 juin 2012',
      'Justificatifs d’achat (1)',
      'Justificatif 1',
      // The room's emoji is left out, its star kept.
      'Grand salon',
      'Chambre d’amis ★',
      `${unestimated.length} objets n’ont pas d’estimation`,
      'Sans estimation : non compté dans les totaux',
    ])
      expect(text).toContain(expected);
    // The label sheet's numbers are the dossier's.
    const labels = pdfText(await pdf(`/api/houses/${houseId}/labels.pdf`));
    const numbers = (s: string) => new Set([...s.matchAll(/N° (\d+)/g)].map((m) => Number(m[1])));
    expect(numbers(text)).toEqual(new Set(ids));
    expect(numbers(labels)).toEqual(new Set(ids));
    // The precedence rule: the sale, then the expert valuation, replace the estimate in the totals.
    const amount = (n: number) => `${n.toLocaleString('fr-FR')} €`.replace(/\s/gu, ' ');
    // Each total names its kind of value; the replacement value is not added to the market values.
    expect(text).toContain(`Total des estimations basses ${amount(low)} (valeur de marché)`);
    expect(text).toContain(`Total des estimations hautes ${amount(high)} (valeur de marché)`);
    expect(text).toContain('Total en remplacement 6 000 € (valeur de remplacement · 1 objet)');
    expect(text).toContain('Valeur retenue : 4 200 €');
    expect(text).toContain('Valeur retenue : 1 500 €');
    // No English word of the app's, and no sign printed for a glyph the font lacks.
    for (const english of [
      'Unknown',
      'Typically',
      'Not stated',
      'Estimate',
      'Condition',
      'Rough guide',
      'Based on',
      'Text read',
    ])
      expect(text).not.toContain(english);
    expect(text).not.toMatch(/[\u{1f300}-\u{1faff}\ufffd\u25a1]/u);
  });

  it('carries the same in English', async () => {
    const text = pdfText(await pdf(`/api/reports/insurance.pdf?houseId=${houseId}&values=1&lang=en`));
    for (const expected of [
      'Insurance inventory dossier',
      OWNER,
      `Policy number ${POLICY}`,
      'Market value',
      `I, ${OWNER}, declare that the 40 objects listed in this dossier are in my possession`,
      'Expert valuation of 12 September 2025 · market value · Cabinet Lenoir',
      'Expert valuation of 5 October 2025 · replacement value · Assurances Vernet',
      'Recorded sale of 3 March 2023',
      'based on 143 recorded sale prices of this kind of object (2015–2024)',
      'Estimate entered by the owner',
      '“LEPAUTE A PARIS”',
      'Condition: Good',
      'Condition: Not stated',
      '€750 on 15 June 2012',
      'Proof of purchase (1)',
      `${unestimated.length} objects have no estimate`,
      'No estimate: not counted in the totals',
      `Total of low estimates €${low.toLocaleString('en-GB')} (market value)`,
      'Replacement total €6,000 (replacement value · 1 object)',
    ])
      expect(text).toContain(expected);
    for (const id of ids) expect(text).toContain(`No. ${id} `);
    for (const french of ['Non renseigné', 'Propriétaire', 'État', 'Estimation', 'Fondement', 'Expertise'])
      expect(text).not.toContain(french);
  });

  it('prints no amount unless asked for: values hidden by default, then turned on for one file', async () => {
    for (const url of [
      `/api/reports/insurance.pdf?houseId=${houseId}`,
      `/api/reports/insurance.pdf?houseId=${houseId}&values=0`,
    ]) {
      const text = pdfText(await pdf(url));
      expect(text).toContain('Montants masqués');
      expect(text).not.toContain('€');
      expect(text).not.toContain('Valeur retenue');
      expect(text).not.toContain('Total des estimations');
      // Still a record of the objects, dated and declared.
      expect(text).toContain(POLICY);
      expect(text).toContain('Je soussigné(e)');
      expect(text).toContain('le 15 juin 2012');
    }
  });

  it('gives another user nothing of this house', async () => {
    const other = await clientFor(t, `dossier-other-${kind}@example.com`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/insurance.pdf?houseId=${houseId}&values=1`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/reports/files',
      payload: { kind: 'dossier', houseId, values: '1' },
      headers: { cookie: other.cookie },
    });
    expect(queued.statusCode).toBe(404);
  });
});
