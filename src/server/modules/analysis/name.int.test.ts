import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { amountInText } from '../../../contracts/currency';
import {
  analysisResponseSchema,
  objectTypesResponseSchema,
  type AnalysisResponse,
} from '../../../contracts/analysis-api';
import { CONFIDENT_WIDTH, PRICE_FLOOR } from '../../analysis/appraisal-rules';
import { testPhotos, testPhotosDir } from '../../test/embedded-model';
import { families } from '../../analysis/knowledge';
import { flags, ownerReferences } from '../../db/schema';
import { withTestApp, signedInUser, type TestApp } from '../../test/harness';
import { analyze, rowCounts } from '../../test/analyses';
import { get, postJson, setPlan } from '../../test/members';

/**
 * The real offline model on the repository's test photos. When every candidate misses, the owner says what
 * the object is: an object type found from their words (appraised as that type), or their own words in a
 * family (no price). Not counted, nothing stored but the new answer, another user's analysis not found.
 */
describe('saying what the object is when no candidate fits', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let unsure: AnalysisResponse;
  let confident: AnalysisResponse;
  const photo = (file: string) => readFileSync(path.join(testPhotosDir, file));
  const usage = async () => (await get(t, owner, '/api/usage/stats')).json().completeAnalysis.used;
  const nameUrl = (a: AnalysisResponse) => `/api/analyses/${a.analysisId}/name`;
  const parse = (res: { json(): unknown }) => analysisResponseSchema.parse(res.json());
  /** The types the analysis's photos now teach as their owner's references. */
  const taught = async (a: AnalysisResponse) =>
    (
      await t.database.db
        .select({ typeId: ownerReferences.typeId })
        .from(ownerReferences)
        .where(
          inArray(
            ownerReferences.photoId,
            a.photos.map((p) => p.id),
          ),
        )
    ).map((r) => r.typeId);
  /**
   * A fresh unsure analysis of the same photo, by a new owner: what an owner names teaches their next
   * analyses, which would then no longer be unsure.
   */
  let owner = '';
  let owners = 0;
  const unsureAgain = async () => {
    const email = `owner-${++owners}@example.com`;
    owner = await signedInUser(t, email);
    await setPlan(t, email, 'pro-expert');
    return parse(await analyze(t, owner, [photo(unsureFile)]));
  };
  let unsureFile = '';

  withTestApp(async (app) => {
    t = app;
    alice = await signedInUser(t, 'alice@example.com');
    bob = await signedInUser(t, 'bob@example.com');
    await setPlan(t, 'alice@example.com', 'pro-expert');
    // Whichever test photos the model is unsure and sure about: the tests hold for any calibration.
    for (const p of testPhotos()) {
      if (unsure && confident) break;
      const body = parse(await analyze(t, alice, [photo(p.file)]));
      if (!unsure && body.confidenceScore < PRICE_FLOOR && body.candidates.length >= 2) {
        unsure = body;
        unsureFile = p.file;
      } else if (!confident && body.confidenceScore >= PRICE_FLOOR && body.estimatedValueMax > 0)
        confident = body;
    }
  }, 'pglite');

  describe('GET /api/object-types', () => {
    it('finds the types the words name, in the reader’s language, with every family', async () => {
      const fr = objectTypesResponseSchema.parse(
        (await get(t, alice, '/api/object-types?q=gramaphone&language=fr')).json(),
      );
      expect(fr.matches[0]).toMatchObject({
        id: 'hifi-audio',
        name: 'Hi-fi et audio vintage',
        familyId: 'collectibles-other',
      });
      expect(fr.families).toHaveLength(families.size);
      const en = objectTypesResponseSchema.parse(
        (await get(t, bob, '/api/object-types?q=bague%20en%20argent&language=en')).json(),
      );
      const jewellery = families.get('jewellery')!.name[1];
      expect(en.matches[0]).toMatchObject({ id: 'rings', name: 'Rings', familyName: jewellery });
      expect(en.families.map((f) => f.name)).toContain(jewellery);
      const many = objectTypesResponseSchema.parse((await get(t, alice, '/api/object-types?q=verre')).json());
      expect(many.matches.length).toBe(8);
    });

    it('answers no match for unknown words and an empty query, and refuses bad input', async () => {
      const none = objectTypesResponseSchema.parse(
        (await get(t, alice, '/api/object-types?q=vinyl%20record&language=en')).json(),
      );
      expect(none.matches).toEqual([]);
      expect(none.families.length).toBeGreaterThan(10);
      expect((await get(t, alice, '/api/object-types')).json().matches).toEqual([]);
      expect((await get(t, alice, `/api/object-types?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
      expect((await get(t, alice, '/api/object-types?q=vase&language=de')).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/api/object-types?q=vase' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/analyses/{id}/name', () => {
    it('refuses another user, an unknown id, an unknown type or family and a bad body', async () => {
      expect(unsure, 'one test photo gives an unsure answer').toBeDefined();
      const url = nameUrl(unsure);
      const before = await rowCounts(t.database.db);
      expect((await postJson(t, bob, url, { typeId: 'hifi-audio' })).statusCode).toBe(404);
      expect(
        (await postJson(t, bob, url, { text: 'Gramophone', familyId: 'collectibles-other' })).statusCode,
      ).toBe(404);
      expect(
        (await postJson(t, alice, '/api/analyses/not-a-uuid/name', { typeId: 'rings' })).statusCode,
      ).toBe(404);
      expect(
        (
          await postJson(t, alice, '/api/analyses/00000000-0000-4000-8000-000000000000/name', {
            typeId: 'rings',
          })
        ).statusCode,
      ).toBe(404);
      for (const body of [
        { typeId: 'not-a-type' },
        { text: 'Gramophone', familyId: 'not-a-family' },
        { text: '   ', familyId: 'collectibles-other' },
        { text: 'x'.repeat(81), familyId: 'collectibles-other' },
        { text: 'Gramophone' },
        { typeId: 'rings', text: 'Gramophone', familyId: 'jewellery' },
        { typeId: 'rings', language: 'de' },
        {},
      ])
        expect((await postJson(t, alice, url, body)).statusCode, JSON.stringify(body)).toBe(400);
      expect(await rowCounts(t.database.db)).toEqual(before);
      // Still the first answer.
      expect(
        parse(await get(t, alice, `/api/analyses/${unsure.analysisId}`)).candidates.length,
      ).toBeGreaterThan(0);
    });

    it('appraises the type found from the owner’s words, as chosen by them, without counting', async () => {
      const target = await unsureAgain();
      const before = { used: await usage(), rows: await rowCounts(t.database.db) };
      // A type that is none of the candidates: the owner's word, not the photos'.
      const typeId = ['typewriters', 'hifi-audio', 'rings'].find(
        (id) => !target.candidates.some((c) => c.id === id),
      )!;
      const res = await postJson(t, owner, nameUrl(target), { typeId, language: 'en' });
      expect(res.statusCode, res.body).toBe(200);
      const body = parse(res);
      expect(body.refinement?.chosen).toBe(typeId);
      expect(body.confidenceScore).toBeGreaterThanOrEqual(PRICE_FLOOR);
      expect(body.estimatedValueMin).toBeGreaterThan(0);
      expect(body.estimatedValueMax / body.estimatedValueMin).toBeLessThanOrEqual(CONFIDENT_WIDTH);
      expect(body.valuationBasis?.summary).toBeTruthy();
      expect(body.candidates).toEqual([]);
      expect(body.analysisData.steps[0].title).toBe('Identified by you');
      expect(body.description).toMatch(/Identified by you/);
      expect(body.photos.map((p) => p.id)).toEqual(target.photos.map((p) => p.id));
      expect(await usage()).toBe(before.used);
      expect(await rowCounts(t.database.db)).toEqual(before.rows);
      // The owner's correction teaches: the photo is now their reference of that type.
      expect(await taught(target)).toEqual([typeId]);
      expect(parse(await get(t, owner, `/api/analyses/${target.analysisId}`)).refinement?.chosen).toBe(
        typeId,
      );
    });

    it('is idempotent: the same call twice, one after the other or at once, leaves one state', async () => {
      const target = await unsureAgain();
      const flagsOf = async () =>
        Number(
          (
            await t.database.db.select({ n: count() }).from(flags).where(eq(flags.refId, target.analysisId))
          )[0].n,
        );
      const body = { typeId: 'wristwatches' };
      const [a, b] = await Promise.all([
        postJson(t, owner, nameUrl(target), body),
        postJson(t, owner, nameUrl(target), body),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const first = parse(a);
      const stored = parse(await get(t, owner, `/api/analyses/${target.analysisId}`));
      const again = parse(await postJson(t, owner, nameUrl(target), body));
      for (const r of [parse(b), stored, again]) {
        expect(r.name).toBe(first.name);
        expect([r.estimatedValueMin, r.estimatedValueMax]).toEqual([
          first.estimatedValueMin,
          first.estimatedValueMax,
        ]);
        expect(r.refinement?.chosen).toBe('wristwatches');
      }
      const flagsBefore = await flagsOf();
      await postJson(t, owner, nameUrl(target), body);
      expect(await flagsOf()).toBe(flagsBefore);

      const own = { text: 'Gramophone à pavillon', familyId: 'collectibles-other' };
      const [c, d] = await Promise.all([
        postJson(t, owner, nameUrl(target), own),
        postJson(t, owner, nameUrl(target), own),
      ]);
      expect([c.statusCode, d.statusCode]).toEqual([200, 200]);
      expect(parse(c).name).toBe(own.text);
      expect(parse(d).name).toBe(own.text);
    });

    it('keeps the owner’s own words in the family they pick, with no price and the family’s questions', async () => {
      const target = await unsureAgain();
      const before = { used: await usage(), rows: await rowCounts(t.database.db) };
      const res = await postJson(t, owner, nameUrl(target), {
        text: '  Gramophone à pavillon  ',
        familyId: 'collectibles-other',
        language: 'fr',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = parse(res);
      expect(body.name).toBe('Gramophone à pavillon');
      expect(body.category).toBe(families.get('collectibles-other')!.name[0]);
      expect([body.estimatedValueMin, body.estimatedValueMax]).toEqual([0, 0]);
      expect(body.valuationBasis).toBeUndefined();
      expect(body.candidates).toEqual([]);
      expect(body.refinement?.named).toEqual({
        text: 'Gramophone à pavillon',
        familyId: 'collectibles-other',
      });
      expect(body.refinement?.chosen).toBeUndefined();
      expect(body.refinement?.questions.length).toBeGreaterThan(0);
      expect(body.description).toContain('Aucun prix relevé');
      expect(body.description).toContain('\u00a0: ');
      expect(body.analysisData.steps[0].title).toBe('Identifié par vous');
      expect(body.searchTerms).toEqual(['Gramophone à pavillon']);
      const { photos, imageUrl, additionalImages, analysisId, ...shown } = body;
      void [photos, imageUrl, additionalImages, analysisId];
      expect(JSON.stringify(shown)).not.toMatch(amountInText());
      expect(await usage()).toBe(before.used);
      expect(await rowCounts(t.database.db)).toEqual(before.rows);
      // Their own words name no type: nothing to teach.
      expect(await taught(target)).toEqual([]);

      // Read in English: the owner's words stay, the rest is written again in English.
      const en = parse(await get(t, owner, `/api/analyses/${target.analysisId}?language=en`));
      expect(en.name).toBe('Gramophone à pavillon');
      expect(en.category).toBe(families.get('collectibles-other')!.name[1]);
      expect(en.description).toContain('no recorded prices for what you named');

      // An answer to the family's question is kept; still no price.
      const q = en.refinement!.questions[0];
      const refined = parse(
        await postJson(t, owner, `/api/analyses/${target.analysisId}/refine`, {
          answers: { [q.id]: q.answers[0].id },
        }),
      );
      expect(refined.name).toBe('Gramophone à pavillon');
      expect(refined.estimatedValueMax).toBe(0);
      expect(refined.refinement?.questions.find((x) => x.id === q.id)?.answer).toBe(q.answers[0].id);

      // The last word wins: naming a type afterwards prices it, and the own words are gone.
      const typed = parse(await postJson(t, owner, nameUrl(target), { typeId: 'typewriters' }));
      expect(typed.refinement?.named).toBeUndefined();
      expect(typed.refinement?.chosen).toBe('typewriters');
      expect(typed.estimatedValueMin).toBeGreaterThan(0);
    });

    it('names after a choice among the candidates, and on a confident answer', async () => {
      const target = await unsureAgain();
      const candidateId = target.candidates[0].id;
      const chosen = parse(
        await postJson(t, owner, `/api/analyses/${target.analysisId}/choose`, { candidateId }),
      );
      expect(chosen.refinement?.chosen).toBe(candidateId);
      const typeId = candidateId === 'rings' ? 'necklaces' : 'rings';
      const renamed = parse(await postJson(t, owner, nameUrl(target), { typeId }));
      expect(renamed.refinement?.chosen).toBe(typeId);
      expect(renamed.estimatedValueMin).toBeGreaterThan(0);

      expect(confident, 'one test photo gives a confident answer').toBeDefined();
      const other = confident.refinement?.chosen === 'hifi-audio' ? 'rings' : 'hifi-audio';
      const fixed = parse(await postJson(t, alice, nameUrl(confident), { typeId: other }));
      expect(fixed.refinement?.chosen).toBe(other);
      expect(fixed.estimatedValueMin).toBeGreaterThan(0);
      expect((await postJson(t, bob, nameUrl(confident), { typeId: 'rings' })).statusCode).toBe(404);
    });
  });
});
